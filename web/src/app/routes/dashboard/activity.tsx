import { ActivityLog } from '../../../features/dashboard/components/activity-log.tsx';
import { dashboardText } from '@hall/model/texts/dashboard';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle(dashboardText.titles.activity);
  return <ActivityLog />;
}
