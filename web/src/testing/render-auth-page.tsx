// Mounts the real providers and route table for the sign-up and login tests, with a fake session whose
// Firebase Auth instance is a stand-in object (the Firebase calls themselves are mocked per test).
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Auth } from 'firebase/auth';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import { AppProvider } from '../app/provider.tsx';
import { patchRoutesOnNavigation, routes } from '../app/router.tsx';
import { createFakeAuth, type FakeAuthState } from './fake-auth.ts';
import { createFakeDataPort, type FakeDataOverrides } from './fake-data.ts';

export const FAKE_AUTH_INSTANCE = { name: 'fake-auth' } as unknown as Auth;

export function renderAuthPage(
  url: InitialEntry,
  { user = null, data = {} }: { user?: FakeAuthState; data?: FakeDataOverrides } = {},
) {
  const fake = createFakeAuth(user);
  const loadSession = async () => ({ ...(await fake.loadSession()), getAuth: () => FAKE_AUTH_INSTANCE });
  const router = createMemoryRouter(routes, { initialEntries: [url], patchRoutesOnNavigation });
  const events = userEvent.setup();
  const view = render(
    <AppProvider
      loadSession={loadSession}
      mayHaveSession={fake.mayHaveSession}
      dataPort={createFakeDataPort({ notices: { list: async () => [] }, ...data })}
    >
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user: events, auth: fake };
}
