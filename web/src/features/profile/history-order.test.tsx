import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TokenPurchase } from '@hall/model';
import { sampleTokenPurchase } from '@hall/model/samples';
import { STUDENT, STUDENT_PROFILE } from '../../testing/fake-auth.ts';
import { formatPeriod } from '../../lib/format-date.ts';
import { pagedFrom } from '../../testing/fake-data.ts';
import { renderApp } from '../../testing/test-utils.tsx';

const ME = STUDENT_PROFILE;

/** A token filed on 1 January 2026 plus `day` days; approved ones first in the back end's order. */
function token(day: number, status?: 'confirm'): TokenPurchase {
  const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
  return {
    _id: `t${day}`,
    createdAt: `${date}T09:00:00.000Z`,
    name: ME.name,
    email: ME.email,
    id: ME.id,
    ...sampleTokenPurchase({ Start_date: date, End_date: date, Transaction_id: `TX${day}AAAA` }),
    ...(status ? { status } : {}),
  };
}

describe('a long history', () => {
  it('stays newest filed first across Load more, a pending request newer than the approved ones first', async () => {
    // 60 approved tokens, then one pending filed after all of them: the back end pages it last.
    const approved = Array.from({ length: 60 }, (_, day) => token(day, 'confirm'));
    const pending = token(100);
    const { user } = renderApp({
      user: STUDENT,
      url: '/profile/tokenprofile',
      data: { users: { me: async () => ME }, tokenPurchases: pagedFrom([...approved, pending]) },
    });
    const history = within(await screen.findByRole('region', { name: 'Token History' }));
    expect(await history.findByText('Total: 61')).toBeInTheDocument();
    const filed = () => history.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
    const newest = [pending, ...approved.reverse()].map(
      (record) => `Token ${formatPeriod(record.Start_date, record.End_date)}`,
    );
    expect(filed()).toHaveLength(50);
    expect(within(history.getAllByRole('listitem')[0]!).getByText('Pending')).toBeInTheDocument();
    expect(filed()).toEqual(newest.slice(0, 50));

    await user.click(history.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(filed()).toHaveLength(61));
    expect(filed()).toEqual(newest);
    expect(history.queryByRole('button', { name: 'Load more' })).toBeNull();
  }, 30_000);
});
