// The office's lists follow the back end's changes without a reload (issue 19); a new filing waits
// behind a "1 new request" button so that no row moves under the office's pointer (issue 35).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages, type Complaint, type TokenPurchase } from '@hall/model';
import { sampleTokenPurchase } from '@hall/model/samples';
import { ADMIN } from '../../testing/fake-auth.ts';
import { fakeLive, pagedFrom } from '../../testing/fake-data.ts';
import { renderApp } from '../../testing/test-utils.tsx';

const token = (n: number, changes: Partial<TokenPurchase> = {}): TokenPurchase => ({
  _id: `t${n}`,
  createdAt: `2026-01-${String(10 + n).padStart(2, '0')}T00:00:00.000Z`,
  name: `Student ${n}`,
  email: `u${n}@student.cuet.ac.bd`,
  id: `19040${n}`,
  ...sampleTokenPurchase({ Transaction_id: `TX${n}AAAAAA` }),
  ...changes,
});

describe('live lists in the dashboard', () => {
  it('offers a request filed meanwhile behind "1 new request", moving no row until it is clicked', async () => {
    const tokens = pagedFrom([token(1), token(2)]);
    const live = fakeLive();
    const { user } = renderApp({ user: ADMIN, url: '/dashboard/tokenreq', data: { tokenPurchases: tokens, live } });
    const table = await screen.findByRole('table', { name: 'Token Requests' });
    expect(await screen.findByRole('heading', { name: 'Total: 2' })).toBeInTheDocument();
    expect(live.watching()).toBe(1);
    const shown = () =>
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent);
    const before = shown();

    tokens.records.push(token(3));
    live.emit({ group: 'tokenPurchases', id: 't3', kind: 'added', state: 'pending' });
    const reveal = await screen.findByRole('button', { name: '1 new request' });
    tokens.records.push(token(4));
    live.emit({ group: 'tokenPurchases', id: 't4', kind: 'added', state: 'pending' });
    // The same filing heard twice (a reconnect) counts once.
    live.emit({ group: 'tokenPurchases', id: 't4', kind: 'added', state: 'pending' });
    await waitFor(() => expect(reveal).toHaveTextContent('2 new requests'));
    // Nothing moved: the rows and the total are as they were.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shown()).toEqual(before);
    expect(screen.getByRole('heading', { name: 'Total: 2' })).toBeInTheDocument();
    // A filing for another list offers nothing here.
    live.emit({ group: 'hallFees', id: 'h1', kind: 'added', state: 'pending' });
    expect(screen.getByRole('button', { name: '2 new requests' })).toBe(reveal);

    await user.click(reveal);
    expect(await screen.findByRole('heading', { name: 'Total: 4' })).toBeInTheDocument();
    await waitFor(() => expect(within(table).getByText('190403')).toBeInTheDocument());
    expect(within(table).getByText('190404')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new request/ })).toBeNull();
  });

  it("shows a decision made elsewhere at once, and the office's own clear shows what was held", async () => {
    const tokens = pagedFrom([token(1), token(2)]);
    const remove = vi.fn(async (id: string) => {
      tokens.records.splice(
        tokens.records.findIndex((record) => record._id === id),
        1,
      );
      return { acknowledged: true as const, deletedCount: 1 };
    });
    const live = fakeLive();
    const { user } = renderApp({
      user: ADMIN,
      url: '/dashboard/tokenreq',
      data: { tokenPurchases: { ...tokens, remove }, live },
    });
    const table = await screen.findByRole('table', { name: 'Token Requests' });
    await screen.findByRole('heading', { name: 'Total: 2' });

    // A decision is not a filing: the list follows it at once.
    // (A new object, as a back end answers: the rows are memoised by record.)
    tokens.records[0] = { ...tokens.records[0]!, status: 'confirm' };
    live.emit({ group: 'tokenPurchases', id: 't1', kind: 'changed', state: 'approved' });
    await waitFor(() => expect(within(table).getAllByText('Approved')).toHaveLength(1));

    tokens.records.push(token(3));
    live.emit({ group: 'tokenPurchases', id: 't3', kind: 'added', state: 'pending' });
    await screen.findByRole('button', { name: '1 new request' });
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByText('190402'))!;
    await user.click(within(row).getByRole('button', { name: 'Clear' }));
    await user.click(await screen.findByRole('button', { name: messages.deleteDialog.confirm }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    // The clear applies at once; the list loaded again shows the new request too.
    await waitFor(() => expect(within(table).queryByText('190402')).toBeNull());
    expect(await within(table).findByText('190403')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /new request/ })).toBeNull());
  });

  it('offers no new filing on an approved-only list (Token_Details)', async () => {
    const tokens = pagedFrom([token(1, { status: 'confirm' })]);
    const live = fakeLive();
    renderApp({ user: ADMIN, url: '/dashboard/tokendetails', data: { tokenPurchases: tokens, live } });
    await screen.findByRole('heading', { name: 'Total: 1' });
    tokens.records.push(token(3));
    live.emit({ group: 'tokenPurchases', id: 't3', kind: 'added', state: 'pending' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: /new request/ })).toBeNull();
  });

  it('calls a complaint filed meanwhile "1 new complaint"', async () => {
    const complaint = (n: number): Complaint => ({
      _id: `c${n}`,
      createdAt: `2026-01-1${n}T00:00:00.000Z`,
      name: `Student ${n}`,
      email: `u${n}@student.cuet.ac.bd`,
      id: `19040${n}`,
      complains: 'The fan is broken.',
    });
    const complaints = pagedFrom([complaint(1)]);
    const live = fakeLive();
    const { user } = renderApp({ user: ADMIN, url: '/dashboard/complains', data: { complaints, live } });
    await screen.findByRole('article', { name: 'Complaint from Student 1' });
    complaints.records.push(complaint(2));
    live.emit({ group: 'complaints', id: 'c2', kind: 'added', state: 'pending' });
    await user.click(await screen.findByRole('button', { name: '1 new complaint' }));
    expect(await screen.findByRole('article', { name: 'Complaint from Student 2' })).toBeInTheDocument();
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
