// The hall's rooms in Firestore (issue 31, decision 034), written only by the Cloud Function:
// - rooms/{roomDocumentId(number)}: { number, floor, beds, notes, allottedAt? }. Every allotment
//   to a room stamps `allottedAt` in its transaction: two allotments to one room then conflict on
//   this document and the later one retries and sees the first.
// - roomNews/{studentId}: { changedAt }, bumped after a change a student should hear of (announce).
// Who lives where is the approved applications (roomAllotments where status == 'confirm' and
// SelectedRoom is the room's stored number or its key's spelling), never stored twice. Queries:
// equalities alone (and whole collections), served by Firestore's single-field indexes.
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  allotmentChange,
  allotVerdict,
  answerVerdict,
  APPROVED_STATUS,
  byRoomNumber,
  COLLECTIONS,
  homesOf,
  housedCandidates,
  isFirestoreDocumentId,
  occupantsByRoom,
  REJECTED_STATUS,
  ROOM_COLLECTIONS,
  roomDocumentId,
  roomKey,
  roomListings,
  roomSubject,
  waitingOrder,
  type Room,
  type RoomAllotment,
  type RoomHome,
  type RoomOccupant,
} from '@hall/model';
import type { Audit, RoomRepository, RoomSaveOutcome } from '../port.ts';
import { allotmentSubject } from '../released-room.ts';
import { appendActivity } from './activity.ts';
import { fromSnapshot } from './mapping.ts';

/** The student-id fields an application names someone in (the applicant's own, then the slots). */
const ID_FIELDS = ['id', 'student_Id_1', 'student_Id_2', 'student_Id_3', 'student_Id_4'] as const;

/** Twenty allotments to one room at once each wait for the others' commits: more tries than the default 5. */
const ALLOT_ATTEMPTS = 12;

const roomOf = (data: DocumentData): Room => ({
  number: String(data.number),
  floor: String(data.floor ?? ''),
  beds: Number(data.beds),
  notes: String(data.notes ?? ''),
});

const sameRoomFields = (a: Room, b: Room) => a.floor === b.floor && a.beds === b.beds && a.notes === b.notes;

const newestFirst = (a: RoomAllotment, b: RoomAllotment) =>
  b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);

/** What saving one room would do, decided from the transaction's reads. */
type SavePlan = { ref: DocumentReference; room: Room; outcome: RoomSaveOutcome };

export function roomRepository(db: Firestore): RoomRepository {
  const rooms = db.collection(ROOM_COLLECTIONS.rooms);
  const news = db.collection(ROOM_COLLECTIONS.roomNews);
  const applications = db.collection(COLLECTIONS.roomAllotments);

  /** The room's document, or null for a number that cannot be one (it names no room). */
  const roomRef = (number: string) => {
    const id = roomDocumentId(number);
    return isFirestoreDocumentId(id) ? rooms.doc(id) : null;
  };
  const allotmentOf = (doc: Parameters<typeof fromSnapshot>[1]) => fromSnapshot('roomAllotments', doc);

  /**
   * Who lives in the room: its approved applications' residents, read in the transaction. Allotments
   * write the stored number; the other spellings catch approvals typed before issue 31 ("b-12").
   */
  const occupantsIn = async (tx: Transaction, room: Room): Promise<RoomOccupant[]> => {
    const key = roomKey(room.number);
    const spellings = [...new Set([room.number, key, key.toUpperCase()])];
    const approved = await tx.get(
      applications.where('status', '==', APPROVED_STATUS).where('SelectedRoom', 'in', spellings),
    );
    return occupantsByRoom(approved.docs.map(allotmentOf), new Map()).get(key) ?? [];
  };

  /** Reads what saving `wanted` needs (`known`: rooms this transaction already decided on, by key). */
  const planSave = async (tx: Transaction, wanted: Room, known: Map<string, Room | null>): Promise<SavePlan> => {
    const ref = roomRef(wanted.number);
    if (!ref) throw new Error(`cannot be a room number: ${JSON.stringify(wanted.number)}`);
    const key = roomKey(wanted.number);
    if (!known.has(key)) {
      const snapshot = await tx.get(ref);
      known.set(key, snapshot.exists ? roomOf(snapshot.data() ?? {}) : null);
    }
    const before = known.get(key) ?? null;
    const room = { ...wanted, number: before?.number ?? wanted.number.trim() };
    if (!before) return { ref, room, outcome: { outcome: 'added', room } };
    if (sameRoomFields(before, room)) return { ref, room, outcome: { outcome: 'unchanged', room } };
    if (room.beds < before.beds) {
      const residents = (await occupantsIn(tx, before)).length;
      if (room.beds < residents) return { ref, room, outcome: { outcome: 'bedsBelow', room, residents } };
    }
    return { ref, room, outcome: { outcome: 'changed', room } };
  };

  /** Writes a decided save with its entry (room_added or room_changed). */
  const writeSave = (tx: Transaction, plan: SavePlan, audit?: Audit) => {
    const { outcome } = plan.outcome;
    if (outcome !== 'added' && outcome !== 'changed') return;
    // merge: the room's allottedAt stays.
    tx.set(plan.ref, { ...plan.room }, { merge: true });
    if (audit) appendActivity(db, tx, { ...audit, action: `room_${outcome}` }, roomSubject(plan.room));
  };

  /** Every application naming `studentId` in any slot, read in the transaction (an answer's check). */
  const applicationsNaming = async (tx: Transaction, studentId: string) => {
    const found = await Promise.all(ID_FIELDS.map((field) => tx.get(applications.where(field, '==', studentId))));
    return found.flatMap((snapshot) => snapshot.docs.map(allotmentOf));
  };

  /**
   * Where these students live now: the approved applications naming them in any slot (one query a
   * slot, read in the allotment's transaction), kept where they are residents (residentsOf).
   */
  const homesIn = async (tx: Transaction, studentIds: string[]): Promise<RoomHome[]> => {
    const found = await Promise.all(
      ID_FIELDS.map((field) =>
        tx.get(applications.where('status', '==', APPROVED_STATUS).where(field, 'in', studentIds)),
      ),
    );
    const byId = new Map(found.flatMap((snapshot) => snapshot.docs.map((doc) => [doc.id, allotmentOf(doc)] as const)));
    return homesOf([...byId.values()], studentIds);
  };

  const inventory = async () => (await rooms.get()).docs.map((doc) => roomOf(doc.data())).sort(byRoomNumber);

  return {
    async list() {
      const [stored, all] = await Promise.all([inventory(), applications.get()]);
      // Firestore cannot query an absent status (pending): every application is read, rejected ones too.
      return roomListings(stored, all.docs.map(allotmentOf));
    },
    rooms: inventory,
    async save(room, audit) {
      return db.runTransaction(async (tx) => {
        const plan = await planSave(tx, room, new Map());
        writeSave(tx, plan, audit);
        return plan.outcome;
      });
    },
    async import(list, audit) {
      return db.runTransaction(async (tx) => {
        const known = new Map<string, Room | null>();
        const plans: SavePlan[] = [];
        for (const room of list) {
          const plan = await planSave(tx, room, known);
          if (plan.outcome.outcome === 'bedsBelow') return plan.outcome;
          // A later row for the same room sees this one.
          known.set(roomKey(room.number), plan.room);
          plans.push(plan);
        }
        for (const plan of plans) writeSave(tx, plan, audit);
        const count = (outcome: string) => plans.filter((plan) => plan.outcome.outcome === outcome).length;
        return { outcome: 'imported', added: count('added'), changed: count('changed'), unchanged: count('unchanged') };
      });
    },
    async remove(number, audit) {
      const ref = roomRef(number);
      if (!ref) return { outcome: 'missing' };
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return { outcome: 'missing' };
        const room = roomOf(snapshot.data() ?? {});
        const occupants = await occupantsIn(tx, room);
        if (occupants.length > 0) return { outcome: 'occupied', occupants };
        tx.delete(ref);
        if (audit) appendActivity(db, tx, audit, roomSubject({ number: room.number }));
        return { outcome: 'removed' };
      });
    },
    async allot(allotmentId, request, audit) {
      if (!isFirestoreDocumentId(allotmentId)) return { matched: false };
      const ref = applications.doc(allotmentId);
      const target = roomRef(request.room);
      return db.runTransaction(
        async (tx) => {
          // Reads first (the application, the room, who lives there), then the writes.
          const snapshot = await tx.get(ref);
          if (!snapshot.exists) return { matched: false };
          const allotment = allotmentOf(snapshot);
          const roomSnapshot = target ? await tx.get(target) : null;
          const room = roomSnapshot?.exists ? roomOf(roomSnapshot.data() ?? {}) : undefined;
          const occupants = room ? await occupantsIn(tx, room) : [];
          const homes = await homesIn(tx, housedCandidates(allotment));
          const verdict = allotVerdict(allotment, request, room, occupants, homes);
          if (!verdict.ok) return { matched: true, verdict, modified: false, allotment };
          const { changes, after, modified, leaves } = allotmentChange(allotment, verdict.room, request.alone);
          if (!modified) return { matched: true, verdict, modified, allotment };
          const { status, SelectedRoom, allottedAlone } = after;
          tx.set(ref, { status, SelectedRoom, allottedAlone }, { merge: true });
          tx.set(target!, { allottedAt: new Date().toISOString() }, { merge: true });
          if (audit) appendActivity(db, tx, audit, allotmentSubject(after, changes));
          if (audit && leaves)
            appendActivity(
              db,
              tx,
              { ...audit, action: 'room_released' },
              allotmentSubject(allotment, { SelectedRoom: leaves }),
            );
          return { matched: true, verdict, modified, allotment: after };
        },
        { maxAttempts: ALLOT_ATTEMPTS },
      );
    },
    async answer(allotmentId, studentId, answer) {
      if (!isFirestoreDocumentId(allotmentId)) return { outcome: 'not_found' };
      const ref = applications.doc(allotmentId);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return { outcome: 'not_found' };
        // Only accepting is refused for another group: a decline reads no more.
        const others = answer === 'accepted' ? await applicationsNaming(tx, studentId) : [];
        const verdict = answerVerdict(allotmentOf(snapshot), studentId, answer, others, new Date().toISOString());
        if (verdict.outcome === 'answered' && verdict.modified)
          tx.set(ref, { roommates: verdict.allotment.roommates }, { merge: true });
        return verdict;
      });
    },
    async applicationsOf(studentId) {
      const found = await Promise.all(ID_FIELDS.map((field) => applications.where(field, '==', studentId).get()));
      const byId = new Map<string, RoomAllotment>();
      for (const doc of found.flatMap((snapshot) => snapshot.docs)) byId.set(doc.id, allotmentOf(doc));
      return [...byId.values()].filter((one) => one.status !== REJECTED_STATUS).sort(newestFirst);
    },
    async pending() {
      // Pending is an absent status, which no query finds: every application is read.
      return waitingOrder((await applications.get()).docs.map(allotmentOf));
    },
    async announce(studentIds) {
      const ids = [...new Set(studentIds)].filter(isFirestoreDocumentId);
      await Promise.all(
        ids.map(async (id) => {
          try {
            await news.doc(id).set({ changedAt: FieldValue.serverTimestamp() });
          } catch (error) {
            console.error(`roomNews/${id} not bumped:`, error);
          }
        }),
      );
    },
  };
}
