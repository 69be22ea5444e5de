import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner.tsx';
import { paths } from '../config/paths.ts';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error.tsx';

// Every route of the spec's route table. Each page is a lazy route module (its own chunk, which
// exports `Component`), so a page's first load carries only the shell and that page.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Only if the layout itself fails; page errors are caught below, inside the layout.
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        // Shown inside the layout while the first page's chunk loads.
        hydrateFallbackElement: <Spinner />,
        children: [
          { index: true, lazy: () => import('./routes/home.tsx') },
          {
            // Someone already signed in is sent on, not shown a login form.
            lazy: () => import('./routes/guest-only.tsx'),
            children: [
              { path: paths.login, lazy: () => import('./routes/login.tsx') },
              { path: paths.signup, lazy: () => import('./routes/signup.tsx') },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: paths.contact, lazy: () => import('./routes/contact.tsx') },
              { path: paths.token, lazy: () => import('./routes/token-purchase.tsx') },
              { path: paths.hallFee, lazy: () => import('./routes/hall-fee.tsx') },
              { path: paths.complain, lazy: () => import('./routes/complain.tsx') },
              { path: paths.roomAllotment, lazy: () => import('./routes/room-allotment.tsx') },
              {
                path: paths.profile.root,
                lazy: () => import('./routes/profile/root.tsx'),
                children: [
                  { index: true, lazy: () => import('./routes/profile/my-profile.tsx') },
                  { path: paths.profile.myProfile, lazy: () => import('./routes/profile/my-profile.tsx') },
                  { path: paths.profile.tokenHistory, lazy: () => import('./routes/profile/token-history.tsx') },
                  {
                    path: paths.profile.hallFeeHistory,
                    lazy: () => import('./routes/profile/hall-fee-history.tsx'),
                  },
                  { path: paths.profile.roomHistory, lazy: () => import('./routes/profile/room-history.tsx') },
                ],
              },
              {
                // Login only, as the spec says: a student sees 'Not allowed', and the API refuses non-admin calls.
                path: paths.dashboard.root,
                lazy: () => import('./routes/dashboard/root.tsx'),
                children: [
                  // The office's lists, inside the frame (or 'Not allowed' for a student).
                  { path: paths.dashboard.students, lazy: () => import('./routes/dashboard/students.tsx') },
                  {
                    path: paths.dashboard.tokenRequests,
                    lazy: () => import('./routes/dashboard/token-requests.tsx'),
                  },
                  {
                    path: paths.dashboard.tokenDetails,
                    lazy: () => import('./routes/dashboard/token-details.tsx'),
                  },
                  {
                    path: paths.dashboard.hallFeeRequests,
                    lazy: () => import('./routes/dashboard/hall-fee-requests.tsx'),
                  },
                  {
                    path: paths.dashboard.hallFeeDetails,
                    lazy: () => import('./routes/dashboard/hall-fee-details.tsx'),
                  },
                  {
                    path: paths.dashboard.allotmentRequests,
                    lazy: () => import('./routes/dashboard/allotment-requests.tsx'),
                  },
                  {
                    path: paths.dashboard.allotmentDetails,
                    lazy: () => import('./routes/dashboard/allotment-details.tsx'),
                  },
                  { path: paths.dashboard.complaints, lazy: () => import('./routes/dashboard/complaints.tsx') },
                  { path: paths.dashboard.notice, lazy: () => import('./routes/dashboard/notice.tsx') },
                  { path: paths.dashboard.messages, lazy: () => import('./routes/dashboard/messages.tsx') },
                  { path: paths.dashboard.activity, lazy: () => import('./routes/dashboard/activity.tsx') },
                  {
                    // Through the frame's module, which imports the page: the first load names no more chunks.
                    path: paths.dashboard.rooms,
                    lazy: () => import('./routes/dashboard/root.tsx').then((module) => module.roomsPage()),
                  },
                  {
                    path: paths.dashboard.reports,
                    lazy: () => import('./routes/dashboard/root.tsx').then((module) => module.reportsPage()),
                  },
                  {
                    // Served by the frame's own module: one chunk fewer for the first load to name.
                    path: paths.dashboard.diningStaff,
                    lazy: () =>
                      import('./routes/dashboard/root.tsx').then((module) => ({ Component: module.DiningStaff })),
                  },
                ],
              },
              // The dining staff's phone page (and the office's); anyone else reads 'Not allowed'.
              { path: paths.dining, lazy: () => import('./routes/dining.tsx') },
            ],
          },
          // Public: the dining counter checks a token without signing in.
          { path: paths.verify, lazy: () => import('./routes/verify.tsx') },
          { path: '*', lazy: () => import('./routes/not-found.tsx') },
        ],
      },
    ],
  },
];

/** The browser router of the app (main.tsx). Tests use createMemoryRouter(routes). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
