// renderApp mounts the real providers and the real route table on a memory router, with a fake
// auth session and a fake data port, so tests cannot drift from production wiring.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider.tsx';
import { patchRoutesOnNavigation, routes } from '../app/router.tsx';
import { createFakeAuth, type FakeAuthState } from './fake-auth.ts';
import { createFakeDataPort, type FakeDataOverrides } from './fake-data.ts';

export interface RenderAppOptions {
  /** 'loading', a signed-in user, or null for a visitor. Default: a visitor. */
  user?: FakeAuthState;
  /** The first URL. Default '/'. */
  url?: string;
  data?: FakeDataOverrides;
}

export function renderApp({ user = null, url = '/', data }: RenderAppOptions = {}) {
  const auth = createFakeAuth(user);
  const router = createMemoryRouter(routes, { initialEntries: [url], patchRoutesOnNavigation });
  const userEvents = userEvent.setup();
  // The home page's notice board is on the landing page of every test that passes through '/';
  // it shows an empty board unless the test sets notices up.
  const withBoard: FakeDataOverrides = { ...data, notices: { list: async () => [], ...data?.notices } };
  const view = render(
    <AppProvider
      loadSession={auth.loadSession}
      mayHaveSession={auth.mayHaveSession}
      dataPort={createFakeDataPort(withBoard)}
    >
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, auth, router, user: userEvents, screen };
}
