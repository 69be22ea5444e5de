// What a hall pays Google in firebase mode (issue 27, decision 020): the Firestore document reads
// and writes of each journey, counted at the SDK while the SPA's real Firestore adapter runs it
// against the Firestore emulator (with firestore.rules), on a hall-sized database. Not a test: it
// asserts nothing and is run by `npm run bench` (scripts/bench-firestore.ts), which prints the
// table and the month of a hall of 1,200 students. Counted as Firestore bills:
// - a document read or a query: one read per document returned, and one for a query that returns
//   none; an aggregation (count): one read per 1,000 index entries counted, at least one;
// - a listener: one read per document in its first answer (its query asked once here), then one
//   per document that changes;
// - a write: one per document set, updated or deleted in a batch or on its own.
// The security rules' own lookups (get/exists of the caller's profile or a claim, at most three
// documents per write here) are billed too and are not seen by the SDK: the decision adds them.
import fs from 'node:fs';
import path from 'node:path';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';
import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getDocs, getFirestore } from 'firebase/firestore';
import type * as LiteSdk from 'firebase/firestore/lite';
import { afterAll, it, vi } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, LIVE_GROUPS, LOCAL_PROJECT_ID } from '@hall/model';
import { sampleComplaint, sampleHallFee, sampleRoomAllotment, sampleTokenPurchase } from '@hall/model/samples';
import { liveQueries } from '@hall/web/firestore-shapes';
import { clearFirestore, closeAdapterSessions, FIRESTORE_HOST, signedInAdapter } from '../support/firebase-sessions.ts';

const counted = { reads: 0, writes: 0 };

vi.mock('firebase/firestore/lite', async (original) => {
  const sdk = await original<typeof LiteSdk>();
  return {
    ...sdk,
    getDoc: (async (...args: Parameters<typeof sdk.getDoc>) => {
      counted.reads += 1;
      return sdk.getDoc(...args);
    }) as typeof sdk.getDoc,
    getDocs: (async (...args: Parameters<typeof sdk.getDocs>) => {
      const snapshot = await sdk.getDocs(...args);
      counted.reads += Math.max(1, snapshot.size);
      return snapshot;
    }) as typeof sdk.getDocs,
    getCount: (async (...args: Parameters<typeof sdk.getCount>) => {
      const snapshot = await sdk.getCount(...args);
      counted.reads += Math.max(1, Math.ceil(snapshot.data().count / 1000));
      return snapshot;
    }) as typeof sdk.getCount,
    setDoc: (async (...args: Parameters<typeof sdk.setDoc>) => {
      counted.writes += 1;
      return sdk.setDoc(...args);
    }) as typeof sdk.setDoc,
    updateDoc: (async (...args: Parameters<typeof sdk.updateDoc>) => {
      counted.writes += 1;
      return (sdk.updateDoc as (...a: unknown[]) => Promise<void>)(...args);
    }) as typeof sdk.updateDoc,
    writeBatch: ((db: LiteSdk.Firestore) => {
      const batch = sdk.writeBatch(db);
      let writes = 0;
      const counting = {
        set: (...args: unknown[]) => ((writes += 1), (batch.set as (...a: unknown[]) => unknown)(...args), counting),
        update: (...args: unknown[]) => (
          (writes += 1),
          (batch.update as (...a: unknown[]) => unknown)(...args),
          counting
        ),
        delete: (...args: unknown[]) => (
          (writes += 1),
          (batch.delete as (...a: unknown[]) => unknown)(...args),
          counting
        ),
        commit: async () => {
          await batch.commit();
          counted.writes += writes;
        },
      };
      return counting;
    }) as unknown as typeof sdk.writeBatch,
  };
});

/** A hall-sized office: a term of requests across many students. */
const HALL = { students: 300, tokens: 600, hallFees: 600, rooms: 120, complaints: 120, notices: 12 };
const OUT = path.resolve(import.meta.dirname, '../../test-results/firestore-costs.json');
/** The hall's records, written with the Admin SDK (the rules do not apply to seeding). */
async function seedHall(): Promise<void> {
  const app = initializeAdminApp({ projectId: LOCAL_PROJECT_ID }, 'costs-seed');
  const db = getAdminFirestore(app);
  const at = (index: number) => Timestamp.fromMillis(Date.UTC(2026, 6, 1) + index * 60_000);
  const student = (index: number) => {
    const id = String(2000000 + (index % HALL.students));
    return { name: `Student ${id}`, email: `u${id}@student.cuet.ac.bd`, id };
  };
  const writes: Array<[string, Record<string, unknown>]> = [];
  for (let index = 0; index < HALL.tokens; index += 1) {
    const approved = index % 3 === 0 ? { status: 'confirm' } : {};
    const token = sampleTokenPurchase({ Transaction_id: `TK${String(index).padStart(8, '0')}` });
    writes.push(['tokenPurchases', { ...token, ...student(index), ...approved, createdAt: at(index) }]);
  }
  for (let index = 0; index < HALL.hallFees; index += 1) {
    const fee = sampleHallFee({ Transaction_id: `HF${String(index).padStart(8, '0')}` });
    writes.push(['hallFees', { ...fee, ...student(index), createdAt: at(index) }]);
  }
  for (let index = 0; index < HALL.rooms; index += 1)
    writes.push(['roomAllotments', { ...sampleRoomAllotment(), ...student(index), createdAt: at(index) }]);
  for (let index = 0; index < HALL.complaints; index += 1)
    writes.push(['complaints', { ...sampleComplaint(), ...student(index), createdAt: at(index) }]);
  for (let index = 0; index < HALL.notices; index += 1)
    writes.push([
      'notices',
      { title: `Notice ${index}`, date: '2026-11-01', fileName: `n${index}.pdf`, createdAt: at(index) },
    ]);
  for (let start = 0; start < writes.length; start += 400) {
    const batch = db.batch();
    for (const [collection, data] of writes.slice(start, start + 400)) batch.set(db.collection(collection).doc(), data);
    await batch.commit();
  }
  await deleteAdminApp(app);
}

interface Journey {
  who: string;
  journey: string;
  reads: number;
  writes: number;
}
const journeys: Journey[] = [];

async function measure(who: string, journey: string, run: () => Promise<unknown>): Promise<void> {
  counted.reads = 0;
  counted.writes = 0;
  await run();
  journeys.push({ who, journey, reads: counted.reads, writes: counted.writes });
}

/**
 * The first answers of the live listeners of `app` (the office's: `owner` null), each a read per
 * document: their own queries (adapters/firestore/live.ts) asked once on the full SDK, as onSnapshot does.
 */
async function firstAnswers(app: FirebaseApp, owner: string | null): Promise<void> {
  const db = getFirestore(app);
  if (!connected.has(db)) {
    const at = FIRESTORE_HOST!.lastIndexOf(':');
    connectFirestoreEmulator(db, FIRESTORE_HOST!.slice(0, at), Number(FIRESTORE_HOST!.slice(at + 1)));
    connected.add(db);
  }
  for (const { query } of liveQueries(db, owner)) counted.reads += Math.max(1, (await getDocs(query)).size);
}
const connected = new WeakSet<object>();

afterAll(async () => {
  await closeAdapterSessions();
});

it('counts the reads and writes of each journey', { timeout: 600_000 }, async () => {
  await clearFirestore();
  await seedHall();
  const studentEmail = 'u2000001@student.cuet.ac.bd';
  const studentSession = await signedInAdapter(studentEmail);
  const student = studentSession.port;
  await student.users.create({ name: 'Student 2000001', email: studentEmail, id: '2000001' });
  const officeSession = await signedInAdapter(DEFAULT_ADMIN_EMAIL);
  const office = officeSession.port;

  // The visitor's notice board is the Cloud Function's answer (/api/get-pdf): it reads every notice.
  journeys.push({ who: 'visitor', journey: 'opens the home page (notice board)', reads: HALL.notices, writes: 0 });

  await measure('student', 'signs in (their profile)', () => student.users.me());
  let tokenId = '';
  await measure('student', 'files a meal token (the form reads their profile)', async () => {
    await student.users.me();
    tokenId = (await student.tokenPurchases.create(sampleTokenPurchase({ Transaction_id: 'COST000001' }))).insertedId;
  });
  await measure('student', 'opens their profile: four histories, first pages and totals', async () => {
    await student.users.me();
    for (const group of LIVE_GROUPS) {
      await student[group].page({ email: studentEmail, limit: 50 });
      await student[group].count({ email: studentEmail });
    }
  });
  await measure('student', 'follows their own records live (first answers)', () =>
    firstAnswers(studentSession.app, studentEmail),
  );

  for (const group of LIVE_GROUPS) {
    await measure('office', `opens ${group}: a page of 50 and its total`, async () => {
      await office[group].page({ limit: 50 });
      await office[group].count({});
    });
  }
  await measure('office', 'searches a student id, one keystroke at a time (7)', async () => {
    for (const typed of ['2', '20', '200', '2000', '20000', '200000', '2000001']) {
      await office.tokenPurchases.page({ limit: 50, idPrefix: typed });
      await office.tokenPurchases.count({ idPrefix: typed });
    }
  });
  // Its activity entry is the Cloud Function trigger's: one query of the record's entries and one write (decision 022).
  await measure('office', 'approves a token (the log entry is written by the Cloud Function)', () =>
    office.tokenPurchases.approve(tokenId),
  );
  await measure('office', 'follows every list live (first answers)', () => firstAnswers(officeSession.app, null));
  await measure('office', 'opens the activity log (a page of 50 and its total)', async () => {
    await office.activity.page({ limit: 50 });
    await office.activity.count({});
  });

  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, JSON.stringify({ hall: HALL, journeys }, null, 2));
  console.table(journeys);
});
