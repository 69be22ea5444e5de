// The activity log's triggers (decision 022) on the real Firestore emulator: what a change made
// straight in Firestore (as the office's browser makes it) logs, that a change made through the
// API's store (which logs it itself) or a retried trigger logs nothing twice. In the `firebase`
// project of `npm test`; its own project, which the Functions emulator's triggers do not watch.
// The deployed triggers themselves run in tests/firebase/adapter.test.ts and the firebase-mode e2e.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, type ActivityActor } from '@hall/model';
import { sampleComplaint, sampleStudent, sampleTokenPurchase, sampleRoomAllotment } from '@hall/model/samples';
import { asBucket, FakeBucket } from './fake-firestore.ts';
import { openFirestoreStore } from './firestore-store.ts';
import type { Store } from '../port.ts';
import { logOfficeActions } from './office-actions.ts';

const host = process.env.FIRESTORE_EMULATOR_HOST;
if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: `npm test` runs this file inside the emulators.');
const PROJECT = 'demo-hall-office-actions';
const OFFICE: ActivityActor = { uid: 'office-uid', email: 'hall.admin@student.cuet.ac.bd' };

let app: App;
let db: Firestore;
let store: Store;

beforeAll(() => {
  app = initializeApp({ projectId: PROJECT }, 'office-actions');
  db = getFirestore(app);
  store = openFirestoreStore(db, asBucket(new FakeBucket()));
});

afterAll(async () => {
  await store.close();
  await deleteApp(app);
});

beforeEach(async () => {
  const reset = await fetch(`http://${host}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  expect(reset.ok).toBe(true);
});

/** Runs `write` on one document and hands its change to the trigger's code, as Firestore would. */
async function changed(ref: DocumentReference, write: () => Promise<unknown>): Promise<number> {
  const before = await ref.get();
  await write();
  const after = await ref.get();
  return logOfficeActions(db, OFFICE, {
    collection: ref.parent.id,
    recordId: ref.id,
    before: before.exists ? before.data() : undefined,
    after: after.exists ? after.data() : undefined,
    since: before.exists ? before.updateTime : undefined,
    at: after.updateTime ?? after.readTime,
  });
}

const log = async () =>
  (await db.collection(COLLECTIONS.activity).orderBy('createdAt').get()).docs.map((doc) => doc.data());

const audit = (action: 'approve' | 'reject' | 'clear' | 'allocate') => ({ by: OFFICE, action });

describe('the activity log written by the triggers', () => {
  it('logs an approval made straight in Firestore once, by the office, with the student id; a retry adds nothing', async () => {
    const token = await store.tokenPurchases.insert({ ...sampleStudent, ...sampleTokenPurchase() });
    const ref = db.collection(COLLECTIONS.tokenPurchases).doc(token._id);
    expect(await changed(ref, () => ref.update({ status: 'confirm' }))).toBe(1);
    expect(await changed(ref, async () => {})).toBe(0);
    expect(await log()).toEqual([
      expect.objectContaining({
        actorUid: OFFICE.uid,
        actorEmail: OFFICE.email,
        action: 'approve',
        collection: 'tokenPurchases',
        recordId: token._id,
        studentId: sampleStudent.id,
        changes: { status: 'confirm' },
        // When the request was filed, as ISO text (issue 32: the queue's time to decision).
        about: expect.objectContaining({ createdAt: token.createdAt }),
      }),
    ]);
  });

  it('adds nothing to what the API logged with its own change', async () => {
    const token = await store.tokenPurchases.insert({ ...sampleStudent, ...sampleTokenPurchase() });
    const ref = db.collection(COLLECTIONS.tokenPurchases).doc(token._id);
    expect(
      await changed(ref, () =>
        store.tokenPurchases.decide(
          token._id,
          { status: 'rejected', rejectReason: 'No such payment' },
          audit('reject'),
        ),
      ),
    ).toBe(0);
    expect((await log()).map((entry) => entry.action)).toEqual(['reject', 'transaction_released']);
    const complaint = await store.complaints.insert({ ...sampleStudent, ...sampleComplaint() });
    const complaintRef = db.collection(COLLECTIONS.complaints).doc(complaint._id);
    expect(await changed(complaintRef, () => store.complaints.remove(complaint._id, audit('clear')))).toBe(0);
    expect((await log()).map((entry) => entry.action)).toEqual(['reject', 'transaction_released', 'clear']);
  });

  it("adds nothing to the API's room answers, allotments (alone too) and clears (issue 31)", async () => {
    await store.rooms.save({ number: '312', floor: '3rd floor', beds: 4, notes: '' });
    const roommates = ['1904002', '1904003', '1904004'].map((id) => ({ id, name: id, answer: 'invited' as const }));
    const filed = await store.roomAllotments.insert({ ...sampleStudent, ...sampleRoomAllotment(), roommates });
    const ref = db.collection(COLLECTIONS.roomAllotments).doc(filed._id);
    expect(await changed(ref, () => store.rooms.answer(filed._id, '1904002', 'accepted'))).toBe(0);
    const alone = { room: '312', alone: true };
    expect(await changed(ref, () => store.rooms.allot(filed._id, alone, audit('allocate')))).toBe(0);
    expect(await changed(ref, () => store.roomAllotments.remove(filed._id, audit('clear')))).toBe(0);
    expect((await log()).map((entry) => [entry.action, entry.changes])).toEqual([
      ['allocate', { status: 'confirm', SelectedRoom: '312' }],
      ['clear', {}],
      ['room_released', { SelectedRoom: '312' }],
    ]);
  });

  it('logs a rejection made in the browser with the transaction id it gave back', async () => {
    const token = await store.tokenPurchases.insert({
      ...sampleStudent,
      ...sampleTokenPurchase({ Transaction_id: 'RJ7000001' }),
    });
    const ref = db.collection(COLLECTIONS.tokenPurchases).doc(token._id);
    expect(
      await changed(ref, async () => {
        const batch = db.batch();
        batch.update(ref, { status: 'rejected', rejectReason: 'No such payment' });
        batch.delete(db.collection(COLLECTIONS.transactions).doc('RJ7000001'));
        await batch.commit();
      }),
    ).toBe(2);
    expect((await log()).map((entry) => [entry.action, entry.changes])).toEqual([
      ['reject', { status: 'rejected', rejectReason: 'No such payment' }],
      ['transaction_released', { Transaction_id: 'RJ7000001' }],
    ]);
  });

  it('logs every allocation of a room, back to an earlier room too', async () => {
    const room = await store.roomAllotments.insert({ ...sampleStudent, ...sampleRoomAllotment() });
    const ref = db.collection(COLLECTIONS.roomAllotments).doc(room._id);
    for (const SelectedRoom of ['312', '313', '312']) {
      expect(await changed(ref, () => ref.update({ status: 'confirm', SelectedRoom }))).toBe(1);
    }
    expect((await log()).map((entry) => entry.changes.SelectedRoom)).toEqual(['312', '313', '312']);
  });

  it("logs a notice's upload, a profile's removal and a clear; nothing for a student's filing or profile edit", async () => {
    const notice = db.collection(COLLECTIONS.notices).doc('n1');
    expect(
      await changed(notice, () =>
        notice.create({ title: 'Exam routine', date: '2026-11-01', fileName: 'n1.pdf', createdAt: new Date() }),
      ),
    ).toBe(1);
    const user = await store.users.insert({ ...sampleStudent }, { uid: 'student-uid' });
    const profile = db.collection(COLLECTIONS.users).doc(user._id);
    expect(await changed(profile, () => profile.update({ name: 'Rahim U.' }))).toBe(0);
    const filed = db.collection(COLLECTIONS.complaints).doc('c1');
    expect(
      await changed(filed, () => filed.create({ ...sampleStudent, ...sampleComplaint(), createdAt: new Date() })),
    ).toBe(0);
    expect(await changed(filed, () => filed.delete())).toBe(1);
    expect(await changed(profile, () => profile.delete())).toBe(1);
    expect((await log()).map((entry) => [entry.action, entry.studentId, entry.changes])).toEqual([
      ['notice_upload', null, { title: 'Exam routine', date: '2026-11-01', fileName: 'n1.pdf' }],
      ['clear', sampleStudent.id, {}],
      ['profile_removed', sampleStudent.id, { email: sampleStudent.email }],
    ]);
  });

  it("logs a notice's deletion with its title once, whether the browser or the API deleted it", async () => {
    const fields = { title: 'Exam routine', date: '2026-11-01', fileName: 'n2.pdf' };
    const inBrowser = db.collection(COLLECTIONS.notices).doc('n2');
    await inBrowser.create({ ...fields, createdAt: new Date() });
    expect(await changed(inBrowser, () => inBrowser.delete())).toBe(1);
    const viaApi = await store.notices.insert({ ...fields, fileName: 'n3.pdf' });
    const apiRef = db.collection(COLLECTIONS.notices).doc(viaApi._id);
    expect(await changed(apiRef, () => store.notices.remove(viaApi._id, { by: OFFICE, action: 'notice_delete' }))).toBe(
      0,
    );
    const deletions = (await log()).filter((entry) => entry.action === 'notice_delete');
    expect(deletions.map((entry) => [entry.studentId, entry.changes])).toEqual([
      [null, fields],
      [null, { ...fields, fileName: 'n3.pdf' }],
    ]);
  });
});
