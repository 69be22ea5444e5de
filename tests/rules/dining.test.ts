// firestore.rules on the dining hall's collections (issue 30, decision 033), on the Firestore
// emulator: every write goes through the API (the Cloud Function's Admin SDK), so no client, of
// any kind, creates, updates or deletes any of them; the office and dining staff read a day's
// counter (the live counts), the office the staff list (the policy's cells), and nothing else is read.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { DINING_COLLECTIONS, policyCells, type Operation } from '@hall/model';
import { ADMIN, firestoreOf, OTHER, OWNER, signedIn, useRulesEnvironment } from './environment.ts';
import {
  DINING_COLLECTION_OF,
  diningCall,
  FORMER_STAFF,
  isDiningResource,
  rulesVerdict,
  seedDining,
  STAFF,
  type DiningCollection,
} from './dining-scenarios.ts';
import { SEEDED_ID } from './scenarios.ts';

const env = useRulesEnvironment({
  beforeEachTest: async (rules) => {
    await rules.clearFirestore();
    await rules.withSecurityRulesDisabled((context) => seedDining(firestoreOf(context), SEEDED_ID));
  },
});

const ACTORS = {
  visitor: () => firestoreOf(env().unauthenticatedContext()),
  student: () => firestoreOf(signedIn(env(), OTHER)),
  /** The student whose token the seeded day, switch and serving are. */
  owner: () => firestoreOf(signedIn(env(), OWNER)),
  'staff address unverified': () => firestoreOf(signedIn(env(), STAFF, false)),
  staff: () => firestoreOf(signedIn(env(), STAFF)),
  'removed staff': () => firestoreOf(signedIn(env(), FORMER_STAFF)),
  admin: () => firestoreOf(signedIn(env(), ADMIN)),
} satisfies Record<string, () => Firestore>;
type DiningActor = keyof typeof ACTORS;

/**
 * Who may read what: the seeded document (read) and the whole collection (list). Nothing else. As
 * the policy's cells: diningStaff read and list (admin), mealCounts read for a day's counter.
 */
const READERS: Record<DiningCollection, Partial<Record<Operation, DiningActor[]>>> = {
  diningDays: { read: ['staff', 'admin'], list: [] },
  diningStaff: { read: ['admin'], list: ['admin'] },
  mealDays: { read: [], list: [] },
  mealSwitches: { read: [], list: [] },
  servings: { read: [], list: [] },
};

describe('the dining collections: written only through the API', () => {
  for (const name of Object.keys(DINING_COLLECTIONS) as DiningCollection[]) {
    for (const actor of Object.keys(ACTORS) as DiningActor[]) {
      for (const operation of ['create', 'update', 'delete'] as const) {
        it(`${name} ${operation} by ${actor}: denied`, async () => {
          await assertFails(diningCall(ACTORS[actor](), name, operation, SEEDED_ID));
        });
      }
      for (const operation of ['read', 'list'] as const) {
        const allowed = READERS[name][operation]?.includes(actor) === true;
        it(`${name} ${operation} by ${actor}: ${allowed ? 'allowed' : 'denied'}`, async () => {
          const call = diningCall(ACTORS[actor](), name, operation, SEEDED_ID);
          if (allowed) await assertSucceeds(call);
          else await assertFails(call);
        });
      }
    }
  }
});

describe('staff entries', () => {
  it('a staff member reads no entry, not even their own (the SPA asks the API for the role)', async () => {
    const staff = ACTORS.staff();
    await assertFails(getDoc(doc(staff, 'diningStaff', STAFF.email)));
    await assertFails(getDoc(doc(staff, 'diningStaff', FORMER_STAFF.email)));
    await assertFails(getDoc(doc(ACTORS['removed staff'](), 'diningStaff', FORMER_STAFF.email)));
  });

  it('READERS are the policy table where its dining cells are Firestore reads', () => {
    for (const cell of policyCells()) {
      if (!isDiningResource(cell.resource) || (cell.operation !== 'read' && cell.operation !== 'list')) continue;
      const name = DINING_COLLECTION_OF[cell.resource];
      expect(
        READERS[name][cell.operation]?.includes(cell.actor) === true,
        `${cell.resource} ${cell.operation} by ${cell.actor}`,
      ).toBe(rulesVerdict(cell));
    }
  });
});
