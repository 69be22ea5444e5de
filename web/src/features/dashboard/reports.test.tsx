import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollectionsReport, DuesList, DuesPage, DuesPeriod, QueueReport, StudentDues } from '@hall/model';
import { DataError, type ReportsPort } from '../../lib/data/port.ts';
import { ADMIN } from '../../testing/fake-auth.ts';
import { exportCsv } from '../../testing/export-csv.ts';
import { renderApp } from '../../testing/test-utils.tsx';

function dues(id: string, name: string, paidMonths: number, pendingMonths: number, owedMonths: number): StudentDues {
  return {
    id,
    name,
    email: `${id}@hall.test`,
    paidMonths,
    pendingMonths,
    owedMonths,
    paid: paidMonths * 300,
    pending: pendingMonths * 300,
    owed: owedMonths * 300,
  };
}

const ROWS = [dues('1904001', 'Rahim Uddin', 4, 2, 2), dues('1904002', 'Karim Ali', 6, 0, 0)];
const TOTALS = { students: 1200, owing: 87, paid: 300_000, pending: 1_200, owed: 52_800 };

/** Level 1, term 1 and the hall's half-year today, worked out here apart from the page's own code. */
function openingPeriod(): DuesPeriod {
  const month = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', month: 'numeric' }).format(new Date()),
  );
  return month <= 6
    ? { level: '1', term: '1', from: 'january', to: 'june' }
    : { level: '1', term: '1', from: 'July', to: 'December' };
}

const COLLECTIONS: CollectionsReport = {
  months: [
    { month: '2025-12', tokens: 5_000, hallFees: 1_800, total: 6_800, tokenCount: 2, hallFeeCount: 1 },
    { month: '2026-01', tokens: 2_500, hallFees: 0, total: 2_500, tokenCount: 1, hallFeeCount: 0 },
  ],
  lastYear: [
    { month: '2024-12', tokens: 1_300, hallFees: 0, total: 1_300, tokenCount: 1, hallFeeCount: 0 },
    { month: '2025-01', tokens: 0, hallFees: 0, total: 0, tokenCount: 0, hallFeeCount: 0 },
  ],
};

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const QUEUE: QueueReport = {
  pending: [
    { kind: 'tokenPurchases', pending: 4, oldestFiledAt: hoursAgo(3 * 24 + 2) },
    { kind: 'hallFees', pending: 1, oldestFiledAt: hoursAgo(5.5) },
    { kind: 'roomAllotments', pending: 0, oldestFiledAt: null },
  ],
  days: [
    { day: '2026-11-26', filed: 3, decided: 1 },
    { day: '2026-11-27', filed: 0, decided: 2 },
  ],
  medianHoursToDecision: 28,
  decisions: 3,
};

function openReports(reports: Partial<ReportsPort> = {}) {
  const port = {
    dues: vi.fn(async (period: DuesPeriod): Promise<DuesPage> => ({ period, rows: ROWS, matching: 2, totals: TOTALS })),
    duesList: vi.fn(async (period: DuesPeriod): Promise<DuesList> => ({ period, rows: ROWS, totals: TOTALS })),
    collections: vi.fn(async () => COLLECTIONS),
    queue: vi.fn(async () => QUEUE),
    ...reports,
  };
  const view = renderApp({ user: ADMIN, url: '/dashboard/reports', data: { reports: port } });
  return { ...view, port };
}

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => vi.restoreAllMocks());

describe('the dashboard’s Reports: dues', () => {
  it('opens on level 1, term 1 and this half-year, with each student’s paid, pending and owed and the totals', async () => {
    const { port } = openReports();
    const table = await screen.findByRole('table', { name: 'Dues' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/dashboard/reports');
    expect(port.dues).toHaveBeenCalledWith(openingPeriod(), { search: '', page: 1 });
    const dues = section('Dues');
    expect(within(dues).getByRole('combobox', { name: 'Level' })).toHaveValue('1');
    expect(within(dues).getByRole('combobox', { name: 'From' })).toHaveValue(openingPeriod().from);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Name', 'Paid', 'Pending', 'Owed']);
    const [, rahim, karim] = within(table).getAllByRole('row');
    expect([...rahim!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '1904001',
      'Rahim Uddin',
      '1,200 Tk',
      '600 Tk',
      '600 Tk (2 months)',
    ]);
    expect(karim).toHaveTextContent('0 Tk');
    expect(within(dues).getByText('1,200 students, 87 owe 52,800 Tk')).toBeInTheDocument();
  });

  it('lists two students who share an id (users are unique by e-mail) as two rows', async () => {
    const twins = [
      dues('1904001', 'Rahim Uddin', 4, 2, 2),
      { ...dues('1904001', 'Rahim Ahmed', 0, 0, 6), email: 'ahmed@hall.test' },
    ];
    openReports({ dues: vi.fn(async (period: DuesPeriod) => ({ period, rows: twins, matching: 2, totals: TOTALS })) });
    const table = await screen.findByRole('table', { name: 'Dues' }, { timeout: 5000 });
    // A row keyed by id would make React warn of a duplicate key (a console.error fails the test).
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td + td')?.textContent),
    ).toEqual(['Rahim Uddin', 'Rahim Ahmed']);
  });

  it('asks again for the chosen period, a search once typing pauses, and the next page', async () => {
    const { port, user } = openReports({
      dues: vi.fn(async (period: DuesPeriod) => ({ period, rows: ROWS, matching: 120, totals: TOTALS })),
    });
    await screen.findByRole('table', { name: 'Dues' }, { timeout: 5000 });
    const dues = section('Dues');
    await user.selectOptions(within(dues).getByRole('combobox', { name: 'Level' }), '2');
    await user.selectOptions(within(dues).getByRole('combobox', { name: 'Term' }), '2');
    await user.selectOptions(within(dues).getByRole('combobox', { name: 'From' }), 'November');
    await user.selectOptions(within(dues).getByRole('combobox', { name: 'To' }), 'February');
    const period = { level: '2', term: '2', from: 'November', to: 'February' };
    await waitFor(() => expect(port.dues).toHaveBeenLastCalledWith(period, { search: '', page: 1 }));

    await user.type(within(dues).getByRole('searchbox', { name: 'Search by ID, name or e-mail' }), 'rahim');
    await waitFor(() => expect(port.dues).toHaveBeenLastCalledWith(period, { search: 'rahim', page: 1 }));
    expect(port.dues).not.toHaveBeenCalledWith(period, { search: 'rah', page: 1 });

    expect(within(dues).getByText('1–50 of 120')).toBeInTheDocument();
    await user.click(within(dues).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(port.dues).toHaveBeenLastCalledWith(period, { search: 'rahim', page: 2 }));
  });

  it('downloads every student of the period as a CSV named by level, term and months', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { port, user } = openReports();
    await screen.findByRole('table', { name: 'Dues' }, { timeout: 5000 });
    const csv = await exportCsv(user, 'Download CSV');
    expect(port.duesList).toHaveBeenCalledWith(openingPeriod());
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'ID,Name,E-mail,Paid (Tk),Pending (Tk),Owed (Tk),Owed months',
      '1904001,Rahim Uddin,1904001@hall.test,1200,600,600,2',
      '1904002,Karim Ali,1904002@hall.test,1800,0,0,0',
    ]);
    const months = openingPeriod().from === 'january' ? 'January-June' : 'July-December';
    expect(saved).toEqual([`dues-L1-T1-${months}.csv`]);
  });

  it('says what went wrong when the API refuses, in an alert', async () => {
    const refused = new DataError({
      status: 400,
      code: 'invalid_body',
      message: 'Choose a month from January to December.',
    });
    openReports({ dues: vi.fn(async () => Promise.reject(refused)) });
    const dues = await screen.findByRole('region', { name: 'Dues' }, { timeout: 5000 });
    expect(await within(dues).findByRole('alert')).toHaveTextContent('Choose a month from January to December.');
  });
});

describe('the dashboard’s Reports: collections and the queue', () => {
  it('shows each month’s tokens, hall fees and total beside the same month last year, the chart hidden from screen readers', async () => {
    openReports();
    const table = await screen.findByRole('table', { name: 'Collections by month' }, { timeout: 5000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Meal tokens', 'Hall fees', 'Total', 'Same month last year']);
    const [, december, january] = within(table).getAllByRole('row');
    expect(within(december!).getByRole('rowheader')).toHaveTextContent('Dec 2025');
    expect([...december!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '5,000 Tk',
      '1,800 Tk',
      '6,800 Tk',
      '1,300 Tk',
    ]);
    expect(january).toHaveTextContent('Jan 2026');
    const chart = section('Collections').querySelector('figure');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows what waits per kind, the filed and decided days and the median time to decision', async () => {
    openReports();
    const table = await screen.findByRole(
      'table',
      { name: 'Requests filed and decided, last 30 days' },
      { timeout: 5000 },
    );
    const queue = section('The queue');
    expect(within(queue).getByText('Meal tokens: 4 pending, oldest waiting 3 days')).toBeInTheDocument();
    expect(within(queue).getByText('Hall fees: 1 pending, oldest waiting 5 hours')).toBeInTheDocument();
    expect(within(queue).getByText('Room applications: none pending')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayFiledDecided', '26 Nov31', '27 Nov02']);
    expect(within(queue).getByText('Median time to decision: 1 day 4 hours')).toBeInTheDocument();
    expect(queue.querySelector('figure')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says when nothing was decided, and shows a refused report’s message', async () => {
    const refused = new DataError({ status: 403, code: 'forbidden', message: 'Only the office may read the reports.' });
    openReports({
      queue: vi.fn(async () => ({ ...QUEUE, medianHoursToDecision: null, decisions: 0 })),
      collections: vi.fn(async () => Promise.reject(refused)),
    });
    expect(
      await screen.findByText('Median time to decision: no decisions in the last 30 days', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await within(section('Collections')).findByRole('alert')).toHaveTextContent(
      'Only the office may read the reports.',
    );
  });
});
