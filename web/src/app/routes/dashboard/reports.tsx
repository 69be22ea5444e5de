import { ReportsView } from '../../../features/dashboard/reports/reports-view.tsx';
import { dashboardText } from '@hall/model/texts/dashboard';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle(dashboardText.titles.reports);
  return <ReportsView />;
}
