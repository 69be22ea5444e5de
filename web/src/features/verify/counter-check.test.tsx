import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { diningMessages, type MealCheck, type Serving } from '@hall/model';
import { DataError } from '../../lib/data/port.ts';
import { ADMIN, STAFF } from '../../testing/fake-auth.ts';
import { renderApp } from '../../testing/test-utils.tsx';

const ID = '0123456789abcdef01234567';
/** 13:05 hall time (UTC+6). */
const AT_1305 = '2026-11-27T07:05:00.000Z';
const CHECK: MealCheck = {
  tokenId: ID,
  valid: true,
  today: '2026-11-27',
  studentId: '1904101',
  name: 'Rahim Uddin',
  package: '30 days',
  startDate: '2026-11-10',
  endDate: '2026-12-09',
  mealOff: false,
  sitting: 'lunch',
  serving: null,
};
const SERVING: Serving = {
  tokenId: ID,
  day: '2026-11-27',
  sitting: 'lunch',
  servedAt: AT_1305,
  servedBy: STAFF.email!,
};
const staffRole = { role: async () => ({ staff: true }) };

function openAsStaff(dining: Record<string, unknown>) {
  return renderApp({ user: STAFF, url: `/verify/${ID}`, data: { dining: { ...staffRole, ...dining } } });
}

describe('/verify/:id at the dining counter', () => {
  it('shows dining staff whose token it is and serves it once; two quick taps send one serve', async () => {
    let release!: () => void;
    const serve = vi.fn((_id: string) => new Promise<Serving>((resolve) => (release = () => resolve(SERVING))));
    const { user } = openAsStaff({
      check: async () => CHECK,
      serve,
    });
    const button = await screen.findByRole('button', { name: 'Serve' }, { timeout: 5000 });
    expect(screen.getByText('1904101')).toBeInTheDocument();
    expect(screen.getByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.getByText('10 November 2026 to 9 December 2026')).toBeInTheDocument();
    expect(screen.getByTestId('verdict')).toHaveTextContent(/^Valid$/);

    await user.click(button);
    await user.click(button);
    expect(button).toBeDisabled();
    release();
    expect(await screen.findByText('Served at 13:05')).toBeInTheDocument();
    expect(serve).toHaveBeenCalledExactlyOnceWith(ID);
    expect(screen.queryByRole('button', { name: 'Serve' })).not.toBeInTheDocument();
  });

  it('after one’s own serve shows Served at, never a red Already served, while the check loads again', async () => {
    let checked = 0;
    let answerReload!: () => void;
    const check = vi.fn(async () => {
      checked += 1;
      if (checked === 1) return CHECK;
      // The check asked again after the serve: it now carries that serving.
      await new Promise<void>((resolve) => (answerReload = resolve));
      return { ...CHECK, serving: SERVING };
    });
    const { user } = openAsStaff({ check, serve: async () => SERVING });
    const button = await screen.findByRole('button', { name: 'Serve' }, { timeout: 5000 });
    // Every alert ever put on the page, however briefly.
    const alerts: string[] = [];
    const watcher = new MutationObserver(() =>
      document.querySelectorAll('[role="alert"]').forEach((alert) => alerts.push(alert.textContent ?? '')),
    );
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    onTestFinished(() => watcher.disconnect());

    await user.click(button);
    expect(await screen.findByText('Served at 13:05')).toBeInTheDocument();
    await waitFor(() => expect(check).toHaveBeenCalledTimes(2));
    await act(async () => answerReload());
    expect(screen.getByText('Served at 13:05')).toBeInTheDocument();
    expect(alerts).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says in red straight away when this sitting was served already, with no Serve', async () => {
    openAsStaff({ check: async () => ({ ...CHECK, serving: SERVING }) });
    const refusal = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(refusal).toHaveTextContent('Already served at 13:05');
    expect(refusal).toHaveClass('counter-message--refused');
    expect(screen.getByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Serve' })).not.toBeInTheDocument();
  });

  it('says a switched-off meal is not to be served, with no Serve', async () => {
    openAsStaff({ check: async () => ({ ...CHECK, mealOff: true }) });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(diningMessages.mealOff);
    expect(screen.getByText('Switched off')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Serve' })).not.toBeInTheDocument();
  });

  it('shows the API’s refusal of a serve in red (another phone served it first)', async () => {
    const serve = vi.fn(async () => {
      throw new DataError({ status: 409, code: 'already_served', message: diningMessages.alreadyServed(AT_1305) });
    });
    const { user } = openAsStaff({ check: async () => CHECK, serve });
    await user.click(await screen.findByRole('button', { name: 'Serve' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Already served at 13:05');
    expect(screen.queryByText(/^Served at/)).not.toBeInTheDocument();
  });

  it('between sittings says no meal is being served', async () => {
    openAsStaff({ check: async () => ({ ...CHECK, sitting: null }) });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(diningMessages.noSitting);
    expect(screen.queryByRole('button', { name: 'Serve' })).not.toBeInTheDocument();
  });

  it('shows the office the check without Serve (only staff serve)', async () => {
    renderApp({ user: ADMIN, url: `/verify/${ID}`, data: { dining: { check: async () => CHECK } } });
    expect(await screen.findByText('Rahim Uddin', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Dining staff serve meals from this page.')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Serve' })).not.toBeInTheDocument();
  });
});
