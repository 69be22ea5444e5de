// firestore.rules against the hall model's policy table, on the Firestore emulator. Runs under
// `firebase emulators:exec --only firestore,storage` (scripts/lib/rules-suite.ts); where Java 21
// or the emulator jars are missing, `npm test` says in one line that it skipped this suite.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { LIMITS, newestFirstOrder, normalizeTransactionId, policyCells } from '@hall/model';
import {
  ADMIN,
  firestoreOf,
  NEWCOMER,
  OTHER,
  OWNER,
  useRulesEnvironment,
  saveRulesCoverage,
  signedIn,
} from './environment.ts';
import {
  actorDb,
  bodies,
  cellCall,
  clearPending,
  createProfile,
  CREATED_AT,
  editProfile,
  fileRecord,
  NEW_ID,
  PAID,
  rejectPending,
  reseed,
  SEEDED_ID,
  write,
} from './scenarios.ts';
import { rulesVerdict } from './dining-scenarios.ts';

const env = useRulesEnvironment({ beforeEachTest: reseed, atEnd: saveRulesCoverage });

const verdict = (allowed: boolean) => (allowed ? 'allowed' : 'denied');

// The dining and room resources are written only through the API (THROUGH_THE_API): every client
// write of them is refused, whatever the table lets the API do; of their reads, the staff list, a
// day's counter, room applications and the inventory are read in Firestore as the policy says,
// the rest only through the API (rulesVerdict).
const rulesCells = policyCells().map((cell) => ({ ...cell, allowed: rulesVerdict(cell) }));

describe('the policy table, cell by cell', () => {
  for (const { actor, resource, operation, allowed } of rulesCells) {
    it(`${resource} ${operation} by ${actor}: ${verdict(allowed)}`, async () => {
      const call = cellCall(actorDb(env(), actor, resource, operation), actor, resource, operation);
      if (allowed) await assertSucceeds(call);
      else await assertFails(call);
    });
  }
});

// Every allowed write has a near miss that the rules refuse: the same actor, one thing wrong.
describe('near misses of the allowed writes', () => {
  const writes = rulesCells.filter(
    (cell) => cell.allowed && (cell.operation === 'create' || cell.operation === 'update'),
  );
  for (const { actor, resource, operation } of writes) {
    const what = operation === 'create' ? 'with an extra field' : 'that also changes createdAt';
    it(`${resource} ${operation} by ${actor} ${what}: denied`, async () => {
      const tweak =
        operation === 'create'
          ? (data: Record<string, unknown>) => ({ ...data, hacked: true })
          : (data: Record<string, unknown>) => ({ ...data, createdAt: '2030-01-01T00:00:00.000Z' });
      await assertFails(cellCall(actorDb(env(), actor, resource, operation), actor, resource, operation, tweak));
    });
  }

  // And every admin grant needs the verified address.
  // (Cells open to students as well, like reading notices, do not depend on it.)
  const adminOnly = rulesCells.filter(
    (cell) =>
      cell.actor === 'admin' &&
      cell.allowed &&
      !rulesCells.some(
        (other) =>
          other.actor !== 'admin' &&
          other.allowed &&
          other.resource === cell.resource &&
          other.operation === cell.operation,
      ),
  );
  for (const { resource, operation } of adminOnly) {
    it(`${resource} ${operation} by the admin's address unverified: denied`, async () => {
      await assertFails(cellCall(firestoreOf(signedIn(env(), ADMIN, false)), 'admin', resource, operation));
    });
  }
});

describe('students see only their own records', () => {
  it('a student lists their own requests with the owner filter', async () => {
    const db = firestoreOf(signedIn(env(), OWNER));
    const mine = await assertSucceeds(
      getDocs(query(collection(db, 'tokenPurchases'), where('email', '==', OWNER.email))),
    );
    expect(mine.docs.map((found) => found.id)).toEqual([SEEDED_ID]);
  });

  it('a list query without the owner filter is refused', async () => {
    await assertFails(getDocs(collection(firestoreOf(signedIn(env(), OWNER)), 'hallFees')));
  });

  it("a query filtered on another student's e-mail is refused", async () => {
    const db = firestoreOf(signedIn(env(), OTHER));
    await assertFails(getDocs(query(collection(db, 'complaints'), where('email', '==', OWNER.email))));
  });

  it("a student cannot read another student's profile or request", async () => {
    const db = firestoreOf(signedIn(env(), OTHER));
    await assertFails(getDoc(doc(db, 'users', OWNER.uid)));
    await assertFails(getDoc(doc(db, 'roomAllotments', SEEDED_ID)));
  });
});

// The paged queries of the Firestore adapter (decision 016), as it builds them.
describe('pages and counts', () => {
  /** A page after a cursor; with `idPrefix`, the student-id search, ordered as newestFirstOrder says. */
  const paged = (
    db: ReturnType<typeof firestoreOf>,
    kind: string,
    filters: ReturnType<typeof where>[],
    idPrefix?: string,
  ) => {
    const order = newestFirstOrder(idPrefix === undefined ? null : 'id');
    const range = idPrefix === undefined ? [] : [where('id', '>=', idPrefix), where('id', '<', `${idPrefix}\uf8ff`)];
    return query(
      collection(db, kind),
      ...filters,
      ...range,
      ...order.map((field) => orderBy(field, 'desc')),
      orderBy(documentId(), 'desc'),
      startAfter(...order.map((field) => (field === 'id' ? '9999999' : '9999-12-31T00:00:00.000Z')), 'zzzz'),
      limit(51),
    );
  };

  it('the admin pages, searches by id prefix, filters approved records and counts them', async () => {
    const db = firestoreOf(signedIn(env(), ADMIN));
    await assertSucceeds(getDocs(paged(db, 'tokenPurchases', [])));
    await assertSucceeds(getDocs(paged(db, 'hallFees', [where('status', '==', 'confirm')])));
    await assertSucceeds(getDocs(paged(db, 'roomAllotments', [], '1904')));
    await assertSucceeds(getDocs(paged(db, 'tokenPurchases', [where('status', '==', 'confirm')], '1904')));
    await assertSucceeds(
      getCountFromServer(query(collection(db, 'complaints'), where('id', '>=', '19'), where('id', '<', '19\uf8ff'))),
    );
    await assertSucceeds(getCountFromServer(query(collection(db, 'tokenPurchases'), where('status', '==', 'confirm'))));
  });

  it('a student pages and counts their own history only', async () => {
    const db = firestoreOf(signedIn(env(), OWNER));
    await assertSucceeds(getDocs(paged(db, 'tokenPurchases', [where('email', '==', OWNER.email)])));
    await assertSucceeds(getCountFromServer(query(collection(db, 'hallFees'), where('email', '==', OWNER.email))));
    await assertFails(getDocs(paged(db, 'tokenPurchases', [])));
    await assertFails(getDocs(paged(db, 'tokenPurchases', [], '19')));
    await assertFails(getCountFromServer(query(collection(db, 'tokenPurchases'))));
    await assertFails(getCountFromServer(query(collection(db, 'complaints'), where('email', '==', OTHER.email))));
  });
});

describe('the activity log (issue 19; written by the server, decision 022)', () => {
  it('nobody changes or removes an entry, the admin included', async () => {
    for (const person of [ADMIN, OWNER]) {
      const db = firestoreOf(signedIn(env(), person));
      await assertFails(updateDoc(doc(db, 'activity', SEEDED_ID), { action: 'clear' }));
      await assertFails(deleteDoc(doc(db, 'activity', SEEDED_ID)));
    }
  });

  it('the admin pages the log newest first, by action or student id; a student reads none of it', async () => {
    const admin = firestoreOf(signedIn(env(), ADMIN));
    const newest = (filters: ReturnType<typeof where>[], idPrefix?: string) =>
      query(
        collection(admin, 'activity'),
        ...filters,
        ...(idPrefix === undefined
          ? []
          : [where('studentId', '>=', idPrefix), where('studentId', '<', `${idPrefix}\uf8ff`)]),
        ...newestFirstOrder(idPrefix === undefined ? null : 'studentId').map((field) => orderBy(field, 'desc')),
        orderBy(documentId(), 'desc'),
        limit(51),
      );
    await assertSucceeds(getDocs(newest([])));
    await assertSucceeds(getDocs(newest([where('action', '==', 'approve')])));
    await assertSucceeds(getDocs(newest([], '19')));
    await assertSucceeds(getDocs(newest([where('action', '==', 'approve')], '19')));
    const student = firestoreOf(signedIn(env(), OWNER));
    await assertFails(getDocs(collection(student, 'activity')));
    await assertFails(getDoc(doc(student, 'activity', SEEDED_ID)));
  });
});

describe('attacks', () => {
  it('a student cannot file a request that is already approved', async () => {
    const db = firestoreOf(signedIn(env(), OWNER));
    await assertFails(
      fileRecord(db, 'tokenPurchases', NEW_ID, { ...bodies.tokenPurchases(OWNER, 'TXN900001'), status: 'confirm' }),
    );
    await assertFails(
      fileRecord(db, 'roomAllotments', NEW_ID, {
        ...bodies.roomAllotments(OWNER),
        status: 'confirm',
        SelectedRoom: 'A-101',
      }),
    );
  });

  it('a student cannot approve their own request', async () => {
    const db = firestoreOf(signedIn(env(), OWNER));
    await assertFails(updateDoc(doc(db, 'hallFees', SEEDED_ID), { status: 'confirm' }));
  });

  it("a student cannot file a request in another student's name, nor under another name than their profile's", async () => {
    const db = firestoreOf(signedIn(env(), OTHER));
    await assertFails(fileRecord(db, 'complaints', NEW_ID, bodies.complaints(OWNER)));
    await assertFails(fileRecord(db, 'complaints', NEW_ID, { ...bodies.complaints(OTHER), name: 'Someone Else' }));
    await assertSucceeds(fileRecord(db, 'complaints', NEW_ID, bodies.complaints(OTHER)));
  });

  it("a student cannot change another student's profile, nor their own e-mail or id", async () => {
    await assertFails(editProfile(firestoreOf(signedIn(env(), OTHER)), OWNER.uid, { name: 'Taken Over' }));
    const own = firestoreOf(signedIn(env(), OWNER));
    await assertFails(editProfile(own, OWNER.uid, { email: OTHER.email }));
    await assertFails(editProfile(own, OWNER.uid, { id: '9999999' }));
    await assertFails(editProfile(own, OWNER.uid, { phone: 'call me' }));
    await assertSucceeds(editProfile(own, OWNER.uid, { phone: '' }));
  });

  it('oversized strings are refused', async () => {
    const db = firestoreOf(signedIn(env(), OWNER));
    const long = (size: number) => 'x'.repeat(size);
    await assertFails(
      fileRecord(db, 'complaints', NEW_ID, { ...bodies.complaints(OWNER), complains: long(LIMITS.complaint + 1) }),
    );
    await assertSucceeds(
      fileRecord(db, 'complaints', NEW_ID, { ...bodies.complaints(OWNER), complains: long(LIMITS.complaint) }),
    );
    await assertFails(editProfile(db, OWNER.uid, { name: long(LIMITS.name + 1) }));
    await assertFails(
      fileRecord(db, 'contactMessages', NEW_ID, {
        ...bodies.contactMessages(OWNER),
        message: long(LIMITS.message + 1),
      }),
    );
  });

  it('text of only invisible characters, control characters and dates outside the hall window are refused', async () => {
    const db = firestoreOf(signedIn(env(), OWNER));
    for (const complains of [
      '\u200B\u200B',
      '\uFEFF',
      ' \u3164 ',
      'Fan\u0000 broken',
      'Line 1\nLine 2\u0007',
      'abc\u202Eevil',
      '\u0301\u0301',
    ]) {
      await assertFails(fileRecord(db, 'complaints', NEW_ID, { ...bodies.complaints(OWNER), complains }));
    }
    await assertSucceeds(
      fileRecord(db, 'complaints', NEW_ID, { ...bodies.complaints(OWNER), complains: 'Line 1\nLine 2 র\u200D্যাব' }),
    );
    for (const [start, end] of [
      ['0000-01-01', '2024-05-30'],
      ['2024-05-01', '9999-12-31'],
      ['1999-12-31', '2024-05-30'],
    ]) {
      await assertFails(
        fileRecord(db, 'tokenPurchases', NEW_ID, {
          ...bodies.tokenPurchases(OWNER, 'TXN900101'),
          Start_date: start,
          End_date: end,
        }),
      );
    }
  });

  it('values outside the model constants are refused', async () => {
    const db = firestoreOf(signedIn(env(), OWNER));
    await assertFails(
      fileRecord(db, 'tokenPurchases', NEW_ID, { ...bodies.tokenPurchases(OWNER, 'TXN900002'), amount: '100' }),
    );
    await assertFails(fileRecord(db, 'hallFees', NEW_ID, { ...bodies.hallFees(OWNER, 'TXN900003'), lavel: '5' }));
    await assertFails(
      fileRecord(db, 'hallFees', NEW_ID, { ...bodies.hallFees(OWNER, 'TXN900004'), month_start: 'June' }),
    );
    await assertFails(
      fileRecord(db, 'hallFees', NEW_ID, {
        ...bodies.hallFees(OWNER, 'TXN900005'),
        month_start: 'july',
        month_end: 'March',
      }),
    );
    await assertFails(fileRecord(db, 'roomAllotments', NEW_ID, { ...bodies.roomAllotments(OWNER), room_2: '../etc' }));
    await assertFails(
      fileRecord(db, 'roomAllotments', NEW_ID, {
        ...bodies.roomAllotments(OWNER),
        pre_room: 'R'.repeat(LIMITS.room + 1),
      }),
    );
    await assertFails(
      fileRecord(db, 'tokenPurchases', NEW_ID, {
        ...bodies.tokenPurchases(OWNER, 'TXN900006'),
        Start_date: '2024-05-30',
        End_date: '2024-05-01',
      }),
    );
  });

  it('the admin approves with status confirm only; a room is allotted through the API alone (issue 31)', async () => {
    const db = firestoreOf(signedIn(env(), ADMIN));
    await assertFails(updateDoc(doc(db, 'tokenPurchases', SEEDED_ID), { status: 'rejected' }));
    await assertFails(updateDoc(doc(db, 'tokenPurchases', SEEDED_ID), { status: 'confirm', amount: '1300' }));
    await assertFails(updateDoc(doc(db, 'roomAllotments', SEEDED_ID), { status: 'confirm' }));
    await assertFails(updateDoc(doc(db, 'roomAllotments', SEEDED_ID), { status: 'confirm', SelectedRoom: 'B-201' }));
    await assertSucceeds(updateDoc(doc(db, 'tokenPurchases', SEEDED_ID), { status: 'confirm' }));
  });

  it("the admin's address without a verified e-mail is a student like any other", async () => {
    const db = firestoreOf(signedIn(env(), ADMIN, false));
    await assertFails(getDocs(collection(db, 'tokenPurchases')));
    await assertFails(updateDoc(doc(db, 'tokenPurchases', SEEDED_ID), { status: 'confirm' }));
    await assertFails(write(db, ['notices', NEW_ID], bodies.notices()));
  });

  it('a hall fee may wrap the year (decision 014); room applications, whatever their rooms, are the API’s (issue 31)', async () => {
    const db = firestoreOf(signedIn(env(), OWNER));
    await assertSucceeds(
      fileRecord(db, 'hallFees', NEW_ID, {
        ...bodies.hallFees(OWNER, 'TXN900007'),
        month_start: 'November',
        month_end: 'February',
      }),
    );
    const rooms = { room_1: '313 North', room_2: 'B-12', room_3: '4/7', room_4: '101', pre_room: 'N/A' };
    await assertFails(fileRecord(db, 'roomAllotments', 'room-names', { ...bodies.roomAllotments(OWNER), ...rooms }));
    await assertFails(
      updateDoc(doc(firestoreOf(signedIn(env(), ADMIN)), 'roomAllotments', SEEDED_ID), {
        status: 'confirm',
        SelectedRoom: '313 North',
      }),
    );
  });

  it('a new request stores its transaction id upper-case without spaces, as the model normalises it', async () => {
    const db = firestoreOf(signedIn(env(), OWNER));
    await assertFails(fileRecord(db, 'hallFees', NEW_ID, bodies.hallFees(OWNER, 'txn900008')));
    await assertFails(fileRecord(db, 'hallFees', NEW_ID, bodies.hallFees(OWNER, 'TXN 900008')));
    await assertSucceeds(fileRecord(db, 'hallFees', NEW_ID, bodies.hallFees(OWNER, 'TXN900008')));
  });

  it('a bKash transaction id pays once', async () => {
    const db = firestoreOf(signedIn(env(), OWNER));
    // TXN100001 paid for the seeded token purchase.
    await assertFails(fileRecord(db, 'tokenPurchases', NEW_ID, bodies.tokenPurchases(OWNER, 'TXN100001')));
    await assertFails(fileRecord(db, 'hallFees', NEW_ID, bodies.hallFees(OWNER, 'TXN100001')));
    await assertSucceeds(fileRecord(db, 'hallFees', NEW_ID, bodies.hallFees(OWNER, 'TXN300001')));
  });

  it('a paid request needs its claim, and a claim needs its new request', async () => {
    const db = firestoreOf(signedIn(env(), OWNER));
    await assertFails(write(db, ['tokenPurchases', NEW_ID], bodies.tokenPurchases(OWNER, 'TXN400001')));
    await assertFails(
      write(db, ['transactions', 'TXN400002'], {
        collection: 'tokenPurchases',
        recordId: NEW_ID,
        createdAt: CREATED_AT,
      }),
    );
    // A claim pointing at an existing record (to burn someone's id) is refused too.
    await assertFails(
      write(db, ['transactions', 'TXN100001X'], {
        collection: 'tokenPurchases',
        recordId: SEEDED_ID,
        createdAt: CREATED_AT,
      }),
    );
    // The claim must name the record it pays for.
    const batch = writeBatch(db);
    batch.set(doc(db, 'tokenPurchases', NEW_ID), bodies.tokenPurchases(OWNER, 'TXN400003'));
    batch.set(doc(db, 'transactions', 'TXN400003'), {
      collection: 'hallFees',
      recordId: NEW_ID,
      createdAt: CREATED_AT,
    });
    await assertFails(batch.commit());
  });

  it('clearing a pending request releases its claim, in the same batch; another student then pays with the id', async () => {
    const admin = firestoreOf(signedIn(env(), ADMIN));
    await assertFails(deleteDoc(doc(admin, 'tokenPurchases', SEEDED_ID)));
    await assertFails(deleteDoc(doc(admin, 'transactions', 'TXN100001')));
    await assertSucceeds(clearPending(admin, 'tokenPurchases', SEEDED_ID, 'TXN100001'));
    // The id as another student types it; the record holds it as the model normalises it, and
    // only so (the claim's id is the record's).
    const other = firestoreOf(signedIn(env(), OTHER));
    await assertFails(fileRecord(other, 'hallFees', NEW_ID, bodies.hallFees(OTHER, 'txn100001')));
    await assertSucceeds(
      fileRecord(other, 'hallFees', NEW_ID, bodies.hallFees(OTHER, normalizeTransactionId('txn 100001'))),
    );
  });

  it('clearing an approved request keeps its claim: the id stays spent', async () => {
    const admin = firestoreOf(signedIn(env(), ADMIN));
    await assertSucceeds(updateDoc(doc(admin, 'tokenPurchases', SEEDED_ID), { status: 'confirm' }));
    await assertFails(clearPending(admin, 'tokenPurchases', SEEDED_ID, 'TXN100001'));
    await assertSucceeds(deleteDoc(doc(admin, 'tokenPurchases', SEEDED_ID)));
    await assertFails(
      fileRecord(
        firestoreOf(signedIn(env(), OWNER)),
        'tokenPurchases',
        NEW_ID,
        bodies.tokenPurchases(OWNER, 'TXN100001'),
      ),
    );
  });

  it('a student cannot release a claim, even their own', async () => {
    await assertFails(clearPending(firestoreOf(signedIn(env(), OWNER)), 'tokenPurchases', SEEDED_ID, 'TXN100001'));
    await assertFails(deleteDoc(doc(firestoreOf(signedIn(env(), OWNER)), 'transactions', 'TXN100001')));
  });

  it('claims are read one at a time by the admin only; a student may ask only where there is none', async () => {
    const admin = firestoreOf(signedIn(env(), ADMIN));
    const claim = await assertSucceeds(getDoc(doc(admin, 'transactions', 'TXN100001')));
    expect(claim.data()).toMatchObject({ collection: 'tokenPurchases', recordId: SEEDED_ID });
    for (const person of [OWNER, OTHER]) {
      const db = firestoreOf(signedIn(env(), person));
      await assertFails(getDoc(doc(db, 'transactions', 'TXN100001')));
      expect((await assertSucceeds(getDoc(doc(db, 'transactions', 'TXN999999')))).exists()).toBe(false);
    }
    await assertFails(getDoc(doc(firestoreOf(env().unauthenticatedContext()), 'transactions', 'TXN999999')));
    await assertFails(getDocs(collection(admin, 'transactions')));
    await assertFails(updateDoc(doc(admin, 'transactions', 'TXN100001'), { recordId: NEW_ID }));
  });

  it('an e-mail guard is read only by its owner and changed only by re-pointing', async () => {
    await assertSucceeds(getDoc(doc(firestoreOf(signedIn(env(), OWNER)), 'userEmails', OWNER.email)));
    await assertFails(getDoc(doc(firestoreOf(signedIn(env(), OTHER)), 'userEmails', OWNER.email)));
    await assertFails(
      updateDoc(doc(firestoreOf(signedIn(env(), OWNER)), 'userEmails', OWNER.email), { userId: OTHER.uid }),
    );
  });

  it('a student recreated in Auth re-points the guard once the old profile is gone; the admin may remove a guard', async () => {
    const recreated = { ...OWNER, uid: 'owner-recreated-uid' };
    const db = firestoreOf(signedIn(env(), recreated));
    await assertFails(createProfile(db, recreated));
    await env().withSecurityRulesDisabled((context) => deleteDoc(doc(firestoreOf(context), 'users', OWNER.uid)));
    await assertSucceeds(createProfile(db, recreated));
    await assertSucceeds(fileRecord(db, 'complaints', NEW_ID, bodies.complaints(recreated)));
    await assertFails(deleteDoc(doc(firestoreOf(signedIn(env(), OTHER)), 'userEmails', OTHER.email)));
    await assertSucceeds(deleteDoc(doc(firestoreOf(signedIn(env(), ADMIN)), 'userEmails', OTHER.email)));
  });

  it('the admin removes the old profile of a student recreated in Auth; the new account then signs up and files', async () => {
    const recreated = { ...OWNER, uid: 'owner-recreated-uid' };
    const db = firestoreOf(signedIn(env(), recreated));
    await assertFails(createProfile(db, recreated));
    await assertFails(deleteDoc(doc(firestoreOf(signedIn(env(), OWNER)), 'users', OWNER.uid)));
    await assertFails(deleteDoc(doc(firestoreOf(signedIn(env(), OTHER)), 'users', OWNER.uid)));
    await assertSucceeds(deleteDoc(doc(firestoreOf(signedIn(env(), ADMIN)), 'users', OWNER.uid)));
    await assertSucceeds(createProfile(db, recreated));
    await assertSucceeds(fileRecord(db, 'complaints', NEW_ID, bodies.complaints(recreated)));
  });

  it("the admin rejects a pending request with a one-line reason, releasing a paid one's claim in the same batch (decision 031)", async () => {
    const admin = firestoreOf(signedIn(env(), ADMIN));
    // The claim must go with the rejection, and the reason is required, bounded and one line.
    await assertFails(
      updateDoc(doc(admin, 'tokenPurchases', SEEDED_ID), { status: 'rejected', rejectReason: 'Wrong bKash id' }),
    );
    await assertFails(deleteDoc(doc(admin, 'transactions', 'TXN100001')));
    for (const reason of ['', ' \u200B ', 'x'.repeat(LIMITS.rejectReason + 1), 'two\nlines', 42]) {
      await assertFails(rejectPending(admin, 'tokenPurchases', SEEDED_ID, reason, 'TXN100001'));
    }
    const batch = writeBatch(admin);
    batch.update(doc(admin, 'hallFees', SEEDED_ID), { status: 'rejected', rejectReason: 'Paid twice', amount: '1' });
    batch.delete(doc(admin, 'transactions', 'TXN200001'));
    await assertFails(batch.commit());
    await assertSucceeds(
      rejectPending(admin, 'tokenPurchases', SEEDED_ID, 'x'.repeat(LIMITS.rejectReason), 'TXN100001'),
    );
    await assertSucceeds(rejectPending(admin, 'hallFees', SEEDED_ID, 'Wrong bKash id', 'TXN200001'));
    // A room application is rejected through the API alone (issue 31).
    await assertFails(rejectPending(admin, 'roomAllotments', SEEDED_ID, 'Rooms are full'));
    // The owner reads the decision; the ids can pay again.
    const owner = firestoreOf(signedIn(env(), OWNER));
    expect((await assertSucceeds(getDoc(doc(owner, 'hallFees', SEEDED_ID)))).data()).toMatchObject({
      status: 'rejected',
      rejectReason: 'Wrong bKash id',
    });
    await assertSucceeds(
      fileRecord(
        firestoreOf(signedIn(env(), OTHER)),
        'hallFees',
        NEW_ID,
        bodies.hallFees(OTHER, normalizeTransactionId('txn100001')),
      ),
    );
  });

  it('a rejection is final, an approved request cannot be rejected, and a student rejects nothing', async () => {
    const admin = firestoreOf(signedIn(env(), ADMIN));
    await assertFails(
      rejectPending(firestoreOf(signedIn(env(), OWNER)), 'tokenPurchases', SEEDED_ID, 'Never mind', 'TXN100001'),
    );
    await assertFails(rejectPending(firestoreOf(signedIn(env(), OWNER)), 'roomAllotments', SEEDED_ID, 'Never mind'));
    await assertSucceeds(rejectPending(admin, 'tokenPurchases', SEEDED_ID, 'Wrong bKash id', 'TXN100001'));
    await assertFails(rejectPending(admin, 'roomAllotments', SEEDED_ID, 'Rooms are full'));
    await assertFails(updateDoc(doc(admin, 'tokenPurchases', SEEDED_ID), { status: 'confirm' }));
    await assertFails(updateDoc(doc(admin, 'tokenPurchases', SEEDED_ID), { rejectReason: 'Another reason' }));
    await assertFails(
      updateDoc(doc(admin, 'tokenPurchases', SEEDED_ID), { pdfFileName: 'a1a1a1a1a1a1a1a1a1a1a1a1.pdf' }),
    );
    await assertFails(updateDoc(doc(admin, 'roomAllotments', SEEDED_ID), { status: 'confirm', SelectedRoom: 'B-201' }));
    // A rejected paid request is cleared without a claim to release.
    await assertSucceeds(deleteDoc(doc(admin, 'tokenPurchases', SEEDED_ID)));

    await assertSucceeds(updateDoc(doc(admin, 'hallFees', SEEDED_ID), { status: 'confirm' }));
    await assertFails(rejectPending(admin, 'hallFees', SEEDED_ID, 'Too late', 'TXN200001'));
    await assertFails(updateDoc(doc(admin, 'hallFees', SEEDED_ID), { status: 'rejected', rejectReason: 'Too late' }));
  });

  it('a PDF is attached only to an approved token purchase', async () => {
    const admin = firestoreOf(signedIn(env(), ADMIN));
    await assertFails(
      updateDoc(doc(admin, 'tokenPurchases', SEEDED_ID), { pdfFileName: 'a1a1a1a1a1a1a1a1a1a1a1a1.pdf' }),
    );
    await assertSucceeds(updateDoc(doc(admin, 'tokenPurchases', SEEDED_ID), { status: 'confirm' }));
    await assertSucceeds(
      updateDoc(doc(admin, 'tokenPurchases', SEEDED_ID), { pdfFileName: 'a1a1a1a1a1a1a1a1a1a1a1a1.pdf' }),
    );
  });

  it("createdAt is the server's time: a client-chosen date is refused on every create", async () => {
    const db = firestoreOf(signedIn(env(), OWNER));
    const future = new Date('9999-12-31T00:00:00Z');
    await assertFails(fileRecord(db, 'complaints', NEW_ID, { ...bodies.complaints(OWNER), createdAt: future }));
    await assertFails(
      fileRecord(db, 'complaints', NEW_ID, { ...bodies.complaints(OWNER), createdAt: '9999-12-31T00:00:00.000Z' }),
    );
    await assertFails(
      fileRecord(db, 'tokenPurchases', NEW_ID, { ...bodies.tokenPurchases(OWNER, 'TXN600001'), createdAt: future }),
    );
    await assertFails(
      fileRecord(db, 'contactMessages', NEW_ID, { ...bodies.contactMessages(OWNER), createdAt: future }),
    );
    await assertSucceeds(fileRecord(db, 'complaints', NEW_ID, bodies.complaints(OWNER)));
    const stored = await getDoc(doc(db, 'complaints', NEW_ID));
    expect(stored.get('createdAt').toDate().toISOString().slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
  });

  it('dates are real calendar dates', async () => {
    const db = firestoreOf(signedIn(env(), OWNER));
    const body = (start: string, end: string) => ({
      ...bodies.tokenPurchases(OWNER, 'TXN500001'),
      Start_date: start,
      End_date: end,
    });
    await assertFails(fileRecord(db, 'tokenPurchases', NEW_ID, body('2025-02-29', '2025-03-10')));
    await assertFails(fileRecord(db, 'tokenPurchases', NEW_ID, body('2024-04-31', '2024-05-10')));
    await assertSucceeds(fileRecord(db, 'tokenPurchases', NEW_ID, body('2024-02-29', '2024-03-10')));
  });

  it('one profile per account and per e-mail, under the own uid, without a phone or extra fields', async () => {
    const newcomer = firestoreOf(signedIn(env(), NEWCOMER));
    await assertFails(createProfile(newcomer, { ...NEWCOMER, uid: 'someone-else' }));
    await assertFails(createProfile(newcomer, NEWCOMER, { ...bodies.users(NEWCOMER), phone: '01712345678' }));
    await assertFails(createProfile(newcomer, NEWCOMER, { ...bodies.users(NEWCOMER), email: 'u1904003@gmail.com' }));
    const profileOnly = writeBatch(newcomer);
    profileOnly.set(doc(newcomer, 'users', NEWCOMER.uid), bodies.users(NEWCOMER));
    await assertFails(profileOnly.commit());
    await assertSucceeds(createProfile(newcomer, NEWCOMER));
    await assertFails(createProfile(newcomer, NEWCOMER));
    // A second account registered with the owner's address (unverified) cannot take it over.
    const impostor = firestoreOf(
      env().authenticatedContext('impostor-uid', { email: OWNER.email, email_verified: false }),
    );
    await assertFails(createProfile(impostor, { ...OWNER, uid: 'impostor-uid' }));
  });

  it('unknown collections are closed (no catch-all)', async () => {
    const db = firestoreOf(signedIn(env(), ADMIN));
    await assertFails(write(db, ['settings', 'portal'], { open: true }));
    await assertFails(getDoc(doc(db, 'settings', 'portal')));
  });
});

// Decision 012: only a verified CUET address files anything; a u<digits>@ address fixes the id.
describe('verified students and their student ids', () => {
  it('an unverified owner may make their profile but files nothing, not even a contact message', async () => {
    const unverified = firestoreOf(signedIn(env(), OWNER, false));
    for (const resource of ['tokenPurchases', 'hallFees', 'roomAllotments', 'complaints', 'contactMessages'] as const) {
      await assertFails(
        fileRecord(
          unverified,
          resource,
          NEW_ID,
          bodies[resource](OWNER, PAID.includes(resource) ? 'UNVERIFIED1' : undefined),
        ),
      );
    }
    await assertSucceeds(createProfile(firestoreOf(signedIn(env(), NEWCOMER, false)), NEWCOMER));
  });

  it('a contact message needs the sender’s profile', async () => {
    const noProfile = firestoreOf(signedIn(env(), NEWCOMER));
    await assertFails(fileRecord(noProfile, 'contactMessages', NEW_ID, bodies.contactMessages(NEWCOMER)));
    await assertSucceeds(
      fileRecord(firestoreOf(signedIn(env(), OTHER)), 'contactMessages', NEW_ID, bodies.contactMessages(OTHER)),
    );
  });

  it('a profile of a u<digits>@ address carries exactly those digits as its id', async () => {
    const newcomer = firestoreOf(signedIn(env(), NEWCOMER));
    await assertFails(createProfile(newcomer, NEWCOMER, { ...bodies.users(NEWCOMER), id: '1904001' }));
    await assertFails(createProfile(newcomer, NEWCOMER, { ...bodies.users(NEWCOMER), id: '190400' }));
    await assertFails(createProfile(newcomer, NEWCOMER, { ...bodies.users(NEWCOMER), id: 'st' }));
    await assertSucceeds(createProfile(newcomer, NEWCOMER));
  });

  // Issue 28: a student account is exactly u and 7 digits; no other address poses as a student.
  it('another address of the domain, or a +tag, makes no profile and files nothing', async () => {
    const posers = [
      { uid: 'office-uid', email: 'dining.office@student.cuet.ac.bd', name: 'Dining Office', id: 'DINING-1' },
      { uid: 'named-uid', email: 'rahim.uddin@student.cuet.ac.bd', name: 'Rahim Uddin', id: OWNER.id },
      { uid: 'tagged-uid', email: `u1904005+${OWNER.id}@student.cuet.ac.bd`, name: 'Rahim Uddin', id: OWNER.id },
      { uid: 'long-uid', email: `u${OWNER.id}1@student.cuet.ac.bd`, name: 'Rahim Uddin', id: `${OWNER.id}1` },
    ];
    for (const poser of posers) {
      const db = firestoreOf(signedIn(env(), poser));
      await assertFails(createProfile(db, poser));
      await assertFails(fileRecord(db, 'complaints', NEW_ID, bodies.complaints(poser)));
    }
    // Even with a profile put there by other means, such an account files nothing.
    const [named] = posers;
    await env().withSecurityRulesDisabled((context) => createProfile(firestoreOf(context), named!));
    await assertFails(
      fileRecord(firestoreOf(signedIn(env(), named!)), 'complaints', NEW_ID, bodies.complaints(named!)),
    );
  });
});
