import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '@hall/model';
import { ADMIN } from '../../testing/fake-auth.ts';
import { renderApp } from '../../testing/test-utils.tsx';
import type { ListFilter, PageQuery } from '../../lib/data/port.ts';

const entry = (n: number, changes: Partial<ActivityEntry> = {}): ActivityEntry => ({
  _id: `e${n}`,
  createdAt: `2026-11-2${n}T10:00:00.000Z`,
  actorUid: 'admin-uid',
  actorEmail: 'hall.admin@student.cuet.ac.bd',
  action: 'approve',
  collection: 'tokenPurchases',
  recordId: `r${n}`,
  studentId: `190400${n}`,
  changes: { status: 'confirm' },
  ...changes,
});

const ENTRIES = [
  entry(3, { action: 'reject', changes: { status: 'rejected', rejectReason: 'No payment' } }),
  entry(2),
  entry(1),
];

/** The API's answers, over the entries above (newest first as given). */
function fakeLog() {
  const matching = ({ idPrefix, action }: ListFilter) =>
    ENTRIES.filter((e) => (!idPrefix || e.studentId?.startsWith(idPrefix)) && (!action || e.action === action));
  return {
    page: vi.fn(async ({ limit, ...filter }: PageQuery) => ({ items: matching(filter).slice(0, limit), next: null })),
    count: vi.fn(async (filter: ListFilter) => matching(filter).length),
  };
}

describe('the activity page', () => {
  it('lists the office actions newest first, with who, what and which record', async () => {
    renderApp({ user: ADMIN, url: '/dashboard/activity', data: { activity: fakeLog() } });
    const table = await screen.findByRole('table', { name: 'Activity' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('Rejected')).toBeInTheDocument();
    expect(within(first).getByText('1904003')).toBeInTheDocument();
    expect(within(first).getByText('status: rejected; rejectReason: No payment')).toBeInTheDocument();
    expect(within(first).getByText('hall.admin@student.cuet.ac.bd')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Total: 3' })).toBeInTheDocument();
  });

  it('narrows to one action on the server, and the total follows', async () => {
    const log = fakeLog();
    const { user } = renderApp({ user: ADMIN, url: '/dashboard/activity', data: { activity: log } });
    await screen.findByRole('heading', { name: 'Total: 3' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Approved');
    expect(await screen.findByRole('heading', { name: 'Total: 2' })).toBeInTheDocument();
    expect(log.page).toHaveBeenLastCalledWith({ action: 'approve', limit: 50 });
    expect(within(screen.getByRole('table', { name: 'Activity' })).queryByText('Rejected')).toBeNull();
  });
});
