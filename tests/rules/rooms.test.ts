// firestore.rules on the hall's rooms (issue 31, decision 034), on the Firestore emulator: every
// write of rooms, roomNews and room applications is the API's (the Cloud Function's Admin SDK),
// so no client, of any kind, creates, updates or deletes any of them. Reads: the office reads the
// inventory; an application by its owner and the office, as before; roomNews/{student id} by the
// verified student whose profile has that id, and by no one else.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { policyCells, type Operation } from '@hall/model';
import { ADMIN, firestoreOf, NEWCOMER, OTHER, OWNER, signedIn, useRulesEnvironment } from './environment.ts';
import { STAFF, rulesVerdict } from './dining-scenarios.ts';
import { bodies, createProfile, fileRecord, NEW_ID, reseed, SEEDED_ID } from './scenarios.ts';
import { isRoomResource, roomCall, SEEDED_ROOM, SEEDED_ROOM_ID, STORED_IN } from './rooms-scenarios.ts';

const env = useRulesEnvironment({ beforeEachTest: reseed });

const ACTORS = {
  visitor: () => firestoreOf(env().unauthenticatedContext()),
  /** Another student (OTHER), with a profile of their own. */
  student: () => firestoreOf(signedIn(env(), OTHER)),
  /** The student whose application and roomNews are seeded (OWNER). */
  owner: () => firestoreOf(signedIn(env(), OWNER)),
  'owner unverified': () => firestoreOf(signedIn(env(), OWNER, false)),
  staff: () => firestoreOf(signedIn(env(), STAFF)),
  admin: () => firestoreOf(signedIn(env(), ADMIN)),
} satisfies Record<string, () => Firestore>;
type RoomActor = keyof typeof ACTORS;

type RoomCollection = 'rooms' | 'roomNews' | 'roomAllotments';

/** Who may read what: the seeded document (read) and the whole collection (list). Nothing else. */
const READERS: Record<RoomCollection, Record<'read' | 'list', RoomActor[]>> = {
  rooms: { read: ['admin'], list: ['admin'] },
  roomNews: { read: ['owner'], list: [] },
  roomAllotments: { read: ['owner', 'admin'], list: ['admin'] },
};

/** A client's attempt at one operation on a room collection's seeded document, or a new one. */
function call(db: Firestore, name: RoomCollection, operation: Operation): Promise<unknown> {
  if (name === 'rooms') return roomCall(db, 'rooms', operation, SEEDED_ID);
  if (name === 'roomNews') {
    const own = doc(db, 'roomNews', OWNER.id);
    if (operation === 'create') return setDoc(doc(db, 'roomNews', NEWCOMER.id), { changedAt: serverTimestamp() });
    if (operation === 'read') return getDoc(own);
    if (operation === 'list') return getDocs(collection(db, 'roomNews'));
    if (operation === 'update') return updateDoc(own, { changedAt: serverTimestamp() });
    return deleteDoc(own);
  }
  // A room application filed, allotted and cleared as the SPA did before issue 31.
  const application = doc(db, 'roomAllotments', SEEDED_ID);
  if (operation === 'create') return fileRecord(db, 'roomAllotments', NEW_ID, bodies.roomAllotments(OWNER));
  if (operation === 'read') return getDoc(application);
  if (operation === 'list') return getDocs(collection(db, 'roomAllotments'));
  if (operation === 'update') return updateDoc(application, { status: 'confirm', SelectedRoom: SEEDED_ROOM.number });
  return deleteDoc(application);
}

describe('rooms, roomNews and room applications: written only through the API', () => {
  for (const name of Object.keys(READERS) as RoomCollection[]) {
    for (const actor of Object.keys(ACTORS) as RoomActor[]) {
      for (const operation of ['create', 'update', 'delete'] as const) {
        it(`${name} ${operation} by ${actor}: denied`, async () => {
          await assertFails(call(ACTORS[actor](), name, operation));
        });
      }
      for (const operation of ['read', 'list'] as const) {
        const allowed = READERS[name][operation].includes(actor);
        it(`${name} ${operation} by ${actor}: ${allowed ? 'allowed' : 'denied'}`, async () => {
          const attempt = call(ACTORS[actor](), name, operation);
          if (allowed) await assertSucceeds(attempt);
          else await assertFails(attempt);
        });
      }
    }
  }
});

describe("a student's roomNews", () => {
  it("is read by the student whose profile has that id, another student's never", async () => {
    const other = ACTORS.student();
    expect((await assertSucceeds(getDoc(doc(other, 'roomNews', OTHER.id)))).exists()).toBe(true);
    await assertFails(getDoc(doc(other, 'roomNews', OWNER.id)));
  });

  it('is not read by an account without a profile, nor by the office', async () => {
    const newcomer = firestoreOf(signedIn(env(), NEWCOMER));
    await assertFails(getDoc(doc(newcomer, 'roomNews', NEWCOMER.id)));
    await assertSucceeds(createProfile(newcomer, NEWCOMER));
    // Not bumped yet: it reads as absent (a listener waits for the first bump).
    expect((await assertSucceeds(getDoc(doc(newcomer, 'roomNews', NEWCOMER.id)))).exists()).toBe(false);
    await assertFails(getDoc(doc(ACTORS.admin(), 'roomNews', OWNER.id)));
    await assertFails(getDocs(query(collection(ACTORS.owner(), 'roomNews'), where('changedAt', '!=', null))));
  });
});

describe('room applications', () => {
  it('are still read by their owner with the owner filter (the profile and live lists)', async () => {
    const mine = await assertSucceeds(
      getDocs(query(collection(ACTORS.owner(), 'roomAllotments'), where('email', '==', OWNER.email))),
    );
    expect(mine.docs.map((found) => found.id)).toEqual([SEEDED_ID]);
    await assertFails(
      getDocs(query(collection(ACTORS.student(), 'roomAllotments'), where('email', '==', OWNER.email))),
    );
  });

  it("the office's room is in the inventory it reads", async () => {
    const room = await assertSucceeds(getDoc(doc(ACTORS.admin(), 'rooms', SEEDED_ROOM_ID)));
    expect(room.get('number')).toBe(SEEDED_ROOM.number);
  });

  it('READERS are the policy table where its room cells are Firestore reads', () => {
    for (const cell of policyCells()) {
      if (!isRoomResource(cell.resource) || (cell.operation !== 'read' && cell.operation !== 'list')) continue;
      const name = STORED_IN[cell.resource];
      expect(
        (READERS[name][cell.operation] as string[]).includes(cell.actor),
        `${cell.resource} ${cell.operation} by ${cell.actor}`,
      ).toBe(rulesVerdict(cell));
    }
  });
});
