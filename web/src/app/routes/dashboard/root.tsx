import { useOutlet } from 'react-router-dom';
import { DashboardFrame } from '../../../features/dashboard/components/dashboard-frame.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

/** /dashboard: the sidebar and the chosen list (or 'Not allowed' for a student). */
export function Component() {
  const child = useOutlet();
  usePageTitle('Hall Management');
  return <DashboardFrame>{child}</DashboardFrame>;
}

/** /dashboard/dining-staff (issue 30), in this chunk: the frame's own page. */
export { Component as DiningStaff } from './dining-staff.tsx';

/** /dashboard/rooms (issue 31): its own chunk, named here rather than in every page's first load. */
export const roomsPage = () => import('./rooms.tsx');

/** /dashboard/reports (issue 32): its own chunk with Chartist, named here too. */
export const reportsPage = () => import('./reports.tsx');
