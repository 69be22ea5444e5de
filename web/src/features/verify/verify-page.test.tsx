import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TokenVerification } from '@hall/model';
import { DataError } from '../../lib/data/port.ts';
import { renderApp } from '../../testing/test-utils.tsx';

const ID = '0123456789abcdef01234567';
const ANSWER: TokenVerification = {
  valid: true,
  approved: true,
  rejected: false,
  inPeriod: true,
  today: '2026-12-10',
  package: '30 days',
  startDate: '2026-12-01',
  endDate: '2026-12-30',
};

describe('/verify/:id', () => {
  it('asks the server about the id in the path, without sign-in, and shows Valid with the facts, not whose it is', async () => {
    const asked: string[] = [];
    renderApp({ url: `/verify/${ID}`, data: { verify: { token: async (id) => (asked.push(id), ANSWER) } } });
    // The first test waits for the lazy page's chunk too.
    expect(await screen.findByTestId('verdict', {}, { timeout: 5000 })).toHaveTextContent(/^Valid$/);
    expect(asked).toEqual([ID]);
    // Whose token it is stays with the dining staff (issue 30): no name or id rows for a visitor.
    expect(screen.queryByText('Student ID')).not.toBeInTheDocument();
    expect(screen.queryByText('Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Serve' })).not.toBeInTheDocument();
    expect(screen.getByText('30 days')).toBeInTheDocument();
    // Dates in the portal's one style, as the token and the histories write them.
    expect(screen.getByText('1 December 2026')).toBeInTheDocument();
    expect(screen.getByText('30 December 2026')).toBeInTheDocument();
    expect(screen.getByText('Today (10 December 2026) inside the period')).toBeInTheDocument();
    expect(screen.queryByText(/\d{4}-\d{2}-\d{2}/)).not.toBeInTheDocument();
  });

  it('shows Not valid with the reason for a pending or an expired token', async () => {
    const { unmount } = renderApp({
      url: `/verify/${ID}`,
      data: { verify: { token: async () => ({ ...ANSWER, valid: false, approved: false }) } },
    });
    expect(await screen.findByTestId('verdict', {}, { timeout: 5000 })).toHaveTextContent('Not valid');
    expect(screen.getByText('Not approved by the office yet.')).toBeInTheDocument();
    unmount();
    const expired = renderApp({
      url: `/verify/${ID}`,
      data: { verify: { token: async () => ({ ...ANSWER, valid: false, inPeriod: false, today: '2027-01-02' }) } },
    });
    expect(await screen.findByText('The period is over.', {}, { timeout: 5000 })).toBeInTheDocument();
    expired.unmount();
    renderApp({
      url: `/verify/${ID}`,
      data: { verify: { token: async () => ({ ...ANSWER, valid: false, approved: false, rejected: true }) } },
    });
    expect(await screen.findByText('Rejected by the office.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows Not valid for an unknown id, and a retry for a failed check', async () => {
    const { unmount } = renderApp({
      url: `/verify/${ID}`,
      data: {
        verify: {
          token: async () =>
            Promise.reject(new DataError({ status: 404, code: 'not_found', message: 'We could not find that.' })),
        },
      },
    });
    expect(await screen.findByText('No meal token has this number.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('verdict')).toHaveTextContent('Not valid');
    unmount();
    let reachable = false;
    const { user } = renderApp({
      url: `/verify/${ID}`,
      data: {
        verify: {
          token: async () => {
            if (!reachable)
              throw new DataError({ status: 0, code: 'network_error', message: 'Could not reach the portal.' });
            return ANSWER;
          },
        },
      },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    reachable = true;
    await user.click(retry);
    expect(await screen.findByTestId('verdict', {}, { timeout: 5000 })).toHaveTextContent(/^Valid$/);
  });
});
