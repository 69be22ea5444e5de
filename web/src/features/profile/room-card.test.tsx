import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { roomMessages, type MyRooms, type RoomGroupView } from '@hall/model';
import { DataError } from '../../lib/data/port.ts';
import { STUDENT, STUDENT_PROFILE } from '../../testing/fake-auth.ts';
import { pagedFrom } from '../../testing/fake-data.ts';
import { renderApp } from '../../testing/test-utils.tsx';

const INVITATION: RoomGroupView = {
  allotmentId: 'a1',
  applicant: { id: '1904001', name: 'Rahim Uddin' },
  roommates: [
    { id: STUDENT_PROFILE.id, name: STUDENT_PROFILE.name, answer: 'invited' },
    { id: '1904003', name: 'Nadia Islam', answer: 'accepted', answeredAt: '2026-05-03T05:00:00.000Z' },
    { id: '1904004', name: 'Sadia Khan', answer: 'declined', answeredAt: '2026-05-03T06:00:00.000Z' },
  ],
  choices: ['312', '313', '101', '102'],
  apply_date: '2026-05-03',
  appliedAt: '2026-05-03T04:00:00.000Z',
  mine: 'invited',
  offered: [],
};

/** The student's rooms as the API holds them; `nudge` is the live news of a change. */
function myRooms(initial: MyRooms) {
  let now = initial;
  let nudge = () => {};
  return {
    set: (next: MyRooms) => void (now = next),
    nudge: () => nudge(),
    mine: vi.fn(async () => now),
    watchMine: vi.fn((changed: () => void) => {
      nudge = changed;
      return () => void (nudge = () => {});
    }),
  };
}

function renderProfile(rooms: Record<string, unknown>) {
  return renderApp({
    user: STUDENT,
    url: '/profile',
    data: { users: { me: async () => STUDENT_PROFILE }, tokenPurchases: pagedFrom([]), rooms },
  });
}

const card = async () => within(await screen.findByRole('region', { name: 'Room' }, { timeout: 5000 }));

describe('the profile’s Room card', () => {
  it('shows an invitation with every member’s answer, and accepts it for the student', async () => {
    const rooms = myRooms({ room: null, groups: [INVITATION] });
    const answer = vi.fn(async () => {
      rooms.set({ room: null, groups: [{ ...INVITATION, mine: 'accepted' }] });
      return { acknowledged: true as const, matchedCount: 1, modifiedCount: 1 };
    });
    const { user } = renderProfile({ ...rooms, answer });
    const room = await card();
    expect(await room.findByText('1904001 named you in a room application')).toBeInTheDocument();
    expect(room.getByText('1904003 Nadia Islam: accepted')).toBeInTheDocument();
    expect(room.getByText('1904004 Sadia Khan: declined')).toBeInTheDocument();
    expect(room.getByText(`${STUDENT_PROFILE.id} ${STUDENT_PROFILE.name}: invited`)).toBeInTheDocument();

    await user.click(room.getByRole('button', { name: 'Accept' }));
    expect(answer).toHaveBeenCalledExactlyOnceWith('a1', 'accepted');
    await waitFor(() => expect(room.queryByRole('button', { name: 'Accept' })).toBeNull());
    expect(room.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('shows the API’s refusal of a decline in an alert and keeps the buttons', async () => {
    const rooms = myRooms({ room: null, groups: [INVITATION] });
    const answer = vi.fn(async () => {
      throw new DataError({ status: 409, code: 'already_decided', message: roomMessages.notPending });
    });
    const { user } = renderProfile({ ...rooms, answer });
    const room = await card();
    await user.click(await room.findByRole('button', { name: 'Decline' }));
    expect(await room.findByRole('alert')).toHaveTextContent(roomMessages.notPending);
    expect(answer).toHaveBeenCalledExactlyOnceWith('a1', 'declined');
    expect(room.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('shows the offer of a free bed, then the room allotted, each with a live toast', async () => {
    const waiting: RoomGroupView = {
      ...INVITATION,
      mine: 'applicant',
      applicant: { id: STUDENT_PROFILE.id, name: STUDENT_PROFILE.name },
      roommates: [],
    };
    const rooms = myRooms({ room: null, groups: [waiting] });
    renderProfile(rooms);
    const room = await card();
    expect(await room.findByText('Your application, applied 3 May')).toBeInTheDocument();
    expect(room.queryByText(roomMessages.offered('312'))).toBeNull();

    rooms.set({ room: null, groups: [{ ...waiting, offered: ['312'] }] });
    rooms.nudge();
    expect(await room.findByText(roomMessages.offered('312'))).toBeInTheDocument();
    // The toast says it too, outside the card.
    await waitFor(() => expect(screen.getAllByText(roomMessages.offered('312'))).toHaveLength(2));

    rooms.set({
      room: {
        number: '312',
        floor: '3rd floor',
        allotmentId: 'a1',
        roommates: [{ studentId: '1904003', name: 'Nadia Islam', allotmentId: 'a1' }],
      },
      groups: [],
    });
    rooms.nudge();
    expect(await room.findByText('Your room: 312, 3rd floor')).toBeInTheDocument();
    expect(room.getByText('1904003 Nadia Islam')).toBeInTheDocument();
    expect(await screen.findByText(roomMessages.allotted('312'))).toBeInTheDocument();
    expect(rooms.mine).toHaveBeenCalledTimes(3);
  });
});
