// The hall's rooms in SQLite (issue 31, decision 034): the inventory in `rooms` (migration 10);
// who lives where is read from the approved room applications, never stored twice. Each check and
// its write is one synchronous transaction, so two allotments cannot both take a room's last bed.
import type Database from 'better-sqlite3';
import {
  allotmentChange,
  allotVerdict,
  answerVerdict,
  byRoomNumber,
  homesOf,
  housedCandidates,
  namedIds,
  occupantsByRoom,
  REJECTED_STATUS,
  roomKey,
  roomListings,
  roomSubject,
  waitingOrder,
  type Room,
  type RoomAllotment,
  type RoomOccupant,
} from '@hall/model';
import type { AnswerOutcome, Audit, RoomImportOutcome, RoomRepository, RoomSaveOutcome } from '../port.ts';
import { allotmentSubject } from '../released-room.ts';
import type { ActivityAppender } from './activity.ts';
import { ensureOpen, rowOf } from './rows.ts';

const ROOM_COLUMNS = 'number, floor, beds, notes';

/** Thrown inside an import's transaction to roll it back with the room that refused it. */
class ImportRefused extends Error {
  constructor(readonly outcome: RoomImportOutcome) {
    super('import refused');
  }
}

export function roomRepository(db: Database.Database, appendActivity: ActivityAppender): RoomRepository {
  const allRooms = db.prepare<[], Room>(`SELECT ${ROOM_COLUMNS} FROM rooms`);
  const findRoom = db.prepare<[string], Room>(`SELECT ${ROOM_COLUMNS} FROM rooms WHERE room_key = ?`);
  const insertRoom = db.prepare(
    'INSERT INTO rooms (room_key, number, floor, beds, notes, created_at) VALUES (@key, @number, @floor, @beds, @notes, @createdAt)',
  );
  const updateRoom = db.prepare('UPDATE rooms SET floor = @floor, beds = @beds, notes = @notes WHERE room_key = @key');
  const deleteRoom = db.prepare('DELETE FROM rooms WHERE room_key = ?');
  const allApplications = db.prepare<[], string>('SELECT data FROM room_allotments').pluck();
  const approvedApplications = db.prepare<[], string>('SELECT data FROM room_allotments WHERE approved = 1').pluck();
  const undecidedApplications = db.prepare<[], string>('SELECT data FROM room_allotments WHERE approved = 0').pluck();
  const naming = db
    .prepare<{ id: string }, string>(
      `SELECT data FROM room_allotments WHERE @id IN (student_id, json_extract(data, '$.student_Id_1'),
         json_extract(data, '$.student_Id_2'), json_extract(data, '$.student_Id_3'), json_extract(data, '$.student_Id_4'))
       ORDER BY created_at DESC, rowid DESC`,
    )
    .pluck();
  const getApplication = db.prepare<[string], string>('SELECT data FROM room_allotments WHERE _id = ?').pluck();
  const replaceApplication = db.prepare(
    'UPDATE room_allotments SET approved = @approved, student_id = @studentId, data = @data WHERE _id = @id',
  );

  const parsed = (texts: string[]) => texts.map((text) => JSON.parse(text) as RoomAllotment);
  const pendingNow = () => waitingOrder(parsed(undecidedApplications.all()));
  /** Who lives in the room with this key now. */
  const occupantsOf = (key: string): RoomOccupant[] =>
    occupantsByRoom(parsed(approvedApplications.all()), new Map()).get(key) ?? [];
  const writeApplication = (allotment: RoomAllotment) => replaceApplication.run(rowOf('roomAllotments', allotment));

  /** One room's save, inside the caller's transaction: the outcome, and the entry when it changed something. */
  const saveOne = (given: Room, audit: Audit | undefined): RoomSaveOutcome => {
    const key = roomKey(given.number);
    const before = findRoom.get(key);
    if (!before) {
      const room = { number: given.number.trim(), floor: given.floor, beds: given.beds, notes: given.notes };
      insertRoom.run({ ...room, key, createdAt: new Date().toISOString() });
      if (audit) appendActivity({ ...audit, action: 'room_added' }, roomSubject(room));
      return { outcome: 'added', room };
    }
    const room = { number: before.number, floor: given.floor, beds: given.beds, notes: given.notes };
    if (room.floor === before.floor && room.beds === before.beds && room.notes === before.notes)
      return { outcome: 'unchanged', room };
    const residents = occupantsOf(key).length;
    if (room.beds < residents) return { outcome: 'bedsBelow', room, residents };
    updateRoom.run({ ...room, key });
    if (audit) appendActivity({ ...audit, action: 'room_changed' }, roomSubject(room));
    return { outcome: 'changed', room };
  };

  const save = db.transaction(saveOne);
  const importAll = db.transaction((rooms: Room[], audit: Audit | undefined): RoomImportOutcome => {
    const counts = { added: 0, changed: 0, unchanged: 0 };
    for (const given of rooms) {
      const saved = saveOne(given, audit);
      if (saved.outcome === 'bedsBelow') throw new ImportRefused(saved);
      counts[saved.outcome] += 1;
    }
    return { outcome: 'imported', ...counts };
  });
  const remove = db.transaction((number: string, audit: Audit | undefined) => {
    const key = roomKey(number);
    const before = findRoom.get(key);
    if (!before) return { outcome: 'missing' as const };
    const occupants = occupantsOf(key);
    if (occupants.length > 0) return { outcome: 'occupied' as const, occupants };
    deleteRoom.run(key);
    if (audit) appendActivity({ ...audit, action: 'room_removed' }, roomSubject(before));
    return { outcome: 'removed' as const };
  });
  const allot = db.transaction((allotmentId: string, request: { room: string; alone: boolean }, audit?: Audit) => {
    const text = getApplication.get(allotmentId);
    if (text === undefined) return { matched: false as const };
    const allotment = JSON.parse(text) as RoomAllotment;
    const room = findRoom.get(roomKey(request.room));
    const approved = parsed(approvedApplications.all());
    const occupants = room ? (occupantsByRoom(approved, new Map()).get(roomKey(room.number)) ?? []) : [];
    const homes = homesOf(approved, housedCandidates(allotment));
    const verdict = allotVerdict(allotment, request, room, occupants, homes);
    if (!verdict.ok) return { matched: true as const, verdict, modified: false, allotment };
    const { changes, after, modified, leaves } = allotmentChange(allotment, verdict.room, request.alone);
    if (modified) {
      writeApplication(after);
      if (audit) appendActivity(audit, allotmentSubject(after, changes));
      if (audit && leaves)
        appendActivity({ ...audit, action: 'room_released' }, allotmentSubject(allotment, { SelectedRoom: leaves }));
    }
    return { matched: true as const, verdict, modified, allotment: after };
  });
  const answer = db.transaction((allotmentId: string, studentId: string, given: 'accepted' | 'declined') => {
    const text = getApplication.get(allotmentId);
    if (text === undefined) return { outcome: 'not_found' as const };
    const verdict = answerVerdict(
      JSON.parse(text) as RoomAllotment,
      studentId,
      given,
      pendingNow(),
      new Date().toISOString(),
    );
    if (verdict.outcome === 'answered' && verdict.modified) writeApplication(verdict.allotment);
    return verdict;
  });

  return {
    async list() {
      ensureOpen(db);
      return roomListings(allRooms.all(), parsed(allApplications.all()));
    },
    async rooms() {
      ensureOpen(db);
      return allRooms.all().sort(byRoomNumber);
    },
    async save(room, audit) {
      ensureOpen(db);
      return save(room, audit);
    },
    async import(rooms, audit) {
      ensureOpen(db);
      try {
        return importAll(rooms, audit);
      } catch (error) {
        if (error instanceof ImportRefused) return error.outcome;
        throw error;
      }
    },
    async remove(number, audit) {
      ensureOpen(db);
      return remove(number, audit);
    },
    async allot(allotmentId, request, audit) {
      ensureOpen(db);
      return allot(allotmentId, request, audit);
    },
    async answer(allotmentId, studentId, given): Promise<AnswerOutcome> {
      ensureOpen(db);
      return answer(allotmentId, studentId, given);
    },
    async applicationsOf(studentId) {
      ensureOpen(db);
      return parsed(naming.all({ id: studentId })).filter(
        (one) => one.status !== REJECTED_STATUS && (one.id === studentId || namedIds(one).includes(studentId)),
      );
    },
    async pending() {
      ensureOpen(db);
      return pendingNow();
    },
    // The local server's publishing store tells the students' open streams (change-feed.ts).
    async announce() {},
  };
}
