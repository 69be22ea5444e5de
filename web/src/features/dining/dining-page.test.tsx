import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { DayListEntry, KitchenCounts } from '@hall/model';
import { RELOAD_WINDOW_MS } from '../../components/dining/use-kitchen-counts.ts';
import { ADMIN, STAFF, STUDENT } from '../../testing/fake-auth.ts';
import { emptyKitchenCounts, fakeDiningDays } from '../../testing/fake-data.ts';
import { exportCsv } from '../../testing/export-csv.ts';
import { renderApp } from '../../testing/test-utils.tsx';

const TODAY = '2026-11-27';
const TOMORROW = '2026-11-28';

/** The counts with `expected` for both sittings of each day and `servedToday` at lunch. */
function counts(expectedToday: number, expectedTomorrow: number, servedToday = 0): KitchenCounts {
  const base = emptyKitchenCounts(TODAY, TOMORROW);
  const withCounts = (day: KitchenCounts['today'], expected: number, lunchServed: number) => ({
    ...day,
    tokens: expected,
    sittings: day.sittings.map((sitting) => ({
      ...sitting,
      expected,
      served: sitting.sitting === 'lunch' ? lunchServed : 0,
    })),
  });
  return {
    today: withCounts(base.today, expectedToday, servedToday),
    tomorrow: withCounts(base.tomorrow, expectedTomorrow, 0),
    sitting: 'lunch',
  };
}

/** The table's cells by row: [['Lunch', '12', '3'], ['Dinner', '12', '0']]. */
function rowsOf(caption: string): string[][] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent ?? ''));
}

const staffRole = { role: async () => ({ staff: true }) };

describe('the kitchen’s count', () => {
  it('shows dining staff today and tomorrow on /dining, and follows a change of either day without a reload', async () => {
    // The page's clock runs, and the test moves it past a reload's window (use-kitchen-counts.ts).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    onTestFinished(() => void vi.useRealTimers());
    let answer = counts(12, 10, 3);
    const watchDay = fakeDiningDays();
    renderApp({
      user: STAFF,
      url: '/dining',
      data: { dining: { ...staffRole, counts: async () => answer, watchDay } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dining' }, { timeout: 5000 })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Today, 27 November' });
    expect(rowsOf('Today, 27 November')).toEqual([
      ['Lunch', '12', '3'],
      ['Dinner', '12', '0'],
    ]);
    expect(rowsOf('Tomorrow, 28 November')).toEqual([
      ['Lunch', '10', '0'],
      ['Dinner', '10', '0'],
    ]);
    const headers = within(screen.getByRole('table', { name: 'Today, 27 November' })).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Sitting', 'Expected', 'Served']);
    await waitFor(() => expect(watchDay.watched()).toEqual([TODAY, TOMORROW]));

    // A student switches tomorrow off: only tomorrow's day is told, and the count follows.
    answer = counts(12, 9, 3);
    watchDay.change(TOMORROW);
    await waitFor(() => expect(rowsOf('Tomorrow, 28 November')[0]).toEqual(['Lunch', '9', '0']));
    // A serving today, inside the window after that reload: followed once the window has passed.
    answer = counts(12, 9, 4);
    watchDay.change(TODAY);
    await act(() => vi.advanceTimersByTimeAsync(RELOAD_WINDOW_MS));
    await waitFor(() => expect(rowsOf('Today, 27 November')[0]).toEqual(['Lunch', '12', '4']));
  });

  it('is on the office’s dashboard start page under “Kitchen’s count”, live too', async () => {
    let answer = counts(5, 5);
    const watchDay = fakeDiningDays();
    renderApp({ user: ADMIN, url: '/dashboard', data: { dining: { counts: async () => answer, watchDay } } });
    expect(await screen.findByRole('heading', { name: 'Kitchen’s count' }, { timeout: 5000 })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Tomorrow, 28 November' });
    answer = counts(5, 4);
    await waitFor(() => expect(watchDay.watched()).toEqual([TODAY, TOMORROW]));
    watchDay.change(TOMORROW);
    await waitFor(() => expect(rowsOf('Tomorrow, 28 November')[1]).toEqual(['Dinner', '4', '0']));
  });

  it('tells a student /dining is not for them, without asking for the count', async () => {
    renderApp({ user: STUDENT, url: '/dining' });
    expect(await screen.findByRole('heading', { name: 'Not allowed' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('downloads the chosen day’s list as CSV, a name that looks like a formula kept as text', async () => {
    const list: DayListEntry[] = [
      {
        tokenId: 't1',
        studentId: '1904001',
        name: 'Rahim Uddin',
        off: false,
        served: { lunch: '2026-11-26T07:05:00.000Z' },
      },
      { tokenId: 't2', studentId: '1904002', name: '=HYPERLINK("x")', off: true, served: {} },
    ];
    const day = vi.fn(async () => ({ counts: counts(2, 2).today, list }));
    const { user } = renderApp({
      user: STAFF,
      url: '/dining',
      data: { dining: { ...staffRole, counts: async () => counts(2, 2), day } },
    });
    const field = await screen.findByLabelText('Day', {}, { timeout: 5000 });
    await user.clear(field);
    await user.type(field, '2026-11-26');
    const csv = await exportCsv(user, 'Download CSV');
    expect(day).toHaveBeenCalledWith('2026-11-26');
    expect(csv.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Student ID,Name,Meals,Lunch served,Dinner served',
      '1904001,Rahim Uddin,on,13:05,',
      `1904002,"'=HYPERLINK(""x"")",off,,`,
    ]);
  });
});
