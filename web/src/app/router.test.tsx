import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, STUDENT } from '../testing/fake-auth.ts';
import { renderApp } from '../testing/test-utils.tsx';

describe('routes', () => {
  it('shows the home page with the hall name in the heading and the document title', async () => {
    renderApp({ url: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shaheed Mohammad Shah Hall' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Shaheed Mohammad Shah Hall | CUET'));
  });

  it('shows MyProfile at /profile', async () => {
    renderApp({ user: STUDENT, url: '/profile', data: { users: { me: async () => null } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
  });

  it('shows the not-found page, with its error image and a Home button, for an unknown path', async () => {
    const { user, router } = renderApp({ url: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Error 404: page not found' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    await user.click(main.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shaheed Mohammad Shah Hall' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("patches the dashboard's pages in on a deep link, and an unknown /dashboard/ address is still not found", async () => {
    const { router } = renderApp({
      user: ADMIN,
      url: '/dashboard/no-such-list',
      data: { contactMessages: { listAll: async () => [] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await router.navigate('/dashboard/messages');
    expect(await screen.findByRole('link', { name: 'Messages', current: 'page' })).toBeInTheDocument();
  });
});
