// The demo hall's rooms on both stores: three floors, some rooms full and some part-filled, one
// group waiting whose every choice is full (its members accepted), and an invitation to Rahim, who
// lives nowhere yet: no student lives in two rooms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ROOMS, isPendingAllotment, roommatesOf } from '@hall/model';
import type { Store } from '../store/port.ts';
import { asBucket, asFirestore, FakeBucket, FakeFirestore } from '../store/firestore/fake-firestore.ts';
import { openFirestoreStore } from '../store/firestore/firestore-store.ts';
import { openSqliteStore } from '../store/sqlite/sqlite-store.ts';
import { DEMO_RESIDENTS, seedDemoRooms } from './seed-rooms.ts';

const signIns = [
  { name: 'Rahim Uddin', email: 'u1904001@student.cuet.ac.bd', id: '1904001' },
  { name: 'Nusrat Jahan', email: 'u1904002@student.cuet.ac.bd', id: '1904002' },
  { name: 'Tanvir Ahmed', email: 'u2004017@student.cuet.ac.bd', id: '2004017' },
];

const stores: Array<[string, () => { store: Store; close(): Promise<void> }]> = [
  [
    'SQLite',
    () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-rooms-'));
      const store = openSqliteStore(dataDir);
      return {
        store,
        close: async () => {
          await store.close();
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  ],
  [
    'Firestore (in-memory double)',
    () => {
      const store = openFirestoreStore(asFirestore(new FakeFirestore()), asBucket(new FakeBucket()));
      return { store, close: () => store.close() };
    },
  ],
];

describe.each(stores)('the demo rooms on %s', (_name, open) => {
  let opened: ReturnType<typeof open> | undefined;
  afterEach(async () => opened?.close());

  it('fills some rooms, part-fills others, keeps one group waiting and invites Rahim', async () => {
    opened = open();
    const { store } = opened;
    for (const student of signIns) await store.users.insert(student);
    await seedDemoRooms(store, signIns);

    const listings = await store.rooms.list();
    expect(listings.map((room) => room.number)).toEqual(DEMO_ROOMS.map((room) => room.number));
    expect(new Set(listings.map((room) => room.floor)).size).toBe(3);
    const byNumber = new Map(listings.map((room) => [room.number, room]));
    for (const full of ['312', '205', '206']) expect(byNumber.get(full)!.free, full).toBe(0);
    expect(byNumber.get('312')!.occupants.map((one) => one.studentId)).toEqual([
      '1904002',
      '1904011',
      '1904012',
      '1904013',
    ]);
    const residents = listings.flatMap((room) => room.occupants.map((one) => one.studentId));
    expect(new Set(residents).size).toBe(residents.length);
    expect(residents).not.toContain('1904001');
    expect(byNumber.get('201')!.free).toBe(1);
    expect(byNumber.get('101')!.occupants.map((one) => one.studentId)).toEqual(['2104103']);

    const waiting = (await store.rooms.pending()).find((one) => one.id === '2004017')!;
    expect(roommatesOf(waiting).every((mate) => mate.answer === 'accepted')).toBe(true);
    for (const choice of [waiting.room_1, waiting.room_2, waiting.room_3, waiting.room_4])
      expect(byNumber.get(choice)!.free, choice).toBe(0);

    const invited = (await store.rooms.applicationsOf('1904001')).filter(isPendingAllotment);
    expect(invited).toHaveLength(1);
    expect(roommatesOf(invited[0]!)).toEqual([{ id: '1904001', name: 'Rahim Uddin', answer: 'invited' }]);
    // Awaiting Rahim's answer, the group is not offered 101's beds; once he accepts, it is next.
    expect(byNumber.get('101')!.next).toBeNull();
    expect(await store.rooms.answer(invited[0]!._id, '1904001', 'accepted')).toMatchObject({ outcome: 'answered' });
    const after = (await store.rooms.list()).find((room) => room.number === '101')!;
    expect(after.next?.allotmentId).toBe(invited[0]!._id);

    // Every student an application names is registered.
    const registered = new Set((await store.users.list()).map((user) => user.id));
    expect(registered.size).toBe(signIns.length + DEMO_RESIDENTS.length);
    for (const application of await store.roomAllotments.list())
      for (const mate of roommatesOf(application)) expect(registered.has(mate.id), mate.id).toBe(true);
  });
});
