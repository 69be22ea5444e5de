import { ComplaintsBox } from '../../../features/dashboard/components/complaints-box.tsx';
import { dashboardText } from '@hall/model/texts/dashboard';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle(dashboardText.titles.complaints);
  return <ComplaintsBox />;
}
