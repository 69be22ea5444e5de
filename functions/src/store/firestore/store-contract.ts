// The store port's contract (port.ts) as one suite that any store must pass. The SQLite store is
// the reference: firestore-store.test.ts runs this suite on it, on the Firestore store over an
// in-memory double, and on the Firestore store over the emulator where one runs.
import type { StoredAnswer } from '../port.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APPROVED_STATUS, REJECTED_STATUS, type Complaint, type HallFee, type TokenPurchase } from '@hall/model';
import {
  sampleContactMessage,
  sampleHallFee,
  sampleNotice,
  sampleRoomAllotment,
  sampleStudent,
  sampleTokenPurchase,
} from '@hall/model/samples';
import {
  DuplicateUserError,
  InvalidCursorError,
  TransactionIdUsedError,
  type ListFilter,
  type NewRecord,
  type Store,
} from '../port.ts';
import { describeDiningContract } from './dining-contract.ts';
import { describeRoomsContract } from './rooms-contract.ts';

export interface OpenedStore {
  store: Store;
  close(): Promise<void>;
}

const OWNER = sampleStudent.email;
const OTHER = 'u1904002@student.cuet.ac.bd';

const purchase = (email: string, transactionId: string): NewRecord<TokenPurchase> => ({
  ...sampleStudent,
  email,
  ...sampleTokenPurchase({ Transaction_id: transactionId }),
});

const hallFee = (email: string, transactionId: string): NewRecord<HallFee> => ({
  ...sampleStudent,
  email,
  ...sampleHallFee({ Transaction_id: transactionId }),
});

const complaint = (email: string, text: string): NewRecord<Complaint> => ({ ...sampleStudent, email, complains: text });

/** Every page of a filter, one after the other, as the dashboard walks them. */
async function allPages(store: Store, filter: ListFilter, limit: number): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let after: string | undefined;
  let pages = 0;
  do {
    const page = await store.tokenPurchases.page({ ...filter, limit, ...(after === undefined ? {} : { after }) });
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((record) => record._id));
    pages += 1;
    after = page.next ?? undefined;
  } while (after !== undefined && pages < 100);
  return { ids, pages };
}

const STUDENT_IDS = ['1904001', '1904002', '1904013', '2004017', '2104190'];

/** Distinct milliseconds, so that "newest first" has one right answer. */
const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 3));

export function describeStoreContract(name: string, open: () => Promise<OpenedStore>): void {
  describe(`store contract: ${name}`, () => {
    let opened: OpenedStore;
    let store: Store;
    beforeEach(async () => {
      opened = await open();
      store = opened.store;
    });
    afterEach(async () => {
      await opened.close();
    });

    it('answers ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it('reserves an Idempotency-Key once per caller, keeps the first answer, and frees a key without one', async () => {
      const fingerprint = 'POST /api/complains abc';
      const first = { fingerprint, status: 201, body: { acknowledged: true, insertedId: 'a'.repeat(24) } };
      expect(await store.idempotency.reserve('uid:1', 'key-1', fingerprint)).toBeNull();
      // Another request with the key while the first runs, whatever it is.
      expect(await store.idempotency.reserve('uid:1', 'key-1', fingerprint)).toEqual({ fingerprint, running: true });
      expect(await store.idempotency.reserve('uid:1', 'key-1', 'POST /api/complains xyz')).toEqual({
        fingerprint,
        running: true,
      });
      // Each caller has their own keys.
      expect(await store.idempotency.reserve('uid:2', 'key-1', fingerprint)).toBeNull();
      await store.idempotency.complete('uid:1', 'key-1', first);
      // A release after the answer keeps the answer.
      await store.idempotency.release('uid:1', 'key-1');
      expect(await store.idempotency.reserve('uid:1', 'key-1', fingerprint)).toEqual(first);
      // A refused request's key is free again.
      await store.idempotency.release('uid:2', 'key-1');
      expect(await store.idempotency.reserve('uid:2', 'key-1', 'POST /api/hallfee def')).toBeNull();
    });

    it("keeps a keyed request's answer in its record's own transaction (issue 34)", async () => {
      const answerKey = (key: string, answer: (id: string) => StoredAnswer) => ({ caller: 'uid:9', key, answer });
      const stored = (id: string) => ({
        fingerprint: 'POST /api/complains abc',
        status: 201,
        body: { insertedId: id },
      });
      expect(await store.idempotency.reserve('uid:9', 'crash-1', 'POST /api/complains abc')).toBeNull();
      const saved = await store.complaints.insert(
        complaint(OWNER, 'The lift is stuck'),
        undefined,
        answerKey('crash-1', stored),
      );
      // No complete(): as if the process died right after the commit. The retry finds the answer.
      expect(await store.idempotency.reserve('uid:9', 'crash-1', 'POST /api/complains abc')).toEqual(stored(saved._id));
      // An answer that cannot be stored leaves no record either.
      const before = await store.complaints.count();
      await expect(
        store.complaints.insert(
          complaint(OWNER, 'The lift is stuck again'),
          undefined,
          answerKey('crash-2', () => {
            throw new Error('no answer');
          }),
        ),
      ).rejects.toThrow('no answer');
      expect(await store.complaints.count()).toBe(before);
      // A profile too.
      expect(await store.idempotency.reserve('uid:9', 'crash-3', 'POST /api/users abc')).toBeNull();
      const user = await store.users.insert(
        { name: 'Karim', email: OTHER, id: '1904002' },
        {
          uid: 'uid-9',
          answerKey: answerKey('crash-3', (id) => ({ ...stored(id), fingerprint: 'POST /api/users abc' })),
        },
      );
      expect(await store.idempotency.reserve('uid:9', 'crash-3', 'POST /api/users abc')).toMatchObject({
        body: { insertedId: user._id },
      });
    });

    it('lets one of two simultaneous requests with one Idempotency-Key reserve it', async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 5 }, () => store.idempotency.reserve('uid:3', 'same-key', 'POST /api/complains abc')),
      );
      expect(outcomes.filter((held) => held === null)).toHaveLength(1);
    });

    it('inserts a record with a 24-hex _id and an ISO createdAt, and gets it back', async () => {
      const saved = await store.complaints.insert(complaint(OWNER, 'The fan in 204 is broken'));
      expect(saved._id).toMatch(/^[0-9a-f]{24}$/);
      expect(new Date(saved.createdAt).toISOString()).toBe(saved.createdAt);
      expect(saved.complains).toBe('The fan in 204 is broken');
      expect(await store.complaints.get(saved._id)).toEqual(saved);
      expect(await store.complaints.get('0'.repeat(24))).toBeNull();
      expect(await store.complaints.get('not/an-id')).toBeNull();
    });

    it('lists approved records first, then newest first', async () => {
      const first = await store.tokenPurchases.insert(purchase(OWNER, 'TX000001'));
      await nextMillisecond();
      const second = await store.tokenPurchases.insert(purchase(OWNER, 'TX000002'));
      await nextMillisecond();
      const third = await store.tokenPurchases.insert(purchase(OTHER, 'TX000003'));
      await nextMillisecond();
      const fourth = await store.tokenPurchases.insert(purchase(OWNER, 'TX000004'));
      await store.tokenPurchases.update(first._id, { status: APPROVED_STATUS });
      await store.tokenPurchases.update(third._id, { status: APPROVED_STATUS });

      const ids = (await store.tokenPurchases.list()).map((record) => record._id);
      expect(ids).toEqual([third._id, first._id, fourth._id, second._id]);
    });

    it("lists only the owner's records, whatever the case of the address", async () => {
      const mine = await store.complaints.insert(complaint(OWNER, 'mine'));
      await store.complaints.insert(complaint(OTHER, 'theirs'));
      const listed = await store.complaints.list({ ownerEmail: OWNER.toUpperCase() });
      expect(listed.map((record) => record._id)).toEqual([mine._id]);
      expect(await store.complaints.list({ ownerEmail: 'nobody@student.cuet.ac.bd' })).toEqual([]);
    });

    it('owns a contact message by its sender, not by the address typed in it', async () => {
      const sent = await store.contactMessages.insert({
        ...sampleContactMessage({ user_email: OTHER }),
        senderEmail: OWNER,
      });
      expect((await store.contactMessages.list({ ownerEmail: OWNER })).map((record) => record._id)).toEqual([sent._id]);
      expect(await store.contactMessages.list({ ownerEmail: OTHER })).toEqual([]);
    });

    it('has no owner for notices', async () => {
      await store.notices.insert({ ...sampleNotice(), fileName: `${'a'.repeat(24)}.pdf` });
      expect(await store.notices.list()).toHaveLength(1);
      expect(await store.notices.list({ ownerEmail: OWNER })).toEqual([]);
    });

    describe('pages', () => {
      // 15 token purchases over five students and two owners, every third one approved.
      async function seedPurchases() {
        const saved = [];
        for (let index = 0; index < 15; index += 1) {
          const record = await store.tokenPurchases.insert({
            ...purchase(index % 2 === 0 ? OWNER : OTHER, `PG${String(index).padStart(6, '0')}`),
            id: STUDENT_IDS[index % STUDENT_IDS.length]!,
          });
          if (index % 3 === 0) await store.tokenPurchases.update(record._id, { status: APPROVED_STATUS });
          saved.push(record);
          await nextMillisecond();
        }
        return saved;
      }

      it('walk the whole list in its order, for every filter, and count it', async () => {
        await seedPurchases();
        const everything = await store.tokenPurchases.list();
        const approved = (record: { status?: string }) => record.status === APPROVED_STATUS;
        const cases: Array<[ListFilter, (record: (typeof everything)[number]) => boolean]> = [
          [{}, () => true],
          [{ status: 'approved' }, approved],
          [{ status: 'pending' }, (record) => !approved(record)],
          [{ idPrefix: '1904' }, (record) => record.id.startsWith('1904')],
          [{ idPrefix: '19040' }, (record) => record.id.startsWith('19040')],
          [{ idPrefix: '2004017' }, (record) => record.id === '2004017'],
          [{ idPrefix: '1904', status: 'pending' }, (record) => record.id.startsWith('1904') && !approved(record)],
          [{ ownerEmail: OTHER.toUpperCase() }, (record) => record.email === OTHER],
          [{ ownerEmail: OWNER, status: 'approved' }, (record) => record.email === OWNER && approved(record)],
        ];
        for (const [filter, keep] of cases) {
          const expected = everything.filter(keep).map((record) => record._id);
          expect(expected.length).toBeGreaterThan(0);
          for (const limit of [1, 4, 200]) {
            expect((await allPages(store, filter, limit)).ids, `${JSON.stringify(filter)} by ${limit}`).toEqual(
              expected,
            );
          }
          expect(await store.tokenPurchases.count(filter), JSON.stringify(filter)).toBe(expected.length);
        }
        expect(await store.tokenPurchases.count()).toBe(15);
      });

      it('match the start of the student id only, not the middle', async () => {
        await seedPurchases();
        expect((await store.tokenPurchases.page({ limit: 50, idPrefix: '904' })).items).toEqual([]);
        expect(await store.tokenPurchases.count({ idPrefix: '904' })).toBe(0);
        expect(await store.tokenPurchases.count({ idPrefix: '9' })).toBe(0);
        expect(await store.tokenPurchases.count({ idPrefix: '21041900' })).toBe(0);
      });

      it('end with next null, and an empty collection has one empty page', async () => {
        expect(await store.tokenPurchases.page({ limit: 10 })).toEqual({ items: [], next: null });
        expect(await store.tokenPurchases.count()).toBe(0);
        await seedPurchases();
        const first = await store.tokenPurchases.page({ limit: 15 });
        expect(first.items).toHaveLength(15);
        expect(first.next).toBeNull();
        const exact = await store.tokenPurchases.page({ limit: 5, status: 'approved' });
        expect(exact.items).toHaveLength(5);
        expect(exact.next).toBeNull();
        expect(await store.notices.page({ limit: 10, ownerEmail: OWNER })).toEqual({ items: [], next: null });
      });

      it('neither repeat nor skip a record while others are added and the shown ones approved', async () => {
        const before = await seedPurchases();
        const seen: string[] = [];
        let after: string | undefined;
        let added = 0;
        do {
          const page = await store.tokenPurchases.page({ limit: 4, ...(after === undefined ? {} : { after }) });
          seen.push(...page.items.map((record) => record._id));
          // The office approves what it sees, and students keep filing.
          for (const record of page.items) await store.tokenPurchases.update(record._id, { status: APPROVED_STATUS });
          await store.tokenPurchases.insert({
            ...purchase(OTHER, `NEW${String((added += 1)).padStart(5, '0')}`),
            id: '1904001',
          });
          await nextMillisecond();
          after = page.next ?? undefined;
        } while (after !== undefined);
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen).toEqual(expect.arrayContaining(before.map((record) => record._id)));
        expect(await store.tokenPurchases.count()).toBe(15 + added);
      });

      it('refuse a cursor they did not make', async () => {
        await seedPurchases();
        for (const after of [
          '',
          'not-a-cursor',
          Buffer.from('[1,2,3]').toString('base64url'),
          Buffer.from('{"a":1}').toString('base64url'),
        ]) {
          await expect(store.tokenPurchases.page({ limit: 5, after })).rejects.toBeInstanceOf(InvalidCursorError);
        }
      });
    });

    it('updates: matched and modified, unchanged values, unknown ids', async () => {
      const saved = await store.roomAllotments.insert({ ...sampleStudent, ...sampleRoomAllotment() });
      const approval = { status: APPROVED_STATUS, SelectedRoom: '102' };
      expect(await store.roomAllotments.update(saved._id, approval)).toEqual({ matched: true, modified: true });
      expect(await store.roomAllotments.update(saved._id, approval)).toEqual({ matched: true, modified: false });
      expect(await store.roomAllotments.get(saved._id)).toEqual({ ...saved, ...approval });
      expect(await store.roomAllotments.update('0'.repeat(24), approval)).toEqual({ matched: false, modified: false });
    });

    it('removes once', async () => {
      const saved = await store.complaints.insert(complaint(OWNER, 'gone soon'));
      expect(await store.complaints.remove(saved._id)).toBe(true);
      expect(await store.complaints.remove(saved._id)).toBe(false);
      expect(await store.complaints.get(saved._id)).toBeNull();
    });

    it('lets a transaction id pay once across token purchases and hall fees, ignoring case and spaces', async () => {
      const paid = await store.tokenPurchases.insert(purchase(OWNER, 'AB12CD34'));
      await expect(store.tokenPurchases.insert(purchase(OTHER, 'ab12cd34'))).rejects.toBeInstanceOf(
        TransactionIdUsedError,
      );
      await expect(store.hallFees.insert(hallFee(OWNER, ' ab12 CD34 '))).rejects.toBeInstanceOf(TransactionIdUsedError);
      // A refused request leaves nothing behind.
      expect(await store.tokenPurchases.list()).toHaveLength(1);
      expect(await store.hallFees.list()).toEqual([]);
      // Clearing an approved request keeps the claim: the id paid.
      await store.tokenPurchases.update(paid._id, { status: APPROVED_STATUS });
      expect(await store.tokenPurchases.remove(paid._id)).toBe(true);
      await expect(store.hallFees.insert(hallFee(OWNER, 'AB12CD34'))).rejects.toBeInstanceOf(TransactionIdUsedError);
      await expect(store.hallFees.insert(hallFee(OWNER, 'AB12CD35'))).resolves.toMatchObject({
        Transaction_id: 'AB12CD35',
      });
    });

    it('releases the transaction id of a request cleared before approval, for anyone to pay with', async () => {
      const squatted = await store.hallFees.insert(hallFee(OTHER, 'SQUAT001'));
      await expect(store.tokenPurchases.insert(purchase(OWNER, 'squat001'))).rejects.toBeInstanceOf(
        TransactionIdUsedError,
      );
      expect(await store.hallFees.remove(squatted._id)).toBe(true);
      await expect(store.tokenPurchases.insert(purchase(OWNER, 'squat001'))).resolves.toMatchObject({
        Transaction_id: 'squat001',
      });
      // The new claim belongs to the new record: clearing the old one again releases nothing.
      expect(await store.hallFees.remove(squatted._id)).toBe(false);
      await expect(store.hallFees.insert(hallFee(OTHER, 'SQUAT001'))).rejects.toBeInstanceOf(TransactionIdUsedError);
    });

    it('decides a request once: rejection (with its reason) and approval are final', async () => {
      const token = await store.tokenPurchases.insert(purchase(OWNER, 'DECIDE01'));
      const rejection = { status: REJECTED_STATUS, rejectReason: 'No such bKash payment' } as const;
      expect(await store.tokenPurchases.decide(token._id, rejection)).toEqual({
        matched: true,
        modified: true,
        conflict: false,
      });
      expect(await store.tokenPurchases.get(token._id)).toMatchObject(rejection);
      // The same rejection again changes nothing; another reason or an approval is refused.
      expect(await store.tokenPurchases.decide(token._id, rejection)).toEqual({
        matched: true,
        modified: false,
        conflict: false,
      });
      expect(await store.tokenPurchases.decide(token._id, { ...rejection, rejectReason: 'Other' })).toEqual({
        matched: true,
        modified: false,
        conflict: true,
      });
      expect(await store.tokenPurchases.decide(token._id, { status: APPROVED_STATUS })).toEqual({
        matched: true,
        modified: false,
        conflict: true,
      });
      expect(await store.tokenPurchases.get(token._id)).toMatchObject(rejection);

      const approved = await store.hallFees.insert(hallFee(OWNER, 'DECIDE02'));
      expect(await store.hallFees.decide(approved._id, { status: APPROVED_STATUS })).toEqual({
        matched: true,
        modified: true,
        conflict: false,
      });
      expect(await store.hallFees.decide(approved._id, { status: APPROVED_STATUS })).toEqual({
        matched: true,
        modified: false,
        conflict: false,
      });
      expect(await store.hallFees.decide(approved._id, rejection)).toEqual({
        matched: true,
        modified: false,
        conflict: true,
      });
      expect((await store.hallFees.get(approved._id))?.status).toBe(APPROVED_STATUS);
      expect(await store.hallFees.decide('0'.repeat(24), rejection)).toEqual({
        matched: false,
        modified: false,
        conflict: false,
      });
    });

    it('releases the transaction id of a rejected request; an approved one keeps it', async () => {
      const rejected = await store.tokenPurchases.insert(purchase(OTHER, 'REJECT01'));
      await store.tokenPurchases.decide(rejected._id, { status: REJECTED_STATUS, rejectReason: 'Wrong package' });
      const again = await store.hallFees.insert(hallFee(OWNER, 'reject01'));
      // Deciding or clearing the rejected record later never touches the new record's claim.
      await store.tokenPurchases.decide(rejected._id, { status: REJECTED_STATUS, rejectReason: 'Wrong package' });
      expect(await store.tokenPurchases.remove(rejected._id)).toBe(true);
      await expect(store.tokenPurchases.insert(purchase(OTHER, 'REJECT01'))).rejects.toBeInstanceOf(
        TransactionIdUsedError,
      );
      await store.hallFees.decide(again._id, { status: APPROVED_STATUS });
      await expect(store.tokenPurchases.insert(purchase(OTHER, 'REJECT01'))).rejects.toBeInstanceOf(
        TransactionIdUsedError,
      );
    });

    it('lets only one of two simultaneous payments with one transaction id through', async () => {
      const results = await Promise.allSettled([
        store.tokenPurchases.insert(purchase(OWNER, 'RACE0001')),
        store.hallFees.insert(hallFee(OTHER, 'race0001')),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((result) => result.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(TransactionIdUsedError);
      const stored = (await store.tokenPurchases.list()).length + (await store.hallFees.list()).length;
      expect(stored).toBe(1);
    });

    it('tells who claimed a transaction id (collection, record, when), whatever its case and spaces', async () => {
      const token = await store.tokenPurchases.insert(purchase(OWNER, ' ab12 cd99 '));
      const fee = await store.hallFees.insert(hallFee(OTHER, 'FEE00001'));
      expect(await store.transactionClaims.find('AB12CD99')).toEqual({
        transactionId: 'AB12CD99',
        collection: 'tokenPurchases',
        recordId: token._id,
        claimedAt: token.createdAt,
      });
      expect(await store.transactionClaims.find(' ab12 Cd99')).toMatchObject({ recordId: token._id });
      expect(await store.transactionClaims.find('fee00001')).toMatchObject({
        collection: 'hallFees',
        recordId: fee._id,
        claimedAt: fee.createdAt,
      });
      expect(await store.transactionClaims.find('NOBODY01')).toBeNull();
      expect(await store.transactionClaims.find('')).toBeNull();
      expect(await store.transactionClaims.find('a/b')).toBeNull();
      // Cleared before approval: released, nobody holds it. Cleared after: still held by the gone record.
      await store.hallFees.remove(fee._id);
      expect(await store.transactionClaims.find('FEE00001')).toBeNull();
      await store.tokenPurchases.update(token._id, { status: APPROVED_STATUS });
      await store.tokenPurchases.remove(token._id);
      expect(await store.transactionClaims.find('AB12CD99')).toMatchObject({
        collection: 'tokenPurchases',
        recordId: token._id,
      });
    });

    it('removes a user with its e-mail guard, so that the address can sign up again', async () => {
      const user = await store.users.insert(
        { name: 'Rahim Uddin', email: OWNER, id: '1904001' },
        { uid: 'uid-before' },
      );
      const other = await store.users.insert({ name: 'Karim', email: OTHER, id: '1904002' }, { uid: 'uid-other' });
      // A new Auth account (new uid) with the same address is refused while the profile exists.
      await expect(
        store.users.insert({ name: 'Rahim Again', email: OWNER, id: '1904001' }, { uid: 'uid-after' }),
      ).rejects.toBeInstanceOf(DuplicateUserError);
      // The profile remembers which account made it (decision 021), whatever the address's case.
      expect(await store.users.madeBy(OWNER.toUpperCase())).toBe('uid-before');
      expect(await store.users.madeBy('u1999999@student.cuet.ac.bd')).toBeNull();
      expect(await store.users.remove('0'.repeat(24))).toBe(false);
      expect(await store.users.remove('a/b')).toBe(false);
      expect(await store.users.remove(user._id)).toBe(true);
      expect(await store.users.remove(user._id)).toBe(false);
      expect(await store.users.findByEmail(OWNER)).toBeNull();
      expect(await store.users.findByEmail(OTHER)).toEqual(other);
      const again = await store.users.insert(
        { name: 'Rahim Again', email: OWNER, id: '1904001' },
        { uid: 'uid-after' },
      );
      expect(await store.users.findByEmail(OWNER)).toEqual(again);
      expect(await store.users.madeBy(OWNER)).toBe('uid-after');
      await expect(
        store.users.insert({ name: 'Third', email: OWNER, id: '1904001' }, { uid: 'uid-third' }),
      ).rejects.toBeInstanceOf(DuplicateUserError);
    });

    it('keeps one user per e-mail address, stored lowercased', async () => {
      const user = await store.users.insert({
        name: 'Rahim Uddin',
        email: 'U1904001@Student.CUET.ac.bd',
        id: '1904001',
      });
      expect(user.email).toBe(OWNER);
      expect(await store.users.findByEmail(OWNER.toUpperCase())).toEqual(user);
      expect(await store.users.findByEmail(OTHER)).toBeNull();
      await expect(store.users.insert({ name: 'Someone Else', email: OWNER, id: '1904009' })).rejects.toBeInstanceOf(
        DuplicateUserError,
      );
      await nextMillisecond();
      const racing = await Promise.allSettled([
        store.users.insert({ name: 'Karim', email: OTHER, id: '1904002' }),
        store.users.insert({ name: 'Karim Again', email: OTHER.toUpperCase(), id: '1904002' }),
      ]);
      expect(racing.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect((await store.users.list()).map((listed) => listed.email)).toEqual([OWNER, OTHER]);
    });

    it('updates a user by e-mail, counting only real changes', async () => {
      const user = await store.users.insert({ ...sampleStudent });
      expect(await store.users.update(OWNER.toUpperCase(), { phone: '01712345678' })).toEqual({
        matched: true,
        modified: true,
      });
      expect(await store.users.update(OWNER, { phone: '01712345678' })).toEqual({ matched: true, modified: false });
      expect(await store.users.update(OWNER, { name: 'Rahim U.' })).toEqual({ matched: true, modified: true });
      expect(await store.users.findByEmail(OWNER)).toEqual({ ...user, name: 'Rahim U.', phone: '01712345678' });
      expect(await store.users.update(OTHER, { name: 'Nobody' })).toEqual({ matched: false, modified: false });
    });

    it('saves and reads notice PDFs by plain names only', async () => {
      const name = `${'b'.repeat(24)}.pdf`;
      const bytes = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
      await store.noticeFiles.save(name, bytes);
      expect(Buffer.from((await store.noticeFiles.read(name)) ?? [])).toEqual(Buffer.from(bytes));
      expect(await store.noticeFiles.read(`${'c'.repeat(24)}.pdf`)).toBeNull();
      expect(await store.noticeFiles.read('../portal.pdf')).toBeNull();
      await expect(store.noticeFiles.save('../escape.pdf', bytes)).rejects.toThrow(/unsafe/);
      await expect(store.noticeFiles.save('notice.txt', bytes)).rejects.toThrow(/unsafe/);
    });

    describeDiningContract(() => store);
    describeRoomsContract(() => store);
  });
}
