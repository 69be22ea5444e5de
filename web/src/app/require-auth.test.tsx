import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, STUDENT } from '../testing/fake-auth.ts';
import { pagedFrom, emptyKitchenCounts } from '../testing/fake-data.ts';
import { renderApp } from '../testing/test-utils.tsx';

const PROTECTED = [
  ['/contact', 'Contact'],
  ['/token_purches', 'Token Purchase'],
  ['/hallfee', 'Hall Fee'],
  ['/complain', 'Complains'],
  ['/roomallotement', 'Room Allotment'],
  ['/profile/tokenprofile', 'Token History'],
  // Signed in, so not sent to /login; a student then sees the dashboard's 'Not allowed' page.
  ['/dashboard/students', 'Not allowed'],
] as const;

/** What the protected pages ask the data port for: no student record yet, no tokens. */
const SIGNED_IN_DATA = { users: { me: async () => null }, tokenPurchases: pagedFrom([]) };

describe('RequireAuth', () => {
  it('shows a spinner, not the page, while sign-in is loading', async () => {
    const { router } = renderApp({ user: 'loading', url: '/token_purches' });
    expect(await screen.findByRole('status', { name: 'Checking sign-in…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Token Purchase' })).toBeNull();
    expect(router.state.location.pathname).toBe('/token_purches');
  });

  it.each(PROTECTED)('sends a visitor from %s to /login, carrying the original path', async (path) => {
    const { router } = renderApp({ user: null, url: `${path}?tab=2` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    const { location } = router.state;
    expect(location.pathname).toBe('/login');
    expect(new URLSearchParams(location.search).get('next')).toBe(`${path}?tab=2`);
    expect((location.state as { from: { pathname: string; search: string } }).from).toMatchObject({
      pathname: path,
      search: '?tab=2',
    });
  });

  it.each(PROTECTED)('shows %s to a signed-in student', async (path, heading) => {
    const { router } = renderApp({ user: STUDENT, url: path, data: SIGNED_IN_DATA });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('lets the page through once a loading check finds a signed-in user', async () => {
    const { auth } = renderApp({ user: 'loading', url: '/hallfee', data: SIGNED_IN_DATA });
    await screen.findByRole('status', { name: 'Checking sign-in…' });
    auth.setUser(STUDENT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hall Fee' })).toBeInTheDocument();
  });

  it('leaves public pages open to visitors', async () => {
    const { router } = renderApp({ user: null, url: '/signup' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });
});

describe('GuestOnly (/login and /signup)', () => {
  it.each(['/login', '/signup'])('sends a student who opens %s signed in to their profile', async (path) => {
    const { router } = renderApp({ user: STUDENT, url: path, data: SIGNED_IN_DATA });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(screen.queryByRole('heading', { level: 1, name: /^(Login|Sign Up)$/ })).toBeNull();
  });

  it.each(['/login', '/signup'])('sends the office, signed in, from %s to the dashboard', async (path) => {
    // The dashboard's start page shows the kitchen's count (issue 30).
    const { router } = renderApp({
      user: ADMIN,
      url: path,
      data: { dining: { counts: async () => emptyKitchenCounts() } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a signed-in student on to the page a login link names', async () => {
    const { router } = renderApp({ user: STUDENT, url: '/login?next=%2Fhallfee', data: SIGNED_IN_DATA });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hall Fee' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hallfee');
  });

  it('waits for the sign-in check, then shows the form to a visitor', async () => {
    const { auth, router } = renderApp({ user: 'loading', url: '/login' });
    expect(await screen.findByRole('status', { name: 'Checking sign-in…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Login' })).toBeNull();
    auth.setUser(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends on a returning student once the check finds them signed in', async () => {
    const { auth, router } = renderApp({ user: 'loading', url: '/signup', data: SIGNED_IN_DATA });
    await screen.findByRole('status', { name: 'Checking sign-in…' });
    auth.setUser(STUDENT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});
