import { describe, expect, it } from 'vitest';
import { APPROVED_STATUS, REJECTED_STATUS } from './constants.ts';
import { DEMO_ROOMS } from './demo-hall.ts';
import {
  acceptedCount,
  findRoom,
  namedIds,
  pendingMembers,
  residentsOf,
  roomDocumentId,
  roomListings,
  roommatesOf,
  type Room,
} from './rooms.ts';
import { application, mate, room312 } from './rooms.test-support.ts';

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

    it('offers a bed only to a group the office can allot now: one still waiting for an answer is skipped', () => {
      const waitingForAnswer = application({ roommates: [mate('1904002', 'accepted'), mate('1904003', 'invited')] });
      const withDecliner = application({
        id: '1904010',
        student_Id_1: '1904010',
        roommates: [mate('1904002', 'declined'), mate('1904003', 'accepted')],
      });
      const [r312] = roomListings([room312], [waitingForAnswer, withDecliner]);
      expect(r312?.next?.allotmentId).toBe(withDecliner._id);
      expect(roomListings([room312], [waitingForAnswer])[0]?.next).toBeNull();
    });
  });

  it('seeds a demo hall on three floors', () => {
    expect(new Set(DEMO_ROOMS.map((room) => room.floor)).size).toBe(3);
    expect(new Set(DEMO_ROOMS.map((room) => room.number.toLowerCase())).size).toBe(DEMO_ROOMS.length);
  });
});
