// The office's lists follow the back end's changes without a reload (issue 19).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TokenPurchase } from '@hall/model';
import { sampleTokenPurchase } from '@hall/model/samples';
import { ADMIN } from '../../testing/fake-auth.ts';
import { fakeLive, pagedFrom } from '../../testing/fake-data.ts';
import { renderApp } from '../../testing/test-utils.tsx';

const token = (n: number): TokenPurchase => ({
  _id: `t${n}`,
  createdAt: `2026-01-${String(10 + n).padStart(2, '0')}T00:00:00.000Z`,
  name: `Student ${n}`,
  email: `u${n}@student.cuet.ac.bd`,
  id: `19040${n}`,
  ...sampleTokenPurchase({ Transaction_id: `TX${n}AAAAAA` }),
});

describe('live lists in the dashboard', () => {
  it('shows a request as a student files it, and the total follows', async () => {
    const tokens = pagedFrom([token(1), token(2)]);
    const live = fakeLive();
    renderApp({ user: ADMIN, url: '/dashboard/tokenreq', data: { tokenPurchases: tokens, live } });
    const table = await screen.findByRole('table', { name: 'Token Requests' });
    expect(await screen.findByRole('heading', { name: 'Total: 2' })).toBeInTheDocument();
    expect(live.watching()).toBe(1);

    tokens.records.push(token(3));
    live.emit({ group: 'tokenPurchases', id: 't3', kind: 'added', state: 'pending' });
    expect(await screen.findByRole('heading', { name: 'Total: 3' })).toBeInTheDocument();
    await waitFor(() => expect(within(table).getByText('190403')).toBeInTheDocument());
    // A change to another list reloads nothing here.
    live.emit({ group: 'hallFees', id: 'h1', kind: 'added', state: 'pending' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('stops watching when the office leaves the dashboard', async () => {
    const live = fakeLive();
    const { router } = renderApp({
      user: ADMIN,
      url: '/dashboard/tokenreq',
      data: { tokenPurchases: pagedFrom([token(1)]), live },
    });
    await screen.findByRole('table', { name: 'Token Requests' });
    expect(live.watching()).toBe(1);
    await router.navigate('/');
    await waitFor(() => expect(live.watching()).toBe(0));
  });
});
