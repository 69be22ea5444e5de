import { describe, expect, it } from 'vitest';
import { APPROVED_STATUS, REJECTED_STATUS } from './constants.ts';
import type { RoomAllotment } from './entities.ts';
import {
  acceptedCount,
  allotVerdict,
  DEMO_ROOMS,
  findRoom,
  namedIds,
  pendingMembers,
  residentsOf,
  roomDocumentId,
  roomListings,
  roomMessages,
  roommatesOf,
  type Room,
  type Roommate,
} from './rooms.ts';

let serial = 0;
function application(changes: Partial<RoomAllotment> = {}): RoomAllotment {
  serial += 1;
  return {
    _id: `a${serial}`,
    createdAt: `2024-05-0${Math.min(serial, 9)}T10:00:00.000Z`,
    name: 'Rahim Uddin',
    email: 'u1904001@student.cuet.ac.bd',
    id: '1904001',
    student_Id_1: '1904001',
    student_Id_2: '1904002',
    student_Id_3: '1904003',
    student_Id_4: '1904001',
    room_1: '312',
    room_2: '311',
    room_3: '312',
    room_4: '312',
    pre_room: 'N/A',
    apply_date: '2024-05-03',
    roommates: [mate('1904002', 'accepted'), mate('1904003', 'accepted')],
    ...changes,
  };
}

function mate(id: string, answer: Roommate['answer']): Roommate {
  return { id, name: `Student ${id}`, answer, ...(answer === 'invited' ? {} : { answeredAt: '2024-05-04T00:00:00Z' }) };
}

const room312: Room = { number: '312', floor: '3rd floor', beds: 4, notes: '' };

describe('the hall model: rooms', () => {
  it('names the distinct others of the four slots, the applicant and repeats naming no one', () => {
    expect(namedIds(application())).toEqual(['1904002', '1904003']);
    expect(namedIds(application({ student_Id_2: '1904001', student_Id_3: '1904001' }))).toEqual([]);
  });

  it('counts an application filed before roommates existed as agreed by those it names', () => {
    const old = application({ roommates: undefined });
    expect(roommatesOf(old).map((one) => [one.id, one.answer])).toEqual([
      ['1904002', 'accepted'],
      ['1904003', 'accepted'],
    ]);
    expect(acceptedCount(old)).toEqual({ accepted: 2, named: 2 });
  });

  it('keeps a decliner out of the waiting group and out of the room', () => {
    const one = application({ roommates: [mate('1904002', 'accepted'), mate('1904003', 'declined')] });
    expect(pendingMembers(one)).toEqual(['1904001', '1904002']);
    expect(residentsOf(one)).toEqual(['1904001', '1904002']);
    expect(residentsOf({ ...one, allottedAlone: true })).toEqual(['1904001']);
  });

  it('finds a room however its number is spelled, and gives "/" a safe document id', () => {
    expect(findRoom([{ number: 'B-12' }], ' b-12 ')?.number).toBe('B-12');
    expect(findRoom([{ number: 'B-12' }], 'N/A')).toBeUndefined();
    expect(roomDocumentId('4/7')).toBe('4%2F7');
  });

  describe('allotVerdict', () => {
    it('refuses a room not in the list ("N/A" included)', () => {
      expect(allotVerdict(application(), { room: 'N/A', alone: false }, undefined, [])).toEqual({
        ok: false,
        code: 'unknown_room',
      });
    });

    it('refuses a group before every named student accepted, unless the applicant moves in alone', () => {
      const waiting = application({ roommates: [mate('1904002', 'accepted'), mate('1904003', 'invited')] });
      expect(allotVerdict(waiting, { room: '312', alone: false }, room312, [])).toMatchObject({
        ok: false,
        code: 'roommates_pending',
        accepted: 1,
        named: 2,
      });
      expect(allotVerdict(waiting, { room: '312', alone: true }, room312, [])).toEqual({
        ok: true,
        room: room312,
        residents: ['1904001'],
      });
    });

    it('refuses a room with too few free beds, naming who lives there', () => {
      const living = [
        { studentId: '1804001', name: 'Karim', allotmentId: 'x' },
        { studentId: '1804002', name: 'Jamal', allotmentId: 'x' },
      ];
      const verdict = allotVerdict(application(), { room: '312', alone: false }, room312, living);
      expect(verdict).toMatchObject({ ok: false, code: 'room_full', free: 2, needed: 3 });
      if (verdict.ok || verdict.code !== 'room_full') throw new Error('expected room_full');
      expect(roomMessages.roomFull(verdict)).toBe(
        'Room 312 has 2 beds free and this group needs 3: 1804001 (Karim), 1804002 (Jamal) live there.',
      );
    });

    it('re-allots a group to its own room without counting its own beds as taken', () => {
      const group = application({ status: APPROVED_STATUS, SelectedRoom: '312' });
      const living = residentsOf(group).map((studentId) => ({ studentId, name: studentId, allotmentId: group._id }));
      expect(allotVerdict(group, { room: '312', alone: false }, { ...room312, beds: 3 }, living).ok).toBe(true);
    });

    it('refuses a rejected application', () => {
      const rejected = application({ status: REJECTED_STATUS, rejectReason: 'No' });
      expect(allotVerdict(rejected, { room: '312', alone: false }, room312, [])).toMatchObject({
        ok: false,
        code: 'already_decided',
      });
    });
  });

  describe('roomListings', () => {
    it('fills rooms from approved applications, frees the beds of a rejected one, and offers the oldest fitting group', () => {
      const living = application({ status: APPROVED_STATUS, SelectedRoom: '312', allottedAlone: false });
      const rejected = application({ status: REJECTED_STATUS, rejectReason: 'No', SelectedRoom: '311' });
      const tooBig = application({
        id: '1904010',
        student_Id_1: '1904010',
        room_1: '311',
        room_2: '311',
        room_3: '311',
        room_4: '311',
      });
      const fits = application({
        id: '1904020',
        student_Id_1: '1904020',
        student_Id_2: '1904020',
        student_Id_3: '1904020',
        student_Id_4: '1904020',
        roommates: [],
        room_1: '311',
      });
      const rooms: Room[] = [room312, { number: '311', floor: '3rd floor', beds: 2, notes: '' }];
      const listings = roomListings(rooms, [living, rejected, tooBig, fits], new Map([['1904002', 'Karim']]));
      expect(listings.map((room) => room.number)).toEqual(['311', '312']);
      const [r311, r312] = listings;
      expect(r312?.occupants.map((one) => [one.studentId, one.name])).toEqual([
        ['1904001', 'Rahim Uddin'],
        ['1904002', 'Karim'],
        ['1904003', 'Student 1904003'],
      ]);
      expect(r312?.free).toBe(1);
      expect(r311?.free).toBe(2);
      // tooBig (3 students) was filed first but does not fit two beds; the single applicant does.
      expect(r311?.next?.applicantId).toBe('1904020');
    });
  });

  it('seeds a demo hall on three floors', () => {
    expect(new Set(DEMO_ROOMS.map((room) => room.floor)).size).toBe(3);
    expect(new Set(DEMO_ROOMS.map((room) => room.number.toLowerCase())).size).toBe(DEMO_ROOMS.length);
  });
});
