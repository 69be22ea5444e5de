// The allocation form of Allotement_Req on the one form hook: the model's room schema decides,
// its message shows beside the input, and only a valid room is sent (after the Undo window).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RoomAllotment } from '@hall/model';
import { sampleRoomAllotment, sampleStudent } from '@hall/model/samples';
import { ADMIN } from '../../testing/fake-auth.ts';
import { pagedFrom } from '../../testing/fake-data.ts';
import { renderApp } from '../../testing/test-utils.tsx';
import { UNDO_WINDOW_MS } from './utils/wait-for-undo.tsx';

const application: RoomAllotment = {
  _id: 'r1',
  createdAt: '2026-01-10T00:00:00.000Z',
  ...sampleStudent,
  ...sampleRoomAllotment(),
};

describe('allocating a room', () => {
  it('refuses a room the model refuses, beside the input, and sends a valid one, trimmed', async () => {
    const approve = vi.fn(async () => ({ acknowledged: true as const, matchedCount: 1, modifiedCount: 1 }));
    const { user } = renderApp({
      user: ADMIN,
      url: '/dashboard/allotementreq',
      data: { roomAllotments: { ...pagedFrom([application]), approve } },
    });
    const room = await screen.findByRole('textbox', { name: `Allocated room for ${application.id}` });
    const row = room.closest('tr')!;
    await user.type(room, 'Room <312>');
    await user.click(within(row).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(room).toHaveAttribute('aria-invalid', 'true'));
    const message = document.getElementById(room.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(message.length).toBeGreaterThan(0);
    expect(approve).not.toHaveBeenCalled();

    await user.clear(room);
    await user.type(room, '  412 ');
    await user.click(within(row).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(approve).toHaveBeenCalledExactlyOnceWith('r1', '412'), {
      timeout: UNDO_WINDOW_MS + 3_000,
    });
  });
});
