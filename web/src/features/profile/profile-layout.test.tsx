import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StudentUser, TokenPurchase } from '@hall/model';
import { ADMIN, STUDENT } from '../../testing/fake-auth.ts';
import { pagedFrom } from '../../testing/fake-data.ts';
import { renderApp } from '../../testing/test-utils.tsx';

const ME: StudentUser = { _id: 'u1', createdAt: '2024-01-01T00:00:00.000Z', name: 'Rahim Uddin', email: STUDENT.email ?? '', id: '1904001' };

function token(overrides: Partial<TokenPurchase>): TokenPurchase {
  return {
    _id: 't1',
    createdAt: '2024-06-01T00:00:00.000Z',
    name: ME.name,
    email: ME.email,
    id: ME.id,
    Start_date: '2024-06-01',
    End_date: '2024-06-30',
    package1: '30',
    amount: '2500',
    Transaction_id: 'TX12345',
    bkash_number: '01712345678',
    ...overrides,
  };
}

describe('the profile', () => {
  it('shows a student the history links, a Profile label, and the real record in MyProfile', async () => {
    renderApp({ user: STUDENT, url: '/profile', data: { users: { me: async () => ME } } });
    const menu = within(await screen.findByRole('navigation', { name: 'Profile' }));
    for (const name of ['MyProfile', 'Token History', 'Hall Fee History', 'Room History']) {
      expect(menu.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Profile', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hall Management' })).not.toBeInTheDocument();
    expect(await screen.findByText('1904001')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rahim Uddin');
  });

  it('shows the administrator Hall Management and no history links', async () => {
    renderApp({ user: ADMIN, url: '/profile', data: { users: { me: async () => null } } });
    expect(await screen.findByRole('link', { name: 'Hall Management' })).toHaveAttribute('href', '/dashboard');
    const menu = within(screen.getByRole('navigation', { name: 'Profile' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['MyProfile']);
  });

  it('logs out with a toast and goes home', async () => {
    const { user, router, auth } = renderApp({ user: STUDENT, url: '/profile/tokenprofile', data: { tokenPurchases: pagedFrom([]) } });
    await user.click(await screen.findByRole('button', { name: 'LogOut' }));
    expect(await screen.findByText('Logout successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(auth.signOutCalls).toBe(1);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('lists own tokens with a total: Pending, or a Download token button once approved', async () => {
    const mine = pagedFrom([token({ _id: 'a', status: 'confirm' }), token({ _id: 'b', Transaction_id: 'TX99999' }), token({ _id: 'c', email: 'someone.else@student.cuet.ac.bd' })]);
    const page = vi.fn(mine.page);
    renderApp({ user: STUDENT, url: '/profile/tokenprofile', data: { tokenPurchases: { page, count: mine.count } } });
    expect(await screen.findByText('Total: 2')).toBeInTheDocument();
    expect(page).toHaveBeenCalledExactlyOnceWith({ email: STUDENT.email, limit: 50 });
    expect(screen.getAllByRole('button', { name: 'Download token' })).toHaveLength(1);
    expect(screen.getAllByText('Pending')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a long history 50 at a time, with Load more', async () => {
    const mine = pagedFrom(Array.from({ length: 60 }, (_, n) => token({ _id: `t${n}`, createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(), Transaction_id: `TX${n}AAAA` })));
    const { user } = renderApp({ user: STUDENT, url: '/profile/tokenprofile', data: { tokenPurchases: mine } });
    expect(await screen.findByText('Total: 60')).toBeInTheDocument();
    expect(screen.getAllByText('Pending')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByText('Pending')).toHaveLength(60));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  }, 30_000);
});
