// Issue 28's hostile identities, against firestore.rules on the Firestore emulator (the API's side
// is tests/api/hostile-identity.test.ts): an unverified account that registered an address reads
// nothing of that address's records, claims say nothing of who paid, and the activity log is
// written by the server alone.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { STUDENT_WRITE_GAP_SECONDS } from '@hall/model';
import { describe, expect, it } from 'vitest';
import { ADMIN, firestoreOf, NEWCOMER, OWNER, useRulesEnvironment, signedIn } from './environment.ts';
import { bodies, createProfile, editProfile, fileRecord, NEW_ID, reseed, SEEDED_ID, write } from './scenarios.ts';

const env = useRulesEnvironment({ beforeEachTest: reseed });

const REQUESTS = ['tokenPurchases', 'hallFees', 'roomAllotments', 'complaints'] as const;

describe('an unverified account of a recreated address', () => {
  // The owner's Auth account deleted and the address signed up again: a new uid, not verified.
  const recreated = { ...OWNER, uid: 'owner-recreated-uid' };

  it('reads nothing of the old profile or its records, by id or by query', async () => {
    const db = firestoreOf(signedIn(env(), recreated, false));
    await assertFails(getDoc(doc(db, 'users', OWNER.uid)));
    await assertFails(getDocs(query(collection(db, 'users'), where('email', '==', OWNER.email))));
    for (const kind of REQUESTS) {
      await assertFails(getDoc(doc(db, kind, SEEDED_ID)));
      await assertFails(getDocs(query(collection(db, kind), where('email', '==', OWNER.email))));
    }
  });

  it('changes nothing of the old profile', async () => {
    const db = firestoreOf(signedIn(env(), recreated, false));
    await assertFails(editProfile(db, OWNER.uid, { name: 'Taken Over', phone: '01711111111' }));
    await assertFails(deleteDoc(doc(db, 'users', OWNER.uid)));
    await assertFails(createProfile(db, recreated));
  });

  it('once the address is verified, is its owner again', async () => {
    const db = firestoreOf(signedIn(env(), recreated, true));
    await assertSucceeds(getDocs(query(collection(db, 'users'), where('email', '==', OWNER.email))));
    await assertSucceeds(getDoc(doc(db, 'tokenPurchases', SEEDED_ID)));
  });
});

describe('an unverified account with the profile it made itself', () => {
  it('reads and edits that profile, and reads no records until it verifies', async () => {
    const db = firestoreOf(signedIn(env(), NEWCOMER, false));
    await assertSucceeds(createProfile(db, NEWCOMER));
    const own = await assertSucceeds(getDoc(doc(db, 'users', NEWCOMER.uid)));
    expect(own.get('id')).toBe(NEWCOMER.id);
    await assertSucceeds(editProfile(db, NEWCOMER.uid, { name: 'Tanvir A.' }));
    await assertFails(getDocs(query(collection(db, 'complaints'), where('email', '==', NEWCOMER.email))));
  });
});

describe('transaction claims', () => {
  it('say nothing of who paid to a student: the seeded claim is unreadable, a free id reads as absent', async () => {
    const db = firestoreOf(signedIn(env(), OWNER));
    await assertFails(getDoc(doc(db, 'transactions', 'TXN100001')));
    expect((await assertSucceeds(getDoc(doc(db, 'transactions', 'TXN100002')))).exists()).toBe(false);
    const office = firestoreOf(signedIn(env(), ADMIN));
    expect((await assertSucceeds(getDoc(doc(office, 'transactions', 'TXN100001')))).get('recordId')).toBe(SEEDED_ID);
  });
});

describe('the activity log', () => {
  it('is written by no client, the office included; the office reads it', async () => {
    for (const person of [ADMIN, OWNER]) {
      await assertFails(write(firestoreOf(signedIn(env(), person)), ['activity', NEW_ID], bodies.activity()));
    }
    await assertSucceeds(getDoc(doc(firestoreOf(signedIn(env(), ADMIN)), 'activity', SEEDED_ID)));
  });
});

// No write throttle ran in firebase mode: every write of a student now stamps their profile's
// lastWriteAt, at most once every STUDENT_WRITE_GAP_SECONDS (firestore.rules).
describe("a student's pace", () => {
  it('files again only after the gap; a write without its stamp, or with a stamp of its own time, is refused', async () => {
    const db = firestoreOf(signedIn(env(), OWNER));
    await assertSucceeds(fileRecord(db, 'complaints', 'pace-1', bodies.complaints(OWNER)));
    const started = Date.now();
    await assertFails(fileRecord(db, 'complaints', 'pace-2', bodies.complaints(OWNER), { keepPace: true }));
    await assertFails(editProfile(db, OWNER.uid, { name: 'Rahim U.' }, { keepPace: true }));
    // Without the stamp, or stamped with a time of the client's choosing.
    await assertFails(write(db, ['complaints', 'pace-3'], bodies.complaints(OWNER)));
    const batch = writeBatch(db);
    batch.set(doc(db, 'complaints', 'pace-4'), bodies.complaints(OWNER));
    batch.update(doc(db, 'users', OWNER.uid), { lastWriteAt: new Date(0), lastWrite: doc(db, 'complaints', 'pace-4') });
    await assertFails(batch.commit());
    await new Promise((resolve) => setTimeout(resolve, started + STUDENT_WRITE_GAP_SECONDS * 1000 + 300 - Date.now()));
    await assertSucceeds(fileRecord(db, 'complaints', 'pace-5', bodies.complaints(OWNER), { keepPace: true }));
  });

  it('one stamp pays for one record: a batch of two records with one stamp is refused', async () => {
    const db = firestoreOf(signedIn(env(), OWNER));
    const batch = writeBatch(db);
    batch.set(doc(db, 'complaints', 'two-1'), bodies.complaints(OWNER));
    batch.set(doc(db, 'complaints', 'two-2'), bodies.complaints(OWNER));
    batch.update(doc(db, 'users', OWNER.uid), {
      lastWriteAt: serverTimestamp(),
      lastWrite: doc(db, 'complaints', 'two-1'),
    });
    await assertFails(batch.commit());
    // A stamp that names another document pays for none.
    const elsewhere = writeBatch(db);
    elsewhere.set(doc(db, 'complaints', 'other-1'), bodies.complaints(OWNER));
    elsewhere.update(doc(db, 'users', OWNER.uid), {
      lastWriteAt: serverTimestamp(),
      lastWrite: doc(db, 'complaints', 'not-this-one'),
    });
    await assertFails(elsewhere.commit());
  });

  it('cannot be wound back: the stamp only ever takes the time of the write', async () => {
    const db = firestoreOf(signedIn(env(), OWNER));
    await assertSucceeds(editProfile(db, OWNER.uid, { phone: '01711111111' }));
    await assertFails(updateDoc(doc(db, 'users', OWNER.uid), { lastWriteAt: deleteField() }));
    await assertFails(updateDoc(doc(db, 'users', OWNER.uid), { lastWriteAt: new Date(0) }));
  });
});
