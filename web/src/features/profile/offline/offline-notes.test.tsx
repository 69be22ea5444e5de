import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineText } from '@hall/model/texts/offline';
import { OUTBOX_STORAGE_KEY } from '../../../lib/data/offline/outbox.ts';
import { DataError } from '../../../lib/data/port.ts';
import { STUDENT, STUDENT_PROFILE } from '../../../testing/fake-auth.ts';
import { pagedFrom } from '../../../testing/fake-data.ts';
import { renderApp } from '../../../testing/test-utils.tsx';

const HOUR = 60 * 60 * 1000;
const kept = (key: string, hoursAgo: number, uid = STUDENT.uid) => ({
  key,
  uid,
  kind: 'complaints',
  input: { complains: `Complaint ${key}` },
  queuedAt: Date.now() - hoursAgo * HOUR,
});

function renderProfile(create: (...args: unknown[]) => Promise<unknown>) {
  return renderApp({
    user: STUDENT,
    url: '/profile',
    data: {
      users: { me: async () => STUDENT_PROFILE },
      tokenPurchases: pagedFrom([]),
      complaints: { ...pagedFrom([]), create } as never,
      rooms: { mine: async () => ({ room: null, groups: [] }), watchMine: () => () => {} },
    },
  });
}

afterEach(() => localStorage.clear());

describe("the profile's forms waiting to be sent", () => {
  it('sends a recent one on opening; one kept over 20 hours waits for "Send now", with its own key', async () => {
    localStorage.setItem(
      OUTBOX_STORAGE_KEY,
      JSON.stringify([kept('a'.repeat(32), 21), kept('b'.repeat(32), 1), kept('c'.repeat(32), 1, 'someone-else')]),
    );
    const create = vi.fn(async () => ({ acknowledged: true, insertedId: 'c1' }));
    const { user } = renderProfile(create);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(
      { complains: `Complaint ${'b'.repeat(32)}` },
      { idempotencyKey: 'b'.repeat(32) },
    );

    const waiting = within(await screen.findByRole('region', { name: offlineText.waitingTitle }));
    expect(waiting.getByText(offlineText.askFirst)).toBeInTheDocument();
    expect(waiting.getAllByRole('listitem')).toHaveLength(1);
    await user.click(waiting.getByRole('button', { name: offlineText.sendNow }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create).toHaveBeenLastCalledWith(
      { complains: `Complaint ${'a'.repeat(32)}` },
      { idempotencyKey: 'a'.repeat(32) },
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: offlineText.waitingTitle })).toBeNull());
    // Another account's form stays on the device for that account.
    expect(JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY) ?? '[]')).toMatchObject([{ uid: 'someone-else' }]);
  });

  it('keeps the form listed while the portal cannot be reached, and drops it when refused', async () => {
    localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify([kept('d'.repeat(32), 1)]));
    const create = vi.fn(async (): Promise<unknown> => {
      throw new DataError({ status: 0, code: 'network_error', message: 'Unreachable.' });
    });
    const first = renderProfile(create);
    const waiting = await screen.findByRole('region', { name: offlineText.waitingTitle });
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(within(waiting).getByText(offlineText.forms.complaints)).toBeInTheDocument();
    first.unmount();

    create.mockImplementation(async () => {
      throw new DataError({ status: 409, code: 'conflict', message: 'Not allowed.' });
    });
    renderProfile(create);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('region', { name: offlineText.waitingTitle })).toBeNull());
    expect(localStorage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });
});
