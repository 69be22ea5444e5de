import { describe, expect, it } from 'vitest';
import { APPROVED_STATUS, REJECTED_STATUS } from './constants.ts';
import { allotmentChange, allotVerdict, answerVerdict, homesOf, housedCandidates } from './room-allotting.ts';
import { roomMessages } from './room-messages.ts';
import { residentsOf } from './rooms.ts';
import { application, mate, room312 } from './rooms.test-support.ts';

describe('the hall model: allotting a room and answering an invitation', () => {
  describe('allotVerdict', () => {
    it('refuses a room not in the list ("N/A" included)', () => {
      expect(allotVerdict(application(), { room: 'N/A', alone: false }, undefined, [], [])).toEqual({
        ok: false,
        code: 'unknown_room',
      });
    });

    it('refuses a group before every named student accepted, unless the applicant moves in alone', () => {
      const waiting = application({ roommates: [mate('1904002', 'accepted'), mate('1904003', 'invited')] });
      expect(allotVerdict(waiting, { room: '312', alone: false }, room312, [], [])).toMatchObject({
        ok: false,
        code: 'roommates_pending',
        accepted: 1,
        named: 2,
      });
      expect(allotVerdict(waiting, { room: '312', alone: true }, room312, [], [])).toEqual({
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
      const verdict = allotVerdict(application(), { room: '312', alone: false }, room312, living, []);
      expect(verdict).toMatchObject({ ok: false, code: 'room_full', free: 2, needed: 3 });
      if (verdict.ok || verdict.code !== 'room_full') throw new Error('expected room_full');
      expect(roomMessages.roomFull(verdict)).toBe(
        'Room 312 has 2 beds free and this group needs 3: 1804001 (Karim), 1804002 (Jamal) live there.',
      );
    });

    it('re-allots a group to its own room without counting its own beds as taken', () => {
      const group = application({ status: APPROVED_STATUS, SelectedRoom: '312' });
      const living = residentsOf(group).map((studentId) => ({ studentId, name: studentId, allotmentId: group._id }));
      expect(allotVerdict(group, { room: '312', alone: false }, { ...room312, beds: 3 }, living, []).ok).toBe(true);
    });

    it('refuses a rejected application', () => {
      const rejected = application({ status: REJECTED_STATUS, rejectReason: 'No' });
      expect(allotVerdict(rejected, { room: '312', alone: false }, room312, [], [])).toMatchObject({
        ok: false,
        code: 'already_decided',
      });
    });

    it('refuses a student who lives in another room, naming it; their own allotment or one leaving them out is no home', () => {
      const group = application();
      const elsewhere = application({ status: APPROVED_STATUS, SelectedRoom: '205' });
      const homes = homesOf([elsewhere], housedCandidates(group));
      expect(homes.map((home) => home.studentId)).toEqual(['1904001', '1904002', '1904003']);
      const verdict = allotVerdict(group, { room: '312', alone: false }, room312, [], homes.slice(0, 1));
      expect(verdict).toEqual({ ok: false, code: 'already_housed', homes: [{ studentId: '1904001', room: '205' }] });
      if (verdict.ok || verdict.code !== 'already_housed') throw new Error('expected already_housed');
      expect(roomMessages.alreadyHoused(verdict)).toBe(
        '1904001 already lives in 205' +
          ': clear that allotment first (a room change is a new allotment after the old one is cleared).',
      );
      // 1904003 lives in 205 but is left out when the applicant moves in alone.
      const mateOnly = homes.filter((home) => home.studentId === '1904003');
      expect(allotVerdict(group, { room: '312', alone: true }, room312, [], mateOnly).ok).toBe(true);
      // The group's own approval is where it lives, not another home: it may move to another room.
      const approved = { ...group, status: APPROVED_STATUS, SelectedRoom: '205' };
      const own = homesOf([approved], housedCandidates(approved));
      expect(allotVerdict(approved, { room: '312', alone: false }, room312, [], own).ok).toBe(true);
      // Allotted alone, its roommates live nowhere through it.
      expect(homesOf([{ ...elsewhere, allottedAlone: true }], ['1904002'])).toEqual([]);
    });
  });

  describe('allotmentChange', () => {
    it('approves with the stored number, logs alone only when true, and says which room the group leaves', () => {
      const filed = application();
      expect(allotmentChange(filed, room312, true)).toEqual({
        changes: { status: APPROVED_STATUS, SelectedRoom: '312', allottedAlone: true },
        after: { ...filed, status: APPROVED_STATUS, SelectedRoom: '312', allottedAlone: true },
        modified: true,
        leaves: null,
      });
      const moving = application({ status: APPROVED_STATUS, SelectedRoom: '205', allottedAlone: false });
      expect(allotmentChange(moving, room312, false)).toMatchObject({
        changes: { status: APPROVED_STATUS, SelectedRoom: '312' },
        modified: true,
        leaves: '205',
      });
      expect(allotmentChange(moving, room312, false).changes).not.toHaveProperty('allottedAlone');
    });

    it('changes nothing for an approval made before allottedAlone, allotted again to its room not alone', () => {
      const legacy = application({ status: APPROVED_STATUS, SelectedRoom: '312' });
      expect(allotmentChange(legacy, room312, false)).toMatchObject({ modified: false, after: legacy, leaves: null });
      // Another spelling of the same room: the stored number is written, no room is left.
      const typed = application({ status: APPROVED_STATUS, SelectedRoom: 'b-12' });
      const b12 = { ...room312, number: 'B-12' };
      expect(allotmentChange(typed, b12, false)).toMatchObject({ modified: true, leaves: null });
    });
  });

  describe('answerVerdict', () => {
    const at = '2024-05-05T00:00:00.000Z';
    const invited = application({ roommates: [mate('1904002', 'invited'), mate('1904003', 'accepted')] });

    it("takes a named student's answer, once", () => {
      const verdict = answerVerdict(invited, '1904002', 'accepted', [invited], at);
      expect(verdict).toEqual({
        outcome: 'answered',
        modified: true,
        allotment: {
          ...invited,
          roommates: [{ ...mate('1904002', 'accepted'), answeredAt: at }, mate('1904003', 'accepted')],
        },
      });
      expect(answerVerdict(invited, '1904003', 'accepted', [], at)).toEqual({
        outcome: 'answered',
        modified: false,
        allotment: invited,
      });
    });

    it('refuses one not named (the applicant too), a decided application, and accepting while in another group', () => {
      expect(answerVerdict(invited, '1904009', 'accepted', [], at)).toEqual({ outcome: 'not_invited' });
      expect(answerVerdict(invited, '1904001', 'accepted', [], at)).toEqual({ outcome: 'not_invited' });
      const rejected = { ...invited, status: REJECTED_STATUS, rejectReason: 'No' };
      expect(answerVerdict(rejected, '1904002', 'declined', [], at)).toEqual({ outcome: 'not_pending' });
      const other = application({ id: '1904002', student_Id_1: '1904002', roommates: [] });
      expect(answerVerdict(invited, '1904002', 'accepted', [other], at)).toEqual({ outcome: 'in_another_group' });
      expect(answerVerdict(invited, '1904002', 'declined', [other], at)).toMatchObject({ outcome: 'answered' });
      // A decided or declined other group does not hold them.
      const approvedOther = { ...other, status: APPROVED_STATUS, SelectedRoom: '205' };
      expect(answerVerdict(invited, '1904002', 'accepted', [approvedOther], at)).toMatchObject({ outcome: 'answered' });
      const declinedIn = application({
        id: '1904050',
        student_Id_1: '1904050',
        roommates: [mate('1904002', 'declined')],
      });
      expect(answerVerdict(invited, '1904002', 'accepted', [declinedIn], at)).toMatchObject({ outcome: 'answered' });
    });
  });
});
