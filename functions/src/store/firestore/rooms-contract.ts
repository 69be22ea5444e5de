// The store port's rooms part (RoomRepository, issue 31, decision 034) as cases every store must
// pass; part of describeStoreContract (store-contract.ts) wherever that runs: SQLite, the Firestore
// store on the in-memory double, and on the Firestore emulator.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  APPROVED_STATUS,
  REJECTED_STATUS,
  roomListings,
  type Room,
  type RoomAllotment,
  type RoommateAnswer,
} from '@hall/model';
import { sampleRoomAllotment } from '@hall/model/samples';
import type { Audit, Store } from '../port.ts';
import { describeAllotContract } from './rooms-allot-contract.ts';

const OFFICE = { uid: 'office-uid', email: 'hall.admin@student.cuet.ac.bd' };
const audit = (action: Audit['action']): Audit => ({ by: OFFICE, action });

const room = (number: string, beds: number, floor = '1st floor', notes = ''): Room => ({ number, floor, beds, notes });

/** Distinct milliseconds, so that filing order (createdAt) has one right answer. */
const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 3));

interface Filing {
  /** The others the application names (student_Id_2..4; the applicant's id fills the rest). */
  named?: string[];
  /** Their answers, in order; 'invited' when not given. */
  answers?: RoommateAnswer[];
  /** The room choices (the first fills the rest). */
  rooms?: string[];
  /** Filed before issue 31: no `roommates` (its named students count as agreed). */
  legacy?: boolean;
  apply_date?: string;
}

/** A room application of student `applicant`, stored as the API files it (roommates invited). */
async function file(store: Store, applicant: string, filing: Filing = {}): Promise<RoomAllotment> {
  const named = filing.named ?? [];
  const ids = [applicant, ...named, applicant, applicant, applicant].slice(0, 4);
  const rooms = [...(filing.rooms ?? ['101'])];
  while (rooms.length < 4) rooms.push(rooms[0]!);
  const saved = await store.roomAllotments.insert({
    name: `Student ${applicant}`,
    email: `u${applicant}@student.cuet.ac.bd`,
    id: applicant,
    ...sampleRoomAllotment({
      student_Id_1: ids[0],
      student_Id_2: ids[1],
      student_Id_3: ids[2],
      student_Id_4: ids[3],
      room_1: rooms[0],
      room_2: rooms[1],
      room_3: rooms[2],
      room_4: rooms[3],
      ...(filing.apply_date ? { apply_date: filing.apply_date } : {}),
    }),
    ...(filing.legacy
      ? {}
      : {
          roommates: named.map((id, index) => ({
            id,
            name: `Student ${id}`,
            answer: filing.answers?.[index] ?? ('invited' as const),
          })),
        }),
  });
  await nextMillisecond();
  return saved;
}

/** Files an application whose named students all accept, and allots it to `number`. */
async function housed(store: Store, applicant: string, number: string, named: string[] = []): Promise<RoomAllotment> {
  const filed = await file(store, applicant, { named, answers: named.map(() => 'accepted'), rooms: [number] });
  const outcome = await store.rooms.allot(filed._id, { room: number, alone: false }, audit('allocate'));
  expect(outcome).toMatchObject({ matched: true, verdict: { ok: true } });
  return (await store.roomAllotments.get(filed._id))!;
}

const occupantIds = async (store: Store, number: string) =>
  (await store.rooms.list()).find((listing) => listing.number === number)!.occupants.map((one) => one.studentId);

/** The rooms cases, inside describeStoreContract's group (its hooks open a fresh store for each). */
export function describeRoomsContract(storeOf: () => Store): void {
  describe('rooms', () => {
    let store: Store;
    beforeEach(() => {
      store = storeOf();
    });

    it('adds a room, finds it again by any spelling of its number (keeping the first), changes it, and says when nothing changed', async () => {
      expect(await store.rooms.save(room('b-12', 3, 'North block'), audit('room_added'))).toEqual({
        outcome: 'added',
        room: room('b-12', 3, 'North block'),
      });
      expect(await store.rooms.save(room(' B-12 ', 3, 'North block'), audit('room_changed'))).toEqual({
        outcome: 'unchanged',
        room: room('b-12', 3, 'North block'),
      });
      expect(await store.rooms.save(room('B-12', 4, 'North block', 'Corner'), audit('room_changed'))).toEqual({
        outcome: 'changed',
        room: room('b-12', 4, 'North block', 'Corner'),
      });
      await store.rooms.save(room('102', 2));
      await store.rooms.save(room('11', 1));
      // By number, digits as numbers.
      expect(await store.rooms.rooms()).toEqual([
        room('11', 1),
        room('102', 2),
        room('b-12', 4, 'North block', 'Corner'),
      ]);
      const { items } = await store.activity.page({ limit: 10 });
      const entry = {
        actorUid: OFFICE.uid,
        actorEmail: OFFICE.email,
        collection: 'rooms',
        recordId: 'b-12',
        studentId: null,
      };
      expect(items).toMatchObject([
        {
          ...entry,
          action: 'room_changed',
          changes: { number: 'b-12', floor: 'North block', beds: '4', notes: 'Corner' },
        },
        { ...entry, action: 'room_added', changes: { number: 'b-12', floor: 'North block', beds: '3', notes: '' } },
      ]);
      expect(items).toHaveLength(2);
    });

    it('refuses fewer beds than live in a room, changing nothing', async () => {
      await store.rooms.save(room('101', 4));
      await housed(store, '1904001', '101', ['1904002', '1904003']);
      const outcome = await store.rooms.save(room('101', 2, '2nd floor'), audit('room_changed'));
      expect(outcome).toMatchObject({ outcome: 'bedsBelow', residents: 3, room: { number: '101' } });
      expect(await store.rooms.rooms()).toEqual([room('101', 4)]);
      expect(await store.activity.count({ action: 'room_changed' })).toBe(0);
      // As many beds as residents is fine.
      expect((await store.rooms.save(room('101', 3))).outcome).toBe('changed');
    });

    it('imports rooms all or nothing: a room whose beds fall below its residents refuses the whole import', async () => {
      await store.rooms.save(room('101', 4));
      await store.rooms.save(room('102', 2));
      await housed(store, '1904001', '102', ['1904002']);
      const refused = await store.rooms.import([room('201', 4), room('101', 3), room('102', 1)], audit('room_added'));
      expect(refused).toMatchObject({ outcome: 'bedsBelow', residents: 2, room: { number: '102' } });
      expect(await store.rooms.rooms()).toEqual([room('101', 4), room('102', 2)]);
      expect(await store.activity.count({ action: 'room_added' })).toBe(0);

      expect(
        await store.rooms.import([room('201', 4, '2nd floor'), room('101', 3), room('102', 2)], audit('room_added')),
      ).toEqual({ outcome: 'imported', added: 1, changed: 1, unchanged: 1 });
      expect(await store.rooms.rooms()).toEqual([room('101', 3), room('102', 2), room('201', 4, '2nd floor')]);
      // One entry per room added or changed, each with its own action.
      expect(await store.activity.count({ action: 'room_added' })).toBe(1);
      expect(await store.activity.count({ action: 'room_changed' })).toBe(1);
    });

    it('removes an empty room, refuses one lived in (naming its occupants) and says when there is none', async () => {
      await store.rooms.save(room('101', 4));
      await store.rooms.save(room('102', 2));
      await housed(store, '1904001', '101', ['1904002']);
      expect(await store.rooms.remove('999', audit('room_removed'))).toEqual({ outcome: 'missing' });
      const occupied = await store.rooms.remove('101', audit('room_removed'));
      expect(occupied).toMatchObject({
        outcome: 'occupied',
        occupants: [
          { studentId: '1904001', name: 'Student 1904001' },
          { studentId: '1904002', name: 'Student 1904002' },
        ],
      });
      expect(await store.rooms.remove('102', audit('room_removed'))).toEqual({ outcome: 'removed' });
      expect(await store.rooms.rooms()).toEqual([room('101', 4)]);
      const { items } = await store.activity.page({ limit: 10, action: 'room_removed' });
      expect(items).toMatchObject([
        { action: 'room_removed', collection: 'rooms', recordId: '102', studentId: null, changes: { number: '102' } },
      ]);
      expect(items).toHaveLength(1);
    });

    it('lists every room as roomListings computes it from the stored rooms and applications', async () => {
      for (const one of [room('101', 4), room('102', 2), room('B-12', 3, 'North block'), room('201', 1, '2nd floor')])
        await store.rooms.save(one);
      await housed(store, '1904001', '101', ['1904002', '1904003']);
      // Filed before issue 31: its named student counts as agreed, named by id.
      const legacy = await file(store, '1904010', { named: ['1904011'], rooms: ['102'], legacy: true });
      expect((await store.rooms.allot(legacy._id, { room: '102', alone: false })).matched).toBe(true);
      const alone = await file(store, '1904020', { named: ['1904021'], answers: ['declined'], rooms: ['b-12'] });
      await store.rooms.allot(alone._id, { room: 'b-12', alone: true });
      const rejected = await file(store, '1904030', { rooms: ['101'] });
      await store.roomAllotments.decide(rejected._id, { status: REJECTED_STATUS, rejectReason: 'No seat.' });
      // Waiting, in filing order: a typed earlier apply date does not jump the queue.
      const first = await file(store, '1904040', { rooms: ['102', '101', '201'] });
      // Still waiting for its named student's answer: the office cannot allot it, so it is not next.
      await file(store, '1904045', { named: ['1904046'], rooms: ['B-12'] });
      const pair = await file(store, '1904050', {
        named: ['1904051'],
        answers: ['accepted'],
        rooms: ['B-12', '101'],
        apply_date: '2024-01-01',
      });
      await file(store, '1904060', { rooms: ['201'] });

      const listing = await store.rooms.list();
      expect(listing).toEqual(roomListings(await store.rooms.rooms(), await store.roomAllotments.list()));
      expect(
        listing.map((one) => [one.number, one.occupants.map((o) => o.studentId), one.free, one.next?.allotmentId]),
      ).toEqual([
        ['101', ['1904001', '1904002', '1904003'], 1, first._id],
        ['102', ['1904010', '1904011'], 0, undefined],
        ['201', [], 1, first._id],
        ['B-12', ['1904020'], 2, pair._id],
      ]);
      expect(listing[1]!.occupants[1]).toEqual({ studentId: '1904011', name: '1904011', allotmentId: legacy._id });
      expect(listing[3]!.next).toEqual({
        allotmentId: pair._id,
        applicantId: '1904050',
        applicantName: 'Student 1904050',
        size: 2,
        appliedAt: pair.createdAt,
      });
    });

    it('allots an application: the stored spelling, alone or with its accepted roommates, logged as allocate', async () => {
      await store.rooms.save(room('B-12', 4));
      expect(await store.rooms.allot('no-such-id', { room: 'B-12', alone: false })).toEqual({ matched: false });
      const group = await file(store, '1904001', { named: ['1904002', '1904003'], answers: ['accepted', 'invited'] });
      expect(await store.rooms.allot(group._id, { room: 'b-12', alone: false }, audit('allocate'))).toEqual({
        matched: true,
        modified: false,
        allotment: group,
        verdict: { ok: false, code: 'roommates_pending', accepted: 1, named: 2 },
      });
      const outcome = await store.rooms.allot(group._id, { room: 'b-12', alone: true }, audit('allocate'));
      expect(outcome).toMatchObject({
        matched: true,
        modified: true,
        verdict: { ok: true, room: room('B-12', 4), residents: ['1904001'] },
        allotment: { status: APPROVED_STATUS, SelectedRoom: 'B-12', allottedAlone: true },
      });
      expect(await store.roomAllotments.get(group._id)).toEqual({
        ...group,
        status: APPROVED_STATUS,
        SelectedRoom: 'B-12',
        allottedAlone: true,
      });
      expect(await occupantIds(store, 'B-12')).toEqual(['1904001']);
      const { items } = await store.activity.page({ limit: 10 });
      expect(items).toMatchObject([
        {
          action: 'allocate',
          collection: 'roomAllotments',
          recordId: group._id,
          studentId: '1904001',
          changes: { status: APPROVED_STATUS, SelectedRoom: 'B-12' },
        },
      ]);
      expect(items).toHaveLength(1);
    });

    it("refuses an unknown room ('N/A' too) and a rejected application, changing nothing", async () => {
      await store.rooms.save(room('101', 4));
      const filed = await file(store, '1904001');
      for (const typed of ['N/A', '999', ''])
        expect(await store.rooms.allot(filed._id, { room: typed, alone: false }, audit('allocate'))).toEqual({
          matched: true,
          modified: false,
          allotment: filed,
          verdict: { ok: false, code: 'unknown_room' },
        });
      const rejected = await file(store, '1904002');
      await store.roomAllotments.decide(rejected._id, { status: REJECTED_STATUS, rejectReason: 'No seat.' });
      expect(await store.rooms.allot(rejected._id, { room: '101', alone: false })).toMatchObject({
        modified: false,
        verdict: { ok: false, code: 'already_decided' },
      });
      expect(await store.roomAllotments.get(filed._id)).toEqual(filed);
      expect(await store.activity.count({ action: 'allocate' })).toBe(0);
    });

    it('refuses a room too small for the group, naming who lives there; re-allots a group to its own room or another', async () => {
      await store.rooms.save(room('201', 2));
      await store.rooms.save(room('202', 4));
      const living = await housed(store, '1904001', '201', ['1904002']);
      const waiting = await file(store, '1904003', { rooms: ['201'] });
      const outcome = await store.rooms.allot(waiting._id, { room: '201', alone: false }, audit('allocate'));
      expect(outcome).toMatchObject({
        matched: true,
        modified: false,
        verdict: {
          ok: false,
          code: 'room_full',
          room: room('201', 2),
          free: 0,
          needed: 1,
          occupants: [
            { studentId: '1904001', name: 'Student 1904001', allotmentId: living._id },
            { studentId: '1904002', name: 'Student 1904002', allotmentId: living._id },
          ],
        },
      });
      expect((await store.roomAllotments.get(waiting._id))!.status).toBeUndefined();
      // Its own beds do not count against it: the same room again changes nothing.
      expect(await store.rooms.allot(living._id, { room: '201', alone: false })).toMatchObject({
        modified: false,
        verdict: { ok: true },
      });
      expect(await store.rooms.allot(living._id, { room: '202', alone: false })).toMatchObject({
        modified: true,
        verdict: { ok: true, residents: ['1904001', '1904002'] },
      });
      expect(await occupantIds(store, '201')).toEqual([]);
      expect(await occupantIds(store, '202')).toEqual(['1904001', '1904002']);
    });

    it('of 20 concurrent allotments of single students to a room with 2 free beds, exactly 2 succeed', async () => {
      await store.rooms.save(room('312', 4));
      const earlier = await housed(store, '1904001', '312', ['1904002']);
      const waiting: RoomAllotment[] = [];
      for (let n = 0; n < 20; n += 1) waiting.push(await file(store, String(2004100 + n), { rooms: ['312'] }));
      const outcomes = await Promise.all(
        waiting.map((one) => store.rooms.allot(one._id, { room: '312', alone: false }, audit('allocate'))),
      );
      const allotted = outcomes.flatMap((outcome, index) =>
        outcome.matched && outcome.verdict.ok ? [waiting[index]!.id] : [],
      );
      expect(allotted).toHaveLength(2);
      for (const outcome of outcomes)
        if (outcome.matched && !outcome.verdict.ok) expect(outcome.verdict.code).toBe('room_full');
      expect((await occupantIds(store, '312')).sort()).toEqual([earlier.id, '1904002', ...allotted].sort());
      expect(await store.activity.count({ action: 'allocate' })).toBe(3);
      const approved = (await store.roomAllotments.list()).filter((one) => one.status === APPROVED_STATUS);
      expect(approved).toHaveLength(3);
    });

    it("takes a named student's own answer only, and refuses one not named, one decided and a second group", async () => {
      const group = await file(store, '1904001', { named: ['1904002', '1904003'] });
      expect(await store.rooms.answer('no-such-id', '1904002', 'accepted')).toEqual({ outcome: 'not_found' });
      expect(await store.rooms.answer(group._id, '1904009', 'accepted')).toEqual({ outcome: 'not_invited' });
      // The applicant is not one of those named.
      expect(await store.rooms.answer(group._id, '1904001', 'accepted')).toEqual({ outcome: 'not_invited' });
      const accepted = await store.rooms.answer(group._id, '1904002', 'accepted');
      expect(accepted).toMatchObject({ outcome: 'answered', modified: true });
      const stored = (await store.roomAllotments.get(group._id))!;
      expect(stored.roommates).toEqual([
        { id: '1904002', name: 'Student 1904002', answer: 'accepted', answeredAt: expect.any(String) },
        { id: '1904003', name: 'Student 1904003', answer: 'invited' },
      ]);
      expect(accepted.outcome === 'answered' && accepted.allotment).toEqual(stored);
      // The same answer again changes nothing, not even when it was given.
      expect(await store.rooms.answer(group._id, '1904002', 'accepted')).toEqual({
        outcome: 'answered',
        modified: false,
        allotment: stored,
      });

      // 1904004 is named in two pending applications (filed in the same instant, say): accepting
      // one is refused while they have not declined the other; declining is never refused.
      const other = await file(store, '1904005', { named: ['1904004'] });
      const second = await file(store, '1904006', { named: ['1904004'] });
      expect(await store.rooms.answer(second._id, '1904004', 'accepted')).toEqual({ outcome: 'in_another_group' });
      expect((await store.rooms.answer(other._id, '1904004', 'declined')).outcome).toBe('answered');
      expect((await store.rooms.answer(second._id, '1904004', 'accepted')).outcome).toBe('answered');
      // The applicant of a pending application cannot accept another naming them.
      const named = await file(store, '1904007', { named: ['1904005'] });
      expect(await store.rooms.answer(named._id, '1904005', 'accepted')).toEqual({ outcome: 'in_another_group' });

      await store.rooms.save(room('101', 4));
      await store.rooms.answer(group._id, '1904003', 'accepted');
      await store.rooms.allot(group._id, { room: '101', alone: false });
      expect(await store.rooms.answer(group._id, '1904003', 'declined')).toEqual({ outcome: 'not_pending' });
      await store.roomAllotments.decide(second._id, { status: REJECTED_STATUS, rejectReason: 'No seat.' });
      expect(await store.rooms.answer(second._id, '1904004', 'declined')).toEqual({ outcome: 'not_pending' });
    });

    it('finds the applications a student filed or is named in, pending or approved, newest first', async () => {
      await store.rooms.save(room('101', 4));
      const rejected = await file(store, '1904002');
      await store.roomAllotments.decide(rejected._id, { status: REJECTED_STATUS, rejectReason: 'No seat.' });
      const naming = await file(store, '1904001', { named: ['1904002'], answers: ['declined'] });
      const legacy = await file(store, '1904007', { named: ['1904002'], legacy: true });
      await store.rooms.allot(legacy._id, { room: '101', alone: false });
      const own = await file(store, '1904002', { named: ['1904008'] });
      await file(store, '1904009', { named: ['1904010'] });
      expect((await store.rooms.applicationsOf('1904002')).map((one) => one._id)).toEqual([
        own._id,
        legacy._id,
        naming._id,
      ]);
      expect(await store.rooms.applicationsOf('1904099')).toEqual([]);
    });

    it('lists the pending applications in filing order', async () => {
      await store.rooms.save(room('101', 4));
      const first = await file(store, '1904001', { apply_date: '2024-06-01' });
      const approved = await file(store, '1904002');
      await store.rooms.allot(approved._id, { room: '101', alone: false });
      const rejected = await file(store, '1904003');
      await store.roomAllotments.decide(rejected._id, { status: REJECTED_STATUS, rejectReason: 'No seat.' });
      const second = await file(store, '1904004', { apply_date: '2024-01-01' });
      const third = await file(store, '1904005');
      expect((await store.rooms.pending()).map((one) => one._id)).toEqual([first._id, second._id, third._id]);
    });

    it('clearing an approved application frees its beds for the waiting group and logs the release beside the clear', async () => {
      await store.rooms.save(room('205', 2));
      const living = await housed(store, '1904001', '205', ['1904002']);
      const waiting = await file(store, '1904003', { named: ['1904004'], answers: ['accepted'], rooms: ['205'] });
      let listing = (await store.rooms.list())[0]!;
      expect([listing.free, listing.next]).toEqual([0, null]);
      expect(await store.roomAllotments.remove(living._id, audit('clear'))).toBe(true);
      listing = (await store.rooms.list())[0]!;
      expect(listing).toMatchObject({ occupants: [], free: 2, next: { allotmentId: waiting._id, size: 2 } });
      const { items } = await store.activity.page({ limit: 2 });
      expect(items).toMatchObject([
        { action: 'room_released', recordId: living._id, studentId: '1904001', changes: { SelectedRoom: '205' } },
        { action: 'clear', recordId: living._id, studentId: '1904001' },
      ]);
      // A pending application cleared frees nothing: no release.
      expect(await store.roomAllotments.remove(waiting._id, audit('clear'))).toBe(true);
      expect(await store.activity.count({ action: 'room_released' })).toBe(1);
    });

    it('announces to students without failing', async () => {
      await expect(store.rooms.announce(['1904001', '1904002'])).resolves.toBeUndefined();
      await expect(store.rooms.announce([])).resolves.toBeUndefined();
    });

    describeAllotContract(storeOf, { audit, room, file, housed });
  });
}
