import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TransactionLookup } from '@hall/model';
import { DataError } from '../../lib/data/port.ts';
import { ADMIN } from '../../testing/fake-auth.ts';
import { emptyKitchenCounts } from '../../testing/fake-data.ts';
import { renderApp } from '../../testing/test-utils.tsx';

const held: TransactionLookup = {
  transactionId: 'AB12CD34',
  collection: 'tokenPurchases',
  recordId: 'a'.repeat(24),
  claimedAt: '2026-01-10T08:30:00.000Z',
  record: {
    _id: 'a'.repeat(24),
    createdAt: '2026-01-10T08:30:00.000Z',
    name: 'Rahim Uddin',
    email: 'u1904001@student.cuet.ac.bd',
    id: '1904001',
    Start_date: '2026-02-01',
    End_date: '2026-02-28',
    package1: '30',
    amount: '2500',
    Transaction_id: 'AB12CD34',
    bkash_number: '01712345678',
  },
};

beforeAll(async () => {
  await import('./components/dashboard-frame.tsx');
}, 60_000);

async function searchFor(find: (typed: string) => Promise<TransactionLookup | null>, typed: string) {
  const view = renderApp({
    user: ADMIN,
    url: '/dashboard',
    // The start page shows the kitchen's count beside the search (issue 30).
    data: { transactions: { find }, dining: { counts: async () => emptyKitchenCounts() } },
  });
  const section = await screen.findByRole('region', { name: 'Search by transaction id' });
  await view.user.type(within(section).getByRole('textbox', { name: /bKash transaction id/ }), typed);
  await view.user.click(within(section).getByRole('button', { name: 'Search' }));
  return section;
}

describe('the dashboard’s search by transaction id', { timeout: 30_000 }, () => {
  it('shows which request holds the id, whose it is and when, for the id as typed', async () => {
    const find = vi.fn(async () => held);
    const section = await searchFor(find, ' ab12 cd34');
    const status = within(section).getByRole('status');
    expect(await within(status).findByText('Rahim Uddin (1904001, u1904001@student.cuet.ac.bd)')).toBeInTheDocument();
    expect(find).toHaveBeenCalledWith(' ab12 cd34');
    expect(status).toHaveTextContent('Meal token request, pending');
    expect(status).toHaveTextContent('10 January 2026');
    expect(status).toHaveTextContent('AB12CD34');
    expect(status).toHaveTextContent('a'.repeat(24));
    expect(status).not.toHaveTextContent('No request uses this transaction id');
  });

  it('says so when no request uses the id', async () => {
    const section = await searchFor(async () => null, 'ZZ99ZZ99');
    expect(await within(section).findByText('No request uses this transaction id')).toBeInTheDocument();
  });

  it('says the id stays used when its request was cleared after approval', async () => {
    const section = await searchFor(async () => ({ ...held, collection: 'hallFees', record: null }), 'AB12CD34');
    const status = within(section).getByRole('status');
    expect(
      await within(status).findByText('The request was cleared after approval: the id stays used.'),
    ).toBeInTheDocument();
    expect(status).toHaveTextContent('Hall fee request');
  });

  it('marks the field with the reason when the id cannot be a transaction id', async () => {
    const refuse = async (): Promise<null> => {
      throw new DataError({
        status: 400,
        code: 'invalid_query',
        message: 'Some fields are not valid.',
        fields: { transactionId: 'Use 6 to 30 letters and digits.' },
      });
    };
    const section = await searchFor(refuse, 'AB1');
    expect(await within(section).findByText('Use 6 to 30 letters and digits.')).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: /bKash transaction id/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows the reason of any other failure', async () => {
    const refuse = async (): Promise<null> => {
      throw new DataError({ status: 403, code: 'forbidden', message: 'You are not allowed to do this.' });
    };
    const section = await searchFor(refuse, 'AB12CD34');
    expect(await within(section).findByText('You are not allowed to do this.')).toBeInTheDocument();
  });

  it('is in the sidebar of every dashboard page, and its answer stays while the office changes lists', async () => {
    const find = vi.fn(async () => held);
    const { user, router } = renderApp({
      user: ADMIN,
      url: '/dashboard/notice',
      data: { transactions: { find }, notices: { list: async () => [] }, contactMessages: { listAll: async () => [] } },
    });
    await screen.findByRole('heading', { name: 'Notice', level: 1 });
    const sidebar = screen.getByRole('navigation', { name: 'Hall Management' }).parentElement!;
    const section = within(sidebar).getByRole('region', { name: 'Search by transaction id' });
    await user.type(within(section).getByRole('textbox', { name: /bKash transaction id/ }), 'AB12CD34');
    await user.click(within(section).getByRole('button', { name: 'Search' }));
    expect(await within(section).findByText('Rahim Uddin (1904001, u1904001@student.cuet.ac.bd)')).toBeInTheDocument();

    await router.navigate('/dashboard/messages');
    await screen.findByRole('heading', { name: 'Messages', level: 1 });
    expect(screen.getAllByRole('region', { name: 'Search by transaction id' })).toEqual([section]);
    expect(within(section).getByText('Rahim Uddin (1904001, u1904001@student.cuet.ac.bd)')).toBeInTheDocument();
    expect(find).toHaveBeenCalledOnce();
  });
});
