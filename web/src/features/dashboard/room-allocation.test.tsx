// The allocation form of Allotement_Req on the one form hook: the model's room schema decides,
// its message shows beside the input, and only a valid room is sent (after the Undo window).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { roomMessages, type RoomAllotment, type RoomListing } from '@hall/model';
import { DataError, type DataPort } from '../../lib/data/port.ts';
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
    const allocation = await openAllocation(approve);
    const { room } = allocation;
    await typeAndSubmit(allocation, 'Room <312>');
    expect((await fieldMessage(room)).length).toBeGreaterThan(0);
    expect(approve).not.toHaveBeenCalled();

    await typeAndSubmit(allocation, '  412 ');
    await sentAfterUndo(approve, 'r1', '412');
  });

  it('shows "2 of 3 accepted", offers the rooms with free beds, sends Allot alone, and shows a refusal beside the request', async () => {
    const waiting: RoomAllotment = {
      ...application,
      roommates: [
        { id: '1904002', name: 'Karim Ali', answer: 'accepted', answeredAt: '2026-01-11T00:00:00.000Z' },
        { id: '1904003', name: 'Nadia Islam', answer: 'accepted', answeredAt: '2026-01-11T00:00:00.000Z' },
        { id: '1904004', name: 'Sadia Khan', answer: 'invited' },
      ],
    };
    const alone: RoomAllotment = { ...application, _id: 'r2', id: '2004017', ...sameIdEverywhere('2004017') };
    const full = roomMessages.roomFull({
      code: 'room_full',
      ok: false,
      room: { number: '312', floor: '3rd floor', beds: 4, notes: '' },
      free: 1,
      needed: 4,
      occupants: [{ studentId: '1804009', name: 'Rahim Uddin', allotmentId: 'x' }],
    });
    const approve = vi.fn(async () => {
      throw new DataError({ status: 409, code: 'room_full', message: full });
    });
    const free: RoomListing = {
      number: '312',
      floor: '3rd floor',
      beds: 4,
      notes: '',
      occupants: [],
      free: 1,
      next: null,
    };
    const list = vi.fn(async () => [free, { ...free, number: '313', free: 0 }]);
    const { user } = renderApp({
      user: ADMIN,
      url: '/dashboard/allotementreq',
      data: { roomAllotments: { ...pagedFrom([waiting, alone]), approve }, rooms: { list } },
    });
    const room = await screen.findByRole('textbox', { name: `Allocated room for ${waiting.id}` });
    const row = room.closest('tr')!;
    expect(row).toHaveTextContent('2 of 3 accepted');
    // An application naming no one else has no count and nothing to allot alone.
    const otherRow = screen.getByRole('textbox', { name: 'Allocated room for 2004017' }).closest('tr')!;
    expect(otherRow).not.toHaveTextContent('accepted');
    expect(within(otherRow).queryByRole('checkbox', { name: 'Allot alone' })).toBeNull();
    expect(list).not.toHaveBeenCalled();

    await user.type(room, '312');
    const offered = document.getElementById(room.getAttribute('list') ?? '')!;
    await waitFor(() => expect([...offered.querySelectorAll('option')].map((option) => option.value)).toEqual(['312']));
    await user.click(within(row).getByRole('checkbox', { name: 'Allot alone' }));
    await user.click(within(row).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(row).getByRole('alert')).toHaveTextContent(full), {
      timeout: UNDO_WINDOW_MS + 3_000,
    });
    expect(full).toContain('1804009 (Rahim Uddin)');
    expect(approve).toHaveBeenCalledExactlyOnceWith('r1', '312', { alone: true });
    expect(room).toHaveValue('312');
  });

  it('offers a room just filled no more once the allotment is stored', async () => {
    let filled = false;
    const approve = vi.fn(async () => {
      filled = true;
      return { acknowledged: true as const, matchedCount: 1, modifiedCount: 1 };
    });
    const list = vi.fn(async () => [listing('312', filled ? 0 : 4), listing('313', 2)]);
    const { user, room, submit } = await openAllocation(approve, list);
    await user.type(room, '312');
    await waitFor(() => expect(offeredRooms(room)).toEqual(['312', '313']));
    await user.click(submit);
    await waitFor(() => expect(approve).toHaveBeenCalledOnce(), { timeout: UNDO_WINDOW_MS + 3_000 });
    await waitFor(() => expect(offeredRooms(room)).toEqual(['313']));
  });

  it("says under the field that a room is not in the hall's list, sends nothing, and sends one that is in any case", async () => {
    const approve = vi.fn(async () => ({ acknowledged: true as const, matchedCount: 1, modifiedCount: 1 }));
    const list = vi.fn(async () => [listing('B-12', 0), listing('313', 2)]);
    const allocation = await openAllocation(approve, list);
    const { user, room } = allocation;
    await user.click(room);
    await waitFor(() => expect(list).toHaveBeenCalledOnce());
    await typeAndSubmit(allocation, 'N/A');
    expect(await fieldMessage(room)).toBe(roomMessages.unknownRoom('N/A'));
    expect(approve).not.toHaveBeenCalled();

    // A full room is in the list: the API says who lives there, not the form.
    await typeAndSubmit(allocation, 'b-12');
    await sentAfterUndo(approve, 'r1', 'b-12');
  });

  it("shows the API's already_housed refusal in the request's alert", async () => {
    const housed = roomMessages.alreadyHoused({
      ok: false,
      code: 'already_housed',
      homes: [{ studentId: '1904002', room: '205' }],
    });
    const approve = vi.fn(async () => {
      throw new DataError({ status: 409, code: 'already_housed', message: housed });
    });
    const { user, room, row, submit } = await openAllocation(approve);
    await user.type(room, '312');
    await user.click(submit);
    await waitFor(() => expect(within(row).getByRole('alert')).toHaveTextContent(housed), {
      timeout: UNDO_WINDOW_MS + 3_000,
    });
    // Retyping the room puts the refusal away.
    await user.type(room, '4');
    expect(within(row).queryByRole('alert')).toBeNull();
  });
});

/** Allotement_Req showing `application` alone, with the fake port's approve (and rooms.list when given). */
async function openAllocation(approve: DataPort['roomAllotments']['approve'], list?: DataPort['rooms']['list']) {
  const { user } = renderApp({
    user: ADMIN,
    url: '/dashboard/allotementreq',
    data: { roomAllotments: { ...pagedFrom([application]), approve }, ...(list ? { rooms: { list } } : {}) },
  });
  const room = await screen.findByRole('textbox', { name: `Allocated room for ${application.id}` });
  const row = room.closest('tr')!;
  return { user, room, row, submit: within(row).getByRole('button', { name: 'Submit' }) };
}

/** Types `typed` in place of what the field had, then clicks Submit. */
async function typeAndSubmit({ user, room, submit }: Awaited<ReturnType<typeof openAllocation>>, typed: string) {
  await user.clear(room);
  await user.type(room, typed);
  await user.click(submit);
}

/** The field's message once the form has refused what was typed. */
async function fieldMessage(field: HTMLElement): Promise<string> {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}

/** The approval is sent once, after the Undo window, with these arguments. */
function sentAfterUndo(approve: ReturnType<typeof vi.fn>, ...args: unknown[]) {
  return waitFor(() => expect(approve).toHaveBeenCalledExactlyOnceWith(...args), { timeout: UNDO_WINDOW_MS + 3_000 });
}

/** A room of the hall with `free` of its 4 beds free. */
function listing(number: string, free: number): RoomListing {
  return { number, floor: '3rd floor', beds: 4, notes: '', occupants: [], free, next: null };
}

/** The room numbers the allocation fields' datalist offers. */
function offeredRooms(field: HTMLElement): string[] {
  const list = document.getElementById(field.getAttribute('list') ?? '');
  return [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value);
}

/** An application whose student id slots all name the applicant: a group of one. */
function sameIdEverywhere(id: string) {
  return { student_Id_1: id, student_Id_2: id, student_Id_3: id, student_Id_4: id };
}
