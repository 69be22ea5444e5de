import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, STAFF, STUDENT } from '../../testing/fake-auth.ts';
import { renderApp, type RenderAppOptions } from '../../testing/test-utils.tsx';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const banner = () => screen.getByRole('banner');
const menuButton = () => screen.getByRole('button', { name: 'Open menu' });

/** The home page, once its heading (the hall's name) shows. */
async function renderHome(options?: RenderAppOptions) {
  const view = renderApp(options);
  await screen.findByRole('heading', { level: 1, name: 'Shaheed Mohammad Shah Hall' });
  return view;
}

describe('top bar', () => {
  it('shows every navigation link with its route, in the spec order', async () => {
    await renderHome();
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Token', '/token_purches'],
      ['Hall_Fee', '/hallfee'],
      ['Complains', '/complain'],
      ['Room_Allotement', '/roomallotement'],
      ['Contact', '/contact'],
    ]);
  });

  it('offers the administrator only what the admin can use: Home, Dashboard and Dining, no student forms', async () => {
    await renderHome({ user: ADMIN });
    // The office's links arrive with the signed-in chunk.
    await within(mainNav()).findByRole('link', { name: 'Dashboard' });
    expect(within(mainNav()).queryByRole('link', { name: 'Token' })).toBeNull();
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Dashboard', '/dashboard'],
      ['Dining', '/dining'],
    ]);
  });

  it('offers dining staff Home and Dining only, once the API says the account is staff', async () => {
    let asked = 0;
    await renderHome({ user: STAFF, data: { dining: { role: async () => (asked++, { staff: true }) } } });
    await within(mainNav()).findByRole('link', { name: 'Dining' });
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Dining', '/dining'],
    ]);
    expect(asked).toBe(1);
  });

  it('shows an office address the API says is not staff the usual links, without Dining', async () => {
    renderApp({ user: STAFF, data: { dining: { role: async () => ({ staff: false }) } } });
    await within(mainNav()).findByRole('link', { name: 'Token' });
    expect(within(mainNav()).queryByRole('link', { name: 'Dining' })).toBeNull();
  });

  it('shows a signed-in student every link', async () => {
    renderApp({ user: STUDENT });
    await within(banner()).findByRole('link', { name: 'Profile' });
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Token', 'Hall_Fee', 'Complains', 'Room_Allotement', 'Contact']);
  });

  it('links the brand (logo and hall name) to home', async () => {
    renderApp({ url: '/login' });
    const brand = within(banner()).getByRole('link', { name: 'Shaheed Mohammad Shah Hall' });
    expect(brand).toHaveAttribute('href', '/');
    expect(brand.querySelector('img')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows neither Login nor the avatar while sign-in is loading', async () => {
    await renderHome({ user: 'loading' });
    expect(within(banner()).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(banner()).queryByRole('link', { name: 'Profile' })).toBeNull();
  });

  it('shows Login, linking to /login, to a visitor', async () => {
    renderApp({ user: null });
    const login = await within(banner()).findByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', '/login');
    expect(within(banner()).queryByRole('link', { name: 'Profile' })).toBeNull();
  });

  it('shows the Profile avatar, linking to /profile, and no Login to a signed-in student', async () => {
    renderApp({ user: STUDENT });
    const avatar = await within(banner()).findByRole('link', { name: 'Profile' });
    expect(avatar).toHaveAttribute('href', '/profile');
    expect(avatar).toHaveTextContent('R');
    expect(within(banner()).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('switches from Login to the avatar when the student signs in', async () => {
    const { auth } = renderApp({ user: null });
    await within(banner()).findByRole('link', { name: 'Login' });
    auth.setUser(STUDENT);
    expect(await within(banner()).findByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(banner()).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('opens and closes the phone menu, and closes it after following a link', async () => {
    const { user } = await renderHome();
    const button = menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav()).toHaveAttribute('data-open', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav()).toHaveAttribute('data-open', 'true');

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(within(mainNav()).getByRole('link', { name: 'Home' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a signed-in student Profile and LogOut in the phone menu; LogOut signs out, toasts and goes home (issue 35)', async () => {
    const { user, auth, router } = renderApp({
      user: STUDENT,
      url: '/contact',
      data: { users: { me: async () => null } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    await user.click(menuButton());
    const profile = within(mainNav()).getByRole('link', { name: 'Profile' });
    expect(profile).toHaveAttribute('href', '/profile');
    // Every place the router went or set out for: the guard of the page left must not send us to /login.
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname, state.navigation.location?.pathname ?? ''));
    await user.click(within(mainNav()).getByRole('button', { name: 'LogOut' }));
    expect(await screen.findByText('Logout successfully')).toBeInTheDocument();
    expect(auth.signOutCalls).toBe(1);
    expect(await within(banner()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(visited).not.toContain('/login');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers no Profile or LogOut in the phone menu to a visitor', async () => {
    const { user } = renderApp({ user: null });
    await within(banner()).findByRole('link', { name: 'Login' });
    await user.click(menuButton());
    expect(within(mainNav()).queryByRole('link', { name: 'Profile' })).toBeNull();
    expect(within(mainNav()).queryByRole('button', { name: 'LogOut' })).toBeNull();
  });

  it('answers Space on the menu button as a button does (the button is a link to the menu until React runs)', async () => {
    const { user } = await renderHome();
    const button = menuButton();
    expect(button).toHaveAttribute('href', '#main-nav');
    button.focus();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
