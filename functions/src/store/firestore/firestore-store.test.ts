import { describe, expect, it, vi } from 'vitest';
import { DuplicateUserError } from '../port.ts';
import { openTempSqliteStore } from '../sqlite/temp-store.ts';
import { asBucket, asFirestore, FakeBucket, FakeFirestore } from './fake-firestore.ts';
import { FieldValue } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  DINING_COLLECTIONS,
  NOTICE_FOLDER,
  ROOM_COLLECTIONS,
  roomDocumentId,
  TOKEN_PDF_FOLDER,
} from '@hall/model';
import { sampleHallFee, sampleRoomAllotment, sampleTokenPurchase } from '@hall/model/samples';
import { openFirestoreStore } from './firestore-store.ts';
import { timestampOf } from './mapping.ts';
import { describeStoreContract } from './store-contract.ts';

// 1. The reference: the suite must hold for the SQLite store, or the suite is wrong.
describeStoreContract('SQLite (the reference)', () => openTempSqliteStore());

// 2. The Firestore store's own logic, on an in-memory double of Firestore and Storage.
describeStoreContract('Firestore store on an in-memory double', async () => {
  const store = openFirestoreStore(asFirestore(new FakeFirestore()), asBucket(new FakeBucket()));
  return { store, close: () => store.close() };
});

// 3. The Firestore store on the real Firestore emulator: firestore-store.emulator.test.ts.

const rahim = { name: 'Rahim Uddin', email: 'u1904001@student.cuet.ac.bd', id: '1904001' };

// The layout that firestore.rules and firestore.indexes.json rely on.
describe('Firestore store layout', () => {
  it('claims a transaction id in transactions/{normalised id}', async () => {
    const db = new FakeFirestore();
    const store = openFirestoreStore(asFirestore(db), asBucket(new FakeBucket()));
    const saved = await store.hallFees.insert({
      name: 'Rahim Uddin',
      email: 'U1904001@student.cuet.ac.bd',
      id: '1904001',
      month_start: 'january',
      month_end: 'june',
      lavel: '2',
      term: '1',
      Transaction_id: 'ab12 cd34',
      bkash_number: '01712345678',
    });
    expect(db.documents.get(`${COLLECTIONS.transactions}/AB12CD34`)?.data).toEqual({
      collection: 'hallFees',
      recordId: saved._id,
      createdAt: timestampOf(saved.createdAt),
    });
    const record = db.documents.get(`${COLLECTIONS.hallFees}/${saved._id}`)?.data;
    expect(record).not.toHaveProperty('_id');
    expect(record).toMatchObject({ email: 'u1904001@student.cuet.ac.bd', Transaction_id: 'ab12 cd34' });
  });

  it('guards one user per e-mail with userEmails/{lowercased e-mail}', async () => {
    const db = new FakeFirestore();
    const store = openFirestoreStore(asFirestore(db), asBucket(new FakeBucket()));
    const user = await store.users.insert({ name: 'Rahim Uddin', email: 'U1904001@Student.CUET.ac.bd', id: '1904001' });
    expect(db.documents.get(`${COLLECTIONS.userEmails}/u1904001@student.cuet.ac.bd`)?.data).toEqual({
      userId: user._id,
      createdAt: timestampOf(user.createdAt),
    });
    expect(db.documents.has(`${COLLECTIONS.users}/${user._id}`)).toBe(true);
  });

  it('lets a student recreated in Auth (a new uid) take the e-mail guard over once the old profile is gone', async () => {
    const db = new FakeFirestore();
    const store = openFirestoreStore(asFirestore(db), asBucket(new FakeBucket()));
    const person = { name: 'Rahim Uddin', email: 'u1904001@student.cuet.ac.bd', id: '1904001' };
    await store.users.insert(person, { uid: 'OldUid' });
    await expect(store.users.insert(person, { uid: 'NewUid' })).rejects.toBeInstanceOf(DuplicateUserError);
    db.documents.delete(`${COLLECTIONS.users}/OldUid`);
    await expect(store.users.insert(person, { uid: 'NewUid' })).resolves.toMatchObject({ _id: 'NewUid' });
    expect(db.documents.get(`${COLLECTIONS.userEmails}/u1904001@student.cuet.ac.bd`)?.data).toMatchObject({
      userId: 'NewUid',
    });
  });

  it('keys a user by the Auth uid it is given (users/{uid}, as the SPA and firestore.rules)', async () => {
    const db = new FakeFirestore();
    const store = openFirestoreStore(asFirestore(db), asBucket(new FakeBucket()));
    const user = await store.users.insert(
      { name: 'Rahim Uddin', email: 'u1904001@student.cuet.ac.bd', id: '1904001' },
      { uid: 'AuthUid123' },
    );
    expect(user._id).toBe('AuthUid123');
    expect(db.documents.get(`${COLLECTIONS.users}/AuthUid123`)?.data).toEqual({
      name: 'Rahim Uddin',
      email: 'u1904001@student.cuet.ac.bd',
      id: '1904001',
      createdAt: timestampOf(user.createdAt),
    });
    expect(db.documents.get(`${COLLECTIONS.userEmails}/u1904001@student.cuet.ac.bd`)?.data).toEqual({
      userId: 'AuthUid123',
      createdAt: timestampOf(user.createdAt),
    });
    // The same account twice (another e-mail cannot reuse the uid either) is a duplicate.
    await expect(
      store.users.insert(
        { name: 'Rahim Again', email: 'u1904009@student.cuet.ac.bd', id: '1904009' },
        { uid: 'AuthUid123' },
      ),
    ).rejects.toBeInstanceOf(DuplicateUserError);
    expect(db.documents.has(`${COLLECTIONS.userEmails}/u1904009@student.cuet.ac.bd`)).toBe(false);
  });

  it('keeps token PDFs under tokenPdfs/{owner e-mail}/, where storage.rules and the SPA look', async () => {
    const bucket = new FakeBucket();
    const store = openFirestoreStore(asFirestore(new FakeFirestore()), asBucket(bucket));
    const name = `${'b'.repeat(24)}.pdf`;
    await store.tokenFiles.save('U1904001@student.cuet.ac.bd', name, new Uint8Array([37, 80, 68, 70]));
    expect([...bucket.objects.keys()]).toEqual([`${TOKEN_PDF_FOLDER}/u1904001@student.cuet.ac.bd/${name}`]);
    expect([...(await store.tokenFiles.read('u1904001@student.cuet.ac.bd', name))!]).toEqual([37, 80, 68, 70]);
    expect(await store.tokenFiles.read('u1904002@student.cuet.ac.bd', name)).toBeNull();
  });

  it('keeps the dining day where firestore.rules and the listeners look, each change bumping diningDays/{day}', async () => {
    const db = new FakeFirestore();
    const store = openFirestoreStore(asFirestore(db), asBucket(new FakeBucket()));
    const tokenId = 'c'.repeat(24);
    await store.dining.staff.add({
      email: 'Dining.One@student.cuet.ac.bd',
      addedAt: '2024-05-01T00:00:00.000Z',
      addedBy: 'office',
    });
    expect(db.documents.has(`${DINING_COLLECTIONS.diningStaff}/dining.one@student.cuet.ac.bd`)).toBe(true);
    const owner = 'u1904001@student.cuet.ac.bd';
    await store.dining.switchDay({ tokenId, day: '2024-05-10', off: true, at: '2024-05-08T10:00:00.000Z' }, owner);
    expect(db.documents.get(`${DINING_COLLECTIONS.mealDays}/${tokenId}_2024-05-10`)?.data).toEqual({
      tokenId,
      day: '2024-05-10',
      off: true,
      changedAt: '2024-05-08T10:00:00.000Z',
      ownerEmail: owner,
    });
    const dayCounter = `${DINING_COLLECTIONS.diningDays}/2024-05-10`;
    expect(db.documents.get(dayCounter)?.data).toEqual({ changedAt: '2024-05-08T10:00:00.000Z' });
    const serving = {
      tokenId,
      day: '2024-05-10',
      sitting: 'lunch',
      servedAt: '2024-05-10T07:05:00.000Z',
      servedBy: 'x',
    } as const;
    await store.dining.serve(serving);
    expect(db.documents.get(`${DINING_COLLECTIONS.servings}/${tokenId}_2024-05-10_lunch`)?.data).toEqual(serving);
    expect(db.documents.get(dayCounter)?.data).toEqual({ changedAt: serving.servedAt });
    // A serving already made changes nothing, the day's counter included.
    const version = db.documents.get(dayCounter)?.version;
    await store.dining.serve({ ...serving, servedAt: '2024-05-10T07:30:00.000Z' });
    expect(db.documents.get(dayCounter)?.version).toBe(version);
  });

  it("bumps diningDays/{day} outside the change's transaction: a failed bump is logged, the serve and the switch stand", async () => {
    const db = new FakeFirestore();
    const store = openFirestoreStore(asFirestore(db), asBucket(new FakeBucket()));
    // Every write naming the day's document fails, as under contention; inside the transaction it would fail the change.
    const apply = db.apply.bind(db);
    db.apply = (writes) => {
      if (writes.some((write) => write.path.startsWith(`${DINING_COLLECTIONS.diningDays}/`)))
        throw Object.assign(new Error('ABORTED: too much contention'), { code: 10 });
      apply(writes);
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const tokenId = 'd'.repeat(24);
      const serving = {
        tokenId,
        day: '2024-05-10',
        sitting: 'dinner',
        servedAt: '2024-05-10T14:05:00.000Z',
        servedBy: 'x',
      } as const;
      expect(await store.dining.serve(serving)).toEqual({ served: true, serving });
      expect(await store.dining.serving(tokenId, '2024-05-10', 'dinner')).toEqual(serving);
      const change = { tokenId, day: '2024-05-11', off: true, at: '2024-05-10T15:00:00.000Z' };
      expect(await store.dining.switchDay(change, 'u1904001@student.cuet.ac.bd')).toEqual({ modified: true });
      expect(await store.dining.offDays(tokenId)).toEqual(['2024-05-11']);
      expect(logged).toHaveBeenCalledTimes(2);
      expect([...db.documents.keys()].filter((key) => key.startsWith(`${DINING_COLLECTIONS.diningDays}/`))).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  });

  it('keeps rooms under rooms/{roomDocumentId}; an allotment stamps its room; announce bumps roomNews/{student id}', async () => {
    const db = new FakeFirestore();
    const store = openFirestoreStore(asFirestore(db), asBucket(new FakeBucket()));
    await store.rooms.save({ number: '313 North', floor: '3rd floor', beds: 2, notes: '' });
    const roomPath = `${ROOM_COLLECTIONS.rooms}/${roomDocumentId('313 north')}`;
    expect(roomPath).toBe('rooms/313%20north');
    expect(db.documents.get(roomPath)?.data).toEqual({ number: '313 North', floor: '3rd floor', beds: 2, notes: '' });
    const filed = await store.roomAllotments.insert({
      name: 'Rahim Uddin',
      email: 'u1904001@student.cuet.ac.bd',
      id: '1904001',
      ...sampleRoomAllotment({ student_Id_2: '1904002', student_Id_3: '1904002', student_Id_4: '1904002' }),
      roommates: [{ id: '1904002', name: 'Nusrat Jahan', answer: 'accepted', answeredAt: '2024-05-04T10:00:00.000Z' }],
    });
    // The roommates are kept on the application as filed.
    expect(db.documents.get(`${COLLECTIONS.roomAllotments}/${filed._id}`)?.data.roommates).toEqual(filed.roommates);
    await store.rooms.allot(filed._id, { room: '313 NORTH', alone: false });
    expect(db.documents.get(`${COLLECTIONS.roomAllotments}/${filed._id}`)?.data).toMatchObject({
      status: 'confirm',
      SelectedRoom: '313 North',
      allottedAlone: false,
    });
    expect(db.documents.get(roomPath)?.data.allottedAt).toEqual(expect.any(String));

    await store.rooms.announce(['1904001', '1904002', '1904001', 'not/an id']);
    const news = [...db.documents.keys()].filter((key) => key.startsWith(`${ROOM_COLLECTIONS.roomNews}/`));
    expect(news.sort()).toEqual(['roomNews/1904001', 'roomNews/1904002']);
    expect(db.documents.get('roomNews/1904001')?.data).toEqual({ changedAt: FieldValue.serverTimestamp() });
  });

  it("counts an approval typed before issue 31 in another case among a room's occupants when allotting", async () => {
    const db = new FakeFirestore();
    const store = openFirestoreStore(asFirestore(db), asBucket(new FakeBucket()));
    await store.rooms.save({ number: 'B-12', floor: 'North block', beds: 1, notes: '' });
    const person = (id: string) => ({ name: `Student ${id}`, email: `u${id}@student.cuet.ac.bd`, id });
    const alone = (id: string) =>
      sampleRoomAllotment({ student_Id_1: id, student_Id_2: id, student_Id_3: id, student_Id_4: id });
    const legacy = await store.roomAllotments.insert({ ...person('1904001'), ...alone('1904001') });
    await store.roomAllotments.update(legacy._id, { status: 'confirm', SelectedRoom: 'b-12' });
    const waiting = await store.roomAllotments.insert({ ...person('1904002'), ...alone('1904002'), roommates: [] });
    const outcome = await store.rooms.allot(waiting._id, { room: 'B-12', alone: false });
    expect(outcome).toMatchObject({
      matched: true,
      modified: false,
      verdict: { ok: false, code: 'room_full', free: 0 },
    });
    expect(await store.rooms.remove('B-12')).toMatchObject({ outcome: 'occupied' });
  });

  it('announce is best-effort: a failed bump is logged, never thrown, and the others are bumped', async () => {
    const db = new FakeFirestore();
    const store = openFirestoreStore(asFirestore(db), asBucket(new FakeBucket()));
    const apply = db.apply.bind(db);
    db.apply = (writes) => {
      if (writes.some((write) => write.path === `${ROOM_COLLECTIONS.roomNews}/1904001`))
        throw Object.assign(new Error('UNAVAILABLE'), { code: 14 });
      apply(writes);
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(store.rooms.announce(['1904001', '1904002'])).resolves.toBeUndefined();
      expect(logged).toHaveBeenCalledTimes(1);
      expect(db.documents.has(`${ROOM_COLLECTIONS.roomNews}/1904002`)).toBe(true);
    } finally {
      logged.mockRestore();
    }
  });

  it('keeps in a decision’s log entry when the request was filed, as ISO text (the queue’s time to decision)', async () => {
    const store = openFirestoreStore(asFirestore(new FakeFirestore()), asBucket(new FakeBucket()));
    const by = { uid: 'office-uid', email: 'hall.admin@student.cuet.ac.bd' };
    const token = await store.tokenPurchases.insert({ ...rahim, ...sampleTokenPurchase({ Transaction_id: 'TX1' }) });
    const fee = await store.hallFees.insert({ ...rahim, ...sampleHallFee({ Transaction_id: 'TX2' }) });
    await store.tokenPurchases.decide(token._id, { status: 'confirm' }, { by, action: 'approve' });
    await store.hallFees.decide(
      fee._id,
      { status: 'rejected', rejectReason: 'No such payment' },
      { by, action: 'reject' },
    );
    const { items } = await store.activity.page({ limit: 10 });
    const filedAt = Object.fromEntries(items.map((entry) => [entry.action, entry.about?.createdAt]));
    expect(filedAt).toEqual({ approve: token.createdAt, reject: fee.createdAt, transaction_released: fee.createdAt });
  });

  it('seeds past records as the store writes them: ids, Timestamps, the claims still held, the e-mail guard', async () => {
    const db = new FakeFirestore();
    const store = openFirestoreStore(asFirestore(db), asBucket(new FakeBucket()));
    const at = '2025-06-01T10:00:00.000Z';
    const paid = {
      _id: 'b'.repeat(24),
      createdAt: at,
      ...rahim,
      ...sampleHallFee({ Transaction_id: 'HF1' }),
      status: 'confirm' as const,
    };
    const rejected = { ...paid, _id: 'c'.repeat(24), Transaction_id: 'HF2', status: 'rejected' as const };
    await store.history.load({ users: [{ _id: 'a'.repeat(24), createdAt: at, ...rahim }], hallFees: [paid, rejected] });
    expect(db.documents.get(`${COLLECTIONS.users}/${'a'.repeat(24)}`)?.data.createdAt).toEqual(timestampOf(at));
    expect(db.documents.get(`${COLLECTIONS.userEmails}/${rahim.email}`)?.data.userId).toBe('a'.repeat(24));
    expect(db.documents.get(`${COLLECTIONS.transactions}/HF1`)?.data.recordId).toBe(paid._id);
    expect(db.documents.has(`${COLLECTIONS.transactions}/HF2`)).toBe(false);
    expect(await store.hallFees.get(rejected._id)).toEqual(rejected);
  });

  it('keeps notice PDFs under notices/ as application/pdf', async () => {
    const bucket = new FakeBucket();
    const store = openFirestoreStore(asFirestore(new FakeFirestore()), asBucket(bucket));
    await store.noticeFiles.save(`${'a'.repeat(24)}.pdf`, new Uint8Array([37, 80, 68, 70]));
    expect(bucket.objects.get(`${NOTICE_FOLDER}/${'a'.repeat(24)}.pdf`)?.contentType).toBe('application/pdf');
  });
});
