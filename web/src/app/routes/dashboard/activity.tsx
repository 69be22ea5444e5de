import { ActivityLog } from '../../../features/dashboard/components/activity-log.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle('Activity');
  return <ActivityLog />;
}
