// A Firestore transaction that loses to concurrent changes on every retry (issue 31: many
// allotments to one room at once) fails as a whole, and the API answers 409 with a retry message,
// never 500 and never a half write.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, serverMessages } from '@hall/model';
import { sampleRoomAllotment } from '@hall/model/samples';
import { asBucket, asFirestore, FakeBucket, FakeFirestore } from '../store/firestore/fake-firestore.ts';
import { openFirestoreStore } from '../store/firestore/firestore-store.ts';
import { errorHandler } from './errors.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('a transaction contended on every try', () => {
  it('answers 409 conflict with Retry-After and the retry message; the allotment wrote nothing', async () => {
    const db = new FakeFirestore();
    const store = openFirestoreStore(asFirestore(db), asBucket(new FakeBucket()));
    await store.rooms.save({ number: '312', floor: '3rd floor', beds: 4, notes: '' });
    const filed = await store.roomAllotments.insert({
      name: 'Rahim Uddin',
      email: 'u1904001@student.cuet.ac.bd',
      id: '1904001',
      ...sampleRoomAllotment({ student_Id_2: '1904001', student_Id_3: '1904001', student_Id_4: '1904001' }),
      roommates: [],
    });
    const before = new Map([...db.documents].map(([path, stored]) => [path, stored.version]));
    // Every commit finds its reads changed, as when others keep committing to the same room.
    let commits = 0;
    db.apply = () => {
      commits += 1;
      throw Object.assign(new Error('ABORTED: too much contention on these documents'), { code: 10 });
    };
    const app = express();
    app.post('/allot', (_req, res, next) => {
      store.rooms
        .allot(filed._id, { room: '312', alone: false }, { by: { uid: 'u', email: 'e' }, action: 'allocate' })
        .then((outcome) => res.json(outcome), next);
    });
    app.use(errorHandler(() => {}));
    const server = http.createServer(app);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/allot`, {
      method: 'POST',
    });
    expect(answer.status).toBe(409);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(await answer.json()).toEqual({ error: { code: 'conflict', message: serverMessages.contended } });
    // It tried more than once, and nothing of it was kept: not the approval, the room's stamp or an entry.
    expect(commits).toBeGreaterThan(1);
    expect(new Map([...db.documents].map(([path, stored]) => [path, stored.version]))).toEqual(before);
    expect([...db.documents.keys()].some((path) => path.startsWith(`${COLLECTIONS.activity}/`))).toBe(false);
  });
});
