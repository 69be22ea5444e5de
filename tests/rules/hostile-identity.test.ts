// Issue 28's hostile identities, against firestore.rules on the Firestore emulator (the API's side
// is tests/api/hostile-identity.test.ts): an unverified account that registered an address reads
// nothing of that address's records, claims say nothing of who paid, and the activity log is
// written by the server alone.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, firestoreOf, NEWCOMER, OWNER, rulesEnvironment, signedIn } from './environment.ts';
import { bodies, createProfile, NEW_ID, seed, SEEDED_ID, write } from './scenarios.ts';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment();
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env);
});

const REQUESTS = ['tokenPurchases', 'hallFees', 'roomAllotments', 'complaints'] as const;

describe('an unverified account of a recreated address', () => {
  // The owner's Auth account deleted and the address signed up again: a new uid, not verified.
  const recreated = { ...OWNER, uid: 'owner-recreated-uid' };

  it('reads nothing of the old profile or its records, by id or by query', async () => {
    const db = firestoreOf(signedIn(env, recreated, false));
    await assertFails(getDoc(doc(db, 'users', OWNER.uid)));
    await assertFails(getDocs(query(collection(db, 'users'), where('email', '==', OWNER.email))));
    for (const kind of REQUESTS) {
      await assertFails(getDoc(doc(db, kind, SEEDED_ID)));
      await assertFails(getDocs(query(collection(db, kind), where('email', '==', OWNER.email))));
    }
  });

  it('changes nothing of the old profile', async () => {
    const db = firestoreOf(signedIn(env, recreated, false));
    await assertFails(updateDoc(doc(db, 'users', OWNER.uid), { name: 'Taken Over', phone: '01711111111' }));
    await assertFails(deleteDoc(doc(db, 'users', OWNER.uid)));
    await assertFails(createProfile(db, recreated));
  });

  it('once the address is verified, is its owner again', async () => {
    const db = firestoreOf(signedIn(env, recreated, true));
    await assertSucceeds(getDocs(query(collection(db, 'users'), where('email', '==', OWNER.email))));
    await assertSucceeds(getDoc(doc(db, 'tokenPurchases', SEEDED_ID)));
  });
});

describe('an unverified account with the profile it made itself', () => {
  it('reads and edits that profile, and reads no records until it verifies', async () => {
    const db = firestoreOf(signedIn(env, NEWCOMER, false));
    await assertSucceeds(createProfile(db, NEWCOMER));
    const own = await assertSucceeds(getDoc(doc(db, 'users', NEWCOMER.uid)));
    expect(own.get('id')).toBe(NEWCOMER.id);
    await assertSucceeds(updateDoc(doc(db, 'users', NEWCOMER.uid), { name: 'Tanvir A.' }));
    await assertFails(getDocs(query(collection(db, 'complaints'), where('email', '==', NEWCOMER.email))));
  });
});

describe('transaction claims', () => {
  it('say nothing of who paid to a student: the seeded claim is unreadable, a free id reads as absent', async () => {
    const db = firestoreOf(signedIn(env, OWNER));
    await assertFails(getDoc(doc(db, 'transactions', 'TXN100001')));
    expect((await assertSucceeds(getDoc(doc(db, 'transactions', 'TXN100002')))).exists()).toBe(false);
    const office = firestoreOf(signedIn(env, ADMIN));
    expect((await assertSucceeds(getDoc(doc(office, 'transactions', 'TXN100001')))).get('recordId')).toBe(SEEDED_ID);
  });
});

describe('the activity log', () => {
  it('is written by no client, the office included; the office reads it', async () => {
    for (const person of [ADMIN, OWNER]) {
      await assertFails(write(firestoreOf(signedIn(env, person)), ['activity', NEW_ID], bodies.activity()));
    }
    await assertSucceeds(getDoc(doc(firestoreOf(signedIn(env, ADMIN)), 'activity', SEEDED_ID)));
  });
});
