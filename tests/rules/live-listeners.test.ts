// The live listeners of firebase mode (issue 19) against firestore.rules, on the Firestore
// emulator: the queries web/src/lib/data/adapters/firestore/live.ts listens to, built by that
// module itself, are granted to the office and to a student for their own records, and refused
// for anyone else's. Runs where the rules suite runs (scripts/lib/rules-suite.ts).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { doc, getDoc, getDocs, onSnapshot, type Query } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { LIVE_GROUPS } from '@hall/model';
import { asBucket, FakeBucket, openFirestoreStore } from '@hall/functions/firestore-store';
import { liveQueries, OFFICE_LIVE_SINCE_MS, watchDiningDay, watchRoomNews } from '@hall/web/firestore-shapes';
import { ADMIN, firestoreOf, OTHER, OWNER, RULES_PROJECT_ID, useRulesEnvironment, signedIn } from './environment.ts';
import { STAFF } from './dining-scenarios.ts';
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

// Issue 30: the dining pages listen to the day's counter, which the API's store rewrites.
describe("a dining day's live counts", () => {
  const DAY = '2024-06-01';

  /** Counts the listener's answers; `next(n)` waits for the n-th. */
  function counted(db: ReturnType<typeof firestoreOf>) {
    let answers = 0;
    const waiting: Array<{ n: number; resolve: () => void }> = [];
    const stop = watchDiningDay(db, DAY, () => {
      answers += 1;
      for (const wait of waiting.filter((each) => each.n <= answers)) wait.resolve();
    });
    // The n-th answer may already be here: a write's reply can land after the snapshot it caused.
    const next = (n: number) =>
      new Promise<void>((resolve) => (answers >= n ? resolve() : waiting.push({ n, resolve })));
    return { stop, next, answers: () => answers };
  }

  it("dining staff hear a serving the API's Firestore store makes; a student's listener is refused, quietly", async () => {
    const app = initializeApp({ projectId: RULES_PROJECT_ID }, 'dining-live');
    const store = openFirestoreStore(getFirestore(app), asBucket(new FakeBucket()));
    const staff = counted(firestoreOf(signedIn(env(), STAFF)));
    const studentDb = firestoreOf(signedIn(env(), OTHER));
    const student = counted(studentDb);
    try {
      await staff.next(1); // what is there already
      await store.dining.serve({
        tokenId: SEEDED_ID,
        day: DAY,
        sitting: 'lunch',
        servedAt: `${DAY}T07:05:00.000Z`,
        servedBy: STAFF.email,
      });
      await staff.next(2);
      await assertFails(getDoc(doc(studentDb, 'diningDays', DAY)));
      expect(student.answers()).toBe(0);
    } finally {
      staff.stop();
      student.stop();
      await deleteApp(app);
    }
  });
});

// Issue 31: a student's profile listens to roomNews/{their id}, which the API's store bumps (announce).
describe("a student's rooms, live", () => {
  it("a student hears an announce for their id after the first answer; another student's listener is refused, quietly", async () => {
    const app = initializeApp({ projectId: RULES_PROJECT_ID }, 'rooms-live');
    const store = openFirestoreStore(getFirestore(app), asBucket(new FakeBucket()));
    const heard = { owner: 0, other: 0 };
    let bumped: () => void = () => {};
    const ownerHeard = new Promise<void>((resolve) => (bumped = resolve));
    const stopOwner = watchRoomNews(firestoreOf(signedIn(env(), OWNER)), OWNER.id, () => {
      heard.owner += 1;
      bumped();
    });
    // OTHER listening to OWNER's news: the rules refuse it, and it never calls back.
    const otherDb = firestoreOf(signedIn(env(), OTHER));
    const stopOther = watchRoomNews(otherDb, OWNER.id, () => (heard.other += 1));
    try {
      // The seeded news is the first answer: not a change.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(heard.owner).toBe(0);
      await store.rooms.announce([OWNER.id]);
      await ownerHeard;
      expect(heard.owner).toBe(1);
      await assertFails(getDoc(doc(otherDb, 'roomNews', OWNER.id)));
      expect(heard.other).toBe(0);
    } finally {
      stopOwner();
      stopOther();
      await deleteApp(app);
    }
  });
});
