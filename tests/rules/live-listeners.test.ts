// The live listeners of firebase mode (issue 19) against firestore.rules, on the Firestore
// emulator: the queries web/src/lib/data/adapters/firestore/live.ts listens to, built by that
// module itself, are granted to the office and to a student for their own records, and refused
// for anyone else's. Runs where the rules suite runs (scripts/lib/rules-suite.ts).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { getDocs, onSnapshot, type Query } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { LIVE_GROUPS } from '@hall/model';
import { liveQueries, OFFICE_LIVE_SINCE_MS } from '@hall/web/firestore-shapes';
import { ADMIN, firestoreOf, OTHER, OWNER, useRulesEnvironment, signedIn } from './environment.ts';
import { reseed, SEEDED_ID } from './scenarios.ts';

const env = useRulesEnvironment({ beforeEachTest: reseed });

/** The listener's first answer: the ids it shows, or the rules' refusal. */
function firstSnapshot(watched: Query): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      watched,
      (snapshot) => {
        stop();
        resolve(snapshot.docs.map((found) => found.id));
      },
      (error) => {
        stop();
        reject(error);
      },
    );
  });
}

describe('live listeners', () => {
  it('the office listens to the requests of every list filed since it opened the page', async () => {
    const office = firestoreOf(signedIn(env(), ADMIN));
    const queries = liveQueries(office, null);
    expect(queries.map(({ group }) => group)).toEqual([...LIVE_GROUPS]);
    for (const { query } of queries) {
      await assertSucceeds(getDocs(query));
      expect(await firstSnapshot(query)).toContain(SEEDED_ID);
    }
    // A page opened long after the seeded records were filed reads none of them.
    const later = Date.now() + 2 * OFFICE_LIVE_SINCE_MS;
    for (const { query } of liveQueries(office, null, later)) expect(await firstSnapshot(query)).toEqual([]);
  });

  it('a student listens to their own records only', async () => {
    for (const { query } of liveQueries(firestoreOf(signedIn(env(), OWNER)), OWNER.email)) {
      expect(await firstSnapshot(query)).toEqual([SEEDED_ID]);
    }
    for (const { query } of liveQueries(firestoreOf(signedIn(env(), OTHER)), OTHER.email)) {
      expect(await firstSnapshot(query)).toEqual([]);
    }
  });

  it("a student cannot listen to the office's lists nor to another student's records", async () => {
    for (const { query } of liveQueries(firestoreOf(signedIn(env(), OTHER)), null)) {
      await assertFails(getDocs(query));
      await expect(firstSnapshot(query)).rejects.toMatchObject({ code: 'permission-denied' });
    }
    for (const { query } of liveQueries(firestoreOf(signedIn(env(), OTHER)), OWNER.email)) {
      await assertFails(firstSnapshot(query));
    }
  });

  it('a visitor cannot listen at all', async () => {
    for (const { query } of liveQueries(firestoreOf(env().unauthenticatedContext()), OWNER.email)) {
      await assertFails(getDocs(query));
    }
  });
});
