// The SPA's Firestore adapter (web/src/lib/data/adapters/firestore/index.ts) through the real
// firestore.rules on the Firestore emulator, signed in with Auth emulator accounts as a student,
// another student, an unverified account and the administrator: every data-port method, allowed
// and refused, as the SPA calls it in firebase mode. Every query the adapter sends is also held
// against firestore.indexes.json (the emulator runs any shape; production wants its index).
// Runs in the `firebase` project of `npm test`, inside the Auth and Firestore emulators.
import type * as LiteSdk from 'firebase/firestore/lite';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, LOCAL_PROJECT_ID, messages, type LiveChange } from '@hall/model';
import { sampleComplaint, sampleContactMessage, sampleHallFee, sampleTokenPurchase } from '@hall/model/samples';
import {
  asBucket,
  FakeBucket,
  openFirestoreStore,
  queryProblem,
  type QueryShape,
} from '@hall/functions/firestore-store';
import type { RecordsPort } from '@hall/web/data-port';
import { studentAddress } from '../support/auth-emulator.ts';
import { clearFirestore, closeAdapterSessions, signedInAdapter } from '../support/firebase-sessions.ts';

/** Every query shape the adapter sent, with what production would say of it. */
const sent: Array<{ shape: QueryShape; problem: string | null }> = [];

vi.mock('firebase/firestore/lite', async (original) => {
  const sdk = await original<typeof LiteSdk>();
  type Internal = {
    _query: {
      path: { canonicalString(): string };
      filters: Array<{ field: { canonicalString(): string }; op: string }>;
      explicitOrderBy: Array<{ field: { canonicalString(): string }; dir: 'asc' | 'desc' }>;
    };
  };
  const record = (built: unknown) => {
    const { _query: inner } = built as Internal;
    const shape: QueryShape = {
      collection: inner.path.canonicalString(),
      equalities: inner.filters.filter((filter) => filter.op === '==').map((filter) => filter.field.canonicalString()),
      ranges: inner.filters.filter((filter) => filter.op !== '==').map((filter) => filter.field.canonicalString()),
      orderBy: inner.explicitOrderBy.map((order) => [order.field.canonicalString(), order.dir]),
    };
    sent.push({ shape, problem: queryProblem(shape) });
  };
  return {
    ...sdk,
    getDocs: ((built: Parameters<typeof sdk.getDocs>[0]) => {
      record(built);
      return sdk.getDocs(built);
    }) as typeof sdk.getDocs,
    getCount: ((built: Parameters<typeof sdk.getCount>[0]) => {
      record(built);
      return sdk.getCount(built);
    }) as typeof sdk.getCount,
  };
});

interface Session {
  port: RecordsPort;
  email: string;
  studentId: string;
}

async function session(email: string, verified: boolean, studentId = ''): Promise<Session> {
  const { port } = await signedInAdapter(email, verified);
  return { port, email, studentId };
}

async function student(verified = true): Promise<Session> {
  const { email, studentId } = studentAddress();
  const made = await session(email, verified, studentId);
  await made.port.users.create({ name: `Student ${studentId}`, email, id: studentId });
  return made;
}

/** The DataError status a call is refused with (it must be refused). */
async function refusal(call: Promise<unknown>): Promise<number> {
  const outcome = await call.then(
    () => 'allowed',
    (error: unknown) => (error as { status?: number }).status ?? 'no status',
  );
  if (typeof outcome !== 'number') throw new Error(`expected a refusal, got: ${String(outcome)}`);
  return outcome;
}

let owner: Session;
let other: Session;
let unverified: Session;
let admin: Session;

beforeAll(async () => {
  await clearFirestore();
  owner = await student();
  other = await student();
  const address = studentAddress();
  unverified = await session(address.email, false, address.studentId);
  admin = await session(DEFAULT_ADMIN_EMAIL, true);
});

afterAll(async () => {
  await closeAdapterSessions();
});

describe('profiles', () => {
  it('a student reads and edits their own profile; signing up twice or as someone else is refused', async () => {
    expect(await owner.port.users.me()).toMatchObject({ email: owner.email, id: owner.studentId });
    expect(await owner.port.users.updateMe({ name: 'Rahim Uddin', phone: '01711111111' })).toMatchObject({
      modifiedCount: 1,
    });
    expect(await owner.port.users.me()).toMatchObject({ name: 'Rahim Uddin', phone: '01711111111' });
    expect(
      await refusal(owner.port.users.create({ name: 'Again', email: owner.email, id: owner.studentId })),
    ).toBeGreaterThanOrEqual(400);
    expect(
      await refusal(other.port.users.create({ name: 'Posing', email: owner.email, id: owner.studentId })),
    ).toBeGreaterThanOrEqual(400);
  });

  it('only the office lists the students', async () => {
    const everyone = await admin.port.users.list();
    expect(everyone.map((user) => user.email)).toEqual(expect.arrayContaining([owner.email, other.email]));
    expect(await refusal(owner.port.users.list())).toBe(403);
  });
});

describe('a meal token, from filing to approval', () => {
  let tokenId: string;

  it('a verified student files one; the same bKash id again is refused as used', async () => {
    const answer = await owner.port.tokenPurchases.create(sampleTokenPurchase({ Transaction_id: 'AD1000001' }));
    tokenId = answer.insertedId;
    const again = owner.port.tokenPurchases.create(sampleTokenPurchase({ Transaction_id: 'ad1000001' }));
    await expect(again).rejects.toMatchObject({ status: 409, message: messages.api.transactionIdUsed });
    await expect(
      other.port.tokenPurchases.create(sampleTokenPurchase({ Transaction_id: 'AD1000001' })),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("an unverified account files nothing, and is told why in the API's words", async () => {
    // (The rules' own refusal of an unverified token is in tests/rules, cell by cell.)
    const unverifiedAnswer = { status: 403, code: 'email_unverified', message: messages.api.emailUnverified };
    await unverified.port.users.create({ name: 'New Student', email: unverified.email, id: unverified.studentId });
    await expect(
      unverified.port.tokenPurchases.create(sampleTokenPurchase({ Transaction_id: 'AD1000002' })),
    ).rejects.toMatchObject(unverifiedAnswer);
    await expect(unverified.port.complaints.create(sampleComplaint())).rejects.toMatchObject(unverifiedAnswer);
    await expect(unverified.port.contactMessages.create(sampleContactMessage())).rejects.toMatchObject(
      unverifiedAnswer,
    );
    // Its own history waits for the address too (decision 021), its profile does not.
    await expect(unverified.port.tokenPurchases.page({ limit: 5, email: unverified.email })).rejects.toMatchObject(
      unverifiedAnswer,
    );
    await expect(unverified.port.complaints.count({ email: unverified.email })).rejects.toMatchObject(unverifiedAnswer);
    expect(await unverified.port.users.me()).toMatchObject({ email: unverified.email });
  });

  it('the owner pages and counts their own history; another student reads none of it', async () => {
    const mine = await owner.port.tokenPurchases.page({ limit: 20, email: owner.email });
    expect(mine.items.map((item) => item._id)).toEqual([tokenId]);
    expect(await owner.port.tokenPurchases.count({ email: owner.email })).toBe(1);
    expect(await refusal(other.port.tokenPurchases.page({ limit: 20, email: owner.email }))).toBe(403);
    expect(await refusal(other.port.tokenPurchases.page({ limit: 20 }))).toBe(403);
    expect(await refusal(other.port.tokenPurchases.count({}))).toBe(403);
  });

  it('a student cannot approve, reject or clear; the office approves, and the owner sees it live', async () => {
    expect(await refusal(owner.port.tokenPurchases.approve(tokenId))).toBe(403);
    expect(await refusal(owner.port.tokenPurchases.reject(tokenId, 'No'))).toBe(403);
    expect(await refusal(other.port.tokenPurchases.remove(tokenId))).toBe(403);

    const changes: LiveChange[] = [];
    const stop = owner.port.live.watch({ change: (change) => changes.push(change), resync: () => undefined });
    try {
      // The listener's first answer is what is there already; wait until it is listening.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await admin.port.tokenPurchases.approve(tokenId)).toMatchObject({ modifiedCount: 1 });
      await vi.waitFor(() => expect(changes).toContainEqual(expect.objectContaining({ id: tokenId })), {
        timeout: 15_000,
      });
    } finally {
      stop();
    }
    const [approved] = (await owner.port.tokenPurchases.page({ limit: 20, email: owner.email })).items;
    expect(approved).toMatchObject({ _id: tokenId, status: 'confirm' });
    // Approval is final: no rejection, and clearing keeps the id spent.
    expect(await refusal(admin.port.tokenPurchases.reject(tokenId, 'Too late'))).toBeGreaterThanOrEqual(400);
  });
});

describe("the office's lists", () => {
  it('pages approved first, searches by student-id prefix across pages, and counts', async () => {
    for (let index = 0; index < 5; index += 1) {
      await other.port.hallFees.create(sampleHallFee({ Transaction_id: `HF${String(index).padStart(7, '0')}` }));
    }
    const first = await admin.port.hallFees.page({ limit: 2, idPrefix: other.studentId.slice(0, 6) });
    expect(first.items).toHaveLength(2);
    expect(first.next).not.toBeNull();
    const rest = await admin.port.hallFees.page({
      limit: 10,
      idPrefix: other.studentId.slice(0, 6),
      after: first.next!,
    });
    const seen = [...first.items, ...rest.items];
    expect(seen.filter((fee) => fee.id === other.studentId)).toHaveLength(5);
    expect(new Set(seen.map((fee) => fee._id)).size).toBe(seen.length);
    expect(await admin.port.hallFees.count({ idPrefix: other.studentId })).toBe(5);
    await admin.port.hallFees.approve(rest.items.at(-1)?._id ?? first.items[0]!._id);
    const approvedFirst = await admin.port.hallFees.page({ limit: 10, idPrefix: other.studentId });
    expect(approvedFirst.items[0]?.status).toBe('confirm');
    expect(await admin.port.hallFees.count({ idPrefix: other.studentId, status: 'approved' })).toBe(1);
    expect(await admin.port.hallFees.count({ idPrefix: other.studentId, status: 'pending' })).toBe(4);
  });

  it('rejects a pending request with a reason the student reads, and the id can pay again', async () => {
    const { insertedId } = await other.port.tokenPurchases.create(sampleTokenPurchase({ Transaction_id: 'RJ1000001' }));
    expect(await admin.port.tokenPurchases.reject(insertedId, 'The transaction id does not match')).toMatchObject({
      modifiedCount: 1,
    });
    const mine = await other.port.tokenPurchases.page({ limit: 20, email: other.email });
    expect(mine.items.find((item) => item._id === insertedId)).toMatchObject({
      status: 'rejected',
      rejectReason: 'The transaction id does not match',
    });
    await expect(
      owner.port.tokenPurchases.create(sampleTokenPurchase({ Transaction_id: 'RJ1000001' })),
    ).resolves.toHaveProperty('insertedId');
  });

  it('finds who holds a transaction id (whose: the office only)', async () => {
    expect(await admin.port.transactions.find('ad 1000001')).toMatchObject({ record: { email: owner.email } });
    expect(await admin.port.transactions.find('NOSUCH0001')).toBeNull();
    // Another student may read the claim (a refused request says the id is spent anyway), never
    // the request behind it.
    expect(await refusal(other.port.transactions.find('AD1000001'))).toBe(403);
  });

  // A room application is filed, allotted, refused and cleared by the API in both modes (decision
  // 034): the adapter only reads them, so the API and rules suites test those writes.
  it('complaints: filed, read, cleared', async () => {
    const complaint = await owner.port.complaints.create(sampleComplaint());
    expect((await admin.port.complaints.page({ limit: 20 })).items.map((item) => item._id)).toContain(
      complaint.insertedId,
    );
    expect(await refusal(other.port.complaints.remove(complaint.insertedId))).toBe(403);
    expect(await admin.port.complaints.remove(complaint.insertedId)).toMatchObject({ deletedCount: 1 });
  });

  it('a form sent again with its Idempotency-Key (its first answer lost) is the first record, stored once', async () => {
    // The outbox's resend (issue 33): the record's id is made from the key, the rules refuse to
    // write it twice, and the adapter reads the owner's record back.
    const key = 'a1'.repeat(16);
    const first = await owner.port.complaints.create(sampleComplaint(), { idempotencyKey: key });
    expect(first.insertedId).toBe(key.slice(0, 24));
    expect(await owner.port.complaints.create(sampleComplaint(), { idempotencyKey: key })).toEqual(first);
    const owners = (await admin.port.complaints.page({ limit: 200 })).items.filter(
      (item) => item._id === first.insertedId,
    );
    expect(owners.map((item) => item.email)).toEqual([owner.email]);
    // Someone else's send with that key is not theirs to read back: refused.
    expect(await refusal(other.port.complaints.create(sampleComplaint(), { idempotencyKey: key }))).toBe(403);
    // A paid form: its own transaction id is not "already used" against it.
    const paid = { idempotencyKey: 'b2'.repeat(16) };
    const token = await owner.port.tokenPurchases.create(sampleTokenPurchase({ Transaction_id: 'KY1000001' }), paid);
    expect(await owner.port.tokenPurchases.create(sampleTokenPurchase({ Transaction_id: 'KY1000001' }), paid)).toEqual(
      token,
    );
  });

  it('contact messages go to the office only', async () => {
    await owner.port.contactMessages.create(sampleContactMessage({ from_name: 'Rahim Uddin' }));
    expect((await admin.port.contactMessages.listAll()).length).toBeGreaterThanOrEqual(1);
    expect(await refusal(owner.port.contactMessages.listAll())).toBe(403);
  });

  it("the activity log: the Cloud Function's triggers log the office's actions; the office pages it, a student reads none", async () => {
    // Written by the triggers in the Functions emulator shortly after each change (decision 022).
    const approvals = await vi.waitFor(
      async () => {
        const page = await admin.port.activity.page({ limit: 50, action: 'approve' });
        // The token and the hall fee approved above.
        expect(page.items).toHaveLength(2);
        return page;
      },
      { timeout: 20_000, interval: 500 },
    );
    expect(approvals.items[0]).toMatchObject({ actorEmail: DEFAULT_ADMIN_EMAIL, collection: expect.any(String) });
    await vi.waitFor(
      async () => {
        const actions = (await admin.port.activity.page({ limit: 50 })).items.map((entry) => entry.action);
        // No allocate: a room is allotted through the API alone (issue 31), whose store logs it (rooms-contract.ts).
        for (const action of ['reject', 'transaction_released', 'clear'] as const) {
          expect(actions).toContain(action);
        }
      },
      { timeout: 20_000, interval: 500 },
    );
    const theirs = await admin.port.activity.page({ limit: 1, idPrefix: other.studentId });
    expect(theirs.items[0]?.studentId).toBe(other.studentId);
    expect(theirs.next).not.toBeNull();
    const more = await admin.port.activity.page({ limit: 50, idPrefix: other.studentId, after: theirs.next! });
    expect(more.items.every((entry) => entry.studentId === other.studentId)).toBe(true);
    expect(await admin.port.activity.count({ idPrefix: other.studentId })).toBe(1 + more.items.length);
    expect(await refusal(owner.port.activity.page({ limit: 5 }))).toBe(403);
  });
});

// Issue 31: the profile's Room card follows roomNews/{the caller's student id}, which the API's store bumps.
describe("a student's rooms, live", () => {
  it("rooms.watchMine hears the API announcing to the caller's profile id; an unverified account hears nothing", async () => {
    const app = initializeApp({ projectId: LOCAL_PROJECT_ID }, 'adapter-rooms-announce');
    const store = openFirestoreStore(getFirestore(app), asBucket(new FakeBucket()));
    const heard = { owner: 0, other: 0, unverified: 0 };
    let ownerHeard: () => void = () => {};
    const bumped = new Promise<void>((resolve) => (ownerHeard = resolve));
    const stops = [
      owner.port.rooms.watchMine(() => {
        heard.owner += 1;
        ownerHeard();
      }),
      other.port.rooms.watchMine(() => (heard.other += 1)),
      unverified.port.rooms.watchMine(() => (heard.unverified += 1)),
    ];
    try {
      // The listeners load the full SDK and give their first answer, which is not a change.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await store.rooms.announce([owner.studentId, unverified.studentId]);
      await bumped;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(heard).toEqual({ owner: 1, other: 0, unverified: 0 });
    } finally {
      for (const stop of stops) stop();
      await deleteApp(app);
    }
  });
});

describe('every query the adapter sent', () => {
  it('has its composite index in firestore.indexes.json and an order production accepts', () => {
    expect(sent.length).toBeGreaterThan(10);
    expect(sent.filter((query) => query.problem).map((query) => query.problem)).toEqual([]);
  });
});
