import { ReportsView } from '../../../features/dashboard/reports/reports-view.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle('Reports');
  return <ReportsView />;
}
