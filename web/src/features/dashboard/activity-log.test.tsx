import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '@hall/model';
import { ADMIN } from '../../testing/fake-auth.ts';
import { exportCsv } from '../../testing/export-csv.ts';
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
  // A rejection's release is written just after it: newest first, just before it.
  entry(4, {
    action: 'transaction_released',
    recordId: 'r3',
    studentId: '1904003',
    changes: { Transaction_id: 'BKA1X9Q2T7' },
  }),
  entry(3, { action: 'reject', changes: { status: 'rejected', rejectReason: 'No payment' } }),
  entry(2, { about: { package1: '30', amount: '2500', Transaction_id: 'BKB' } }),
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
  it('lists the office actions newest first, one sentence each, in Dhaka time', async () => {
    renderApp({ user: ADMIN, url: '/dashboard/activity', data: { activity: fakeLog() } });
    const table = await screen.findByRole('table', { name: 'Activity' });
    // Four entries, three rows: the release is part of its rejection's sentence.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(
      "Rejected 1904003's meal token: No payment; its transaction id BKA1X9Q2T7 is free again",
    );
    expect(first).toHaveTextContent('23 November 2026, 16:00');
    expect(first).toHaveTextContent('hall.admin@student.cuet.ac.bd');
    expect(second).toHaveTextContent("Approved 1904002's 30-day meal token, 2,500 Tk");
    expect(within(second!).getByRole('link', { name: "Show 1904002's 30-day meal token, 2,500 Tk" })).toHaveAttribute(
      'href',
      '/dashboard/tokendetails?id=1904002',
    );
    expect(screen.getByRole('columnheader', { name: 'When (Dhaka time)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Total: 3' })).toBeInTheDocument();
    // The Action filter sits below the page's title, beside the search.
    const title = screen.getByRole('heading', { level: 1, name: 'Activity' });
    const filter = screen.getByRole('combobox', { name: 'Action' });
    expect(title.compareDocumentPosition(filter) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('narrows to one action on the server, and the total follows', async () => {
    const log = fakeLog();
    const { user } = renderApp({ user: ADMIN, url: '/dashboard/activity', data: { activity: log } });
    await screen.findByRole('heading', { name: 'Total: 3' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Approved');
    expect(await screen.findByRole('heading', { name: 'Total: 2' })).toBeInTheDocument();
    expect(log.page).toHaveBeenLastCalledWith({ action: 'approve', limit: 50 });
    expect(within(screen.getByRole('table', { name: 'Activity' })).queryByText(/Rejected/)).toBeNull();
  });

  it('exports each row as its sentence, with the time in Dhaka and in UTC and the raw fields beside it', async () => {
    const { user } = renderApp({ user: ADMIN, url: '/dashboard/activity', data: { activity: fakeLog() } });
    await screen.findByRole('heading', { name: 'Total: 3' });
    const csv = await exportCsv(user);
    const [header, first, ...rest] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(rest).toHaveLength(2); // three rows: the release is part of the rejection's
    expect(header).toBe(
      'When (Dhaka time),What,Stu_ID,By,"When (ISO, UTC)",Action,Record,Changes,About,Released transaction id',
    );
    expect(first).toBe(
      [
        '"23 November 2026, 16:00"',
        "Rejected 1904003's meal token: No payment; its transaction id BKA1X9Q2T7 is free again",
        '1904003',
        'hall.admin@student.cuet.ac.bd',
        '2026-11-23T10:00:00.000Z',
        'reject',
        'tokenPurchases r3',
        'status: rejected; rejectReason: No payment',
        '',
        'BKA1X9Q2T7',
      ].join(','),
    );
  });
});
