import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner.tsx';
import { paths } from '../config/paths.ts';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error.tsx';

const DASHBOARD_ROUTE_ID = 'dashboard';
const dashboardModule = () => import('./routes/dashboard/root.tsx');

// Every route of the spec's route table (the dashboard's pages are listed in its module and patched
// in on navigation: patchRoutesOnNavigation below). Each page is a lazy route module (its own chunk,
// which exports `Component`), so a page's first load carries only the shell and that page.
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
                // Its pages are listed in its module (dashboardPages) and patched in below.
                id: DASHBOARD_ROUTE_ID,
                path: paths.dashboard.root,
                lazy: dashboardModule,
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

/**
 * The dashboard's pages join the route table when a /dashboard/... address is first navigated to
 * (a deep link too): the dashboard's module lists them, so the entry, which every page loads
 * first, does not (issue 32). Any other address not in the table still reaches the not-found page.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (path.startsWith(`${paths.dashboard.root}/`)) patch(DASHBOARD_ROUTE_ID, (await dashboardModule()).dashboardPages);
};

/** The browser router of the app (main.tsx). Tests use createMemoryRouter(routes, { patchRoutesOnNavigation }). */
export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}
