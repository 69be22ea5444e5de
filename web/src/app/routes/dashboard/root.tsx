import { useOutlet, type RouteObject } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { DashboardFrame } from '../../../features/dashboard/components/dashboard-frame.tsx';
import { dashboardText } from '@hall/model/texts/dashboard';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { Component as DiningStaff } from './dining-staff.tsx';

/** /dashboard: the sidebar and the chosen list (or 'Not allowed' for a student). */
export function Component() {
  const child = useOutlet();
  usePageTitle(dashboardText.title);
  return <DashboardFrame>{child}</DashboardFrame>;
}

/**
 * The office's lists inside the frame (or 'Not allowed' for a student), each its own chunk. They are
 * listed here, not in app/router.tsx: the router patches them in when a /dashboard/... address is
 * first navigated to, so no other page's first load carries them (issue 32).
 */
export const dashboardPages: RouteObject[] = [
  { path: paths.dashboard.students, lazy: () => import('./students.tsx') },
  { path: paths.dashboard.tokenRequests, lazy: () => import('./token-requests.tsx') },
  { path: paths.dashboard.tokenDetails, lazy: () => import('./token-details.tsx') },
  { path: paths.dashboard.hallFeeRequests, lazy: () => import('./hall-fee-requests.tsx') },
  { path: paths.dashboard.hallFeeDetails, lazy: () => import('./hall-fee-details.tsx') },
  { path: paths.dashboard.allotmentRequests, lazy: () => import('./allotment-requests.tsx') },
  { path: paths.dashboard.allotmentDetails, lazy: () => import('./allotment-details.tsx') },
  { path: paths.dashboard.complaints, lazy: () => import('./complaints.tsx') },
  { path: paths.dashboard.notice, lazy: () => import('./notice.tsx') },
  { path: paths.dashboard.messages, lazy: () => import('./messages.tsx') },
  { path: paths.dashboard.activity, lazy: () => import('./activity.tsx') },
  // Issue 30: the frame's own page, in this chunk.
  { path: paths.dashboard.diningStaff, Component: DiningStaff },
  // Issue 31.
  { path: paths.dashboard.rooms, lazy: () => import('./rooms.tsx') },
  // Issue 32: with Chartist.
  { path: paths.dashboard.reports, lazy: () => import('./reports.tsx') },
];
