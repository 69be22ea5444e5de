import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { diningMessages, type MealDays, type TokenPurchase } from '@hall/model';
import { sampleTokenPurchase } from '@hall/model/samples';
import { DataError } from '../../lib/data/port.ts';
import { STUDENT, STUDENT_PROFILE } from '../../testing/fake-auth.ts';
import { pagedFrom } from '../../testing/fake-data.ts';
import { renderApp } from '../../testing/test-utils.tsx';
import { switchLine } from './meal-calendar.tsx';

/** An approved token of the signed-in student running until well after today. */
const TOKEN: TokenPurchase = {
  _id: 't1',
  createdAt: '2026-11-20T00:00:00.000Z',
  name: STUDENT_PROFILE.name,
  email: STUDENT_PROFILE.email,
  id: STUDENT_PROFILE.id,
  ...sampleTokenPurchase({ Start_date: '2026-11-26', End_date: '2099-11-28', Transaction_id: 'TX55555' }),
  status: 'confirm',
};

/** The token's days as the API answers: the 26th locked, the 27th off (switched at 14:02 hall time on the 26th). */
function mealDays(tomorrowOff: boolean): MealDays {
  return {
    tokenId: 't1',
    today: '2026-11-26',
    days: [
      { day: '2026-11-26', off: false, locked: true },
      { day: '2026-11-27', off: true, locked: false },
      { day: '2026-11-28', off: tomorrowOff, locked: false },
    ],
    switches: tomorrowOff
      ? [
          { tokenId: 't1', day: '2026-11-28', off: true, at: '2026-11-26T09:00:00.000Z' },
          { tokenId: 't1', day: '2026-11-27', off: true, at: '2026-11-26T08:02:00.000Z' },
        ]
      : [{ tokenId: 't1', day: '2026-11-27', off: true, at: '2026-11-26T08:02:00.000Z' }],
  };
}

function renderCalendar(dining: Record<string, unknown>) {
  return renderApp({
    user: STUDENT,
    url: '/profile',
    data: { users: { me: async () => STUDENT_PROFILE }, tokenPurchases: pagedFrom([TOKEN]), dining },
  });
}

describe('the profile’s meal calendar', () => {
  it('shows the token’s days as toggles, pressed while meals are on, the past locked, and the switches newest first', async () => {
    renderCalendar({ mealDays: async () => mealDays(false) });
    const card = await screen.findByRole('region', { name: /^Meals/ }, { timeout: 5000 });
    const day26 = await within(card).findByRole('button', { name: 'Meals on 26 November' });
    expect(card).toHaveTextContent('switch its meals off or back on, until 22:00 the day before.');
    expect(day26).toHaveAttribute('aria-pressed', 'true');
    expect(day26).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Meals on 27 November' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(card).getByRole('button', { name: 'Meals on 28 November' })).toBeEnabled();
    expect(within(card).getByRole('heading', { name: 'Switches' })).toBeInTheDocument();
    expect(within(card).getByText('Switched off 27 November at 14:02, 26 November')).toBeInTheDocument();
  });

  it('switches a day off through the API, and the calendar and history follow', async () => {
    let tomorrowOff = false;
    const switchDay = vi.fn(async (_token: string, _day: string, off: boolean) => {
      tomorrowOff = off;
      return { acknowledged: true as const, matchedCount: 1, modifiedCount: 1 };
    });
    const { user } = renderCalendar({ mealDays: async () => mealDays(tomorrowOff), switchDay });
    const day28 = await screen.findByRole('button', { name: 'Meals on 28 November' }, { timeout: 5000 });
    await user.click(day28);
    await waitFor(() => expect(day28).toHaveAttribute('aria-pressed', 'false'));
    expect(switchDay).toHaveBeenCalledExactlyOnceWith('t1', '2026-11-28', true);
    const lines = screen.getAllByText(/^Switched/).map((line) => line.textContent);
    expect(lines).toEqual([
      'Switched off 28 November at 15:00, 26 November',
      'Switched off 27 November at 14:02, 26 November',
    ]);
  });

  it('shows the API’s refusal of a late switch and changes nothing', async () => {
    const switchDay = vi.fn(async () => {
      throw new DataError({ status: 409, code: 'meal_day_locked', message: diningMessages.dayLocked('2026-11-28') });
    });
    const { user } = renderCalendar({ mealDays: async () => mealDays(false), switchDay });
    const day28 = await screen.findByRole('button', { name: 'Meals on 28 November' }, { timeout: 5000 });
    await user.click(day28);
    expect(await screen.findByRole('alert')).toHaveTextContent(diningMessages.dayLocked('2026-11-28'));
    expect(day28).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows no calendar for a token whose days are over', async () => {
    const over = { ...TOKEN, Start_date: '2020-01-01', End_date: '2020-01-30' };
    renderApp({
      user: STUDENT,
      url: '/profile',
      data: { users: { me: async () => STUDENT_PROFILE }, tokenPurchases: pagedFrom([over]) },
    });
    expect(await screen.findByText('1904001', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Meals' })).not.toBeInTheDocument();
  });

  it('words a switch back on too', () => {
    expect(switchLine({ tokenId: 't1', day: '2026-11-27', off: false, at: '2026-11-26T15:59:00.000Z' })).toBe(
      'Switched on 27 November at 21:59, 26 November',
    );
  });
});
