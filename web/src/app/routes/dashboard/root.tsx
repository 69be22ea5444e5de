import { useOutlet } from 'react-router-dom';
import { DashboardFrame } from '../../../features/dashboard/components/dashboard-frame.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

/** /dashboard: the sidebar and the chosen list (or 'Not allowed' for a student). */
export function Component() {
  const child = useOutlet();
  usePageTitle('Hall Management');
  return <DashboardFrame>{child}</DashboardFrame>;
}
