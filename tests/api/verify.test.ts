// GET /api/verify/{id}: what a meal token's QR code opens at the dining counter. Public (no
// sign-in), on both stores: the SQLite portal (tokens filed and approved through the API) and the
// API on the Firestore store over its in-memory double. Valid, unknown id, pending, expired
// period, malformed id; the answer says nothing about the student (issue 30: no name, no id);
// look-ups are rate-limited.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallDate, type TokenPurchase } from '@hall/model';
import { createApp } from '@hall/functions/api';
import { asBucket, asFirestore, FakeBucket, FakeFirestore, openFirestoreStore } from '@hall/functions/firestore-store';
import { api, startTestPortal, type TestPortal } from '../support/portal.ts';
import { openTestPortal } from '../support/test-portal.ts';
import { uniqueTransactionId } from '../support/students.ts';

const DAY = 24 * 60 * 60 * 1000;
const today = hallDate(new Date());
const daysFromToday = (days: number) => hallDate(new Date(Date.now() + days * DAY));
const CURRENT = { Start_date: daysFromToday(-1), End_date: daysFromToday(10) };
const EXPIRED = { Start_date: '2020-01-01', End_date: '2020-01-30' };

interface Backend {
  url: string;
  name: string;
  studentId: string;
  fileToken(dates: { Start_date: string; End_date: string }, approve: boolean): Promise<string>;
  /** The student changes the name on their profile. */
  rename(name: string): Promise<void>;
  close(): Promise<void>;
}

async function sqliteBackend(): Promise<Backend> {
  const { portal, admin, student } = await openTestPortal({
    students: { student: { name: 'Rahim Uddin', studentId: '1904201' } },
  });
  return {
    url: portal.url,
    name: student.name,
    studentId: student.studentId,
    async fileToken(dates, approve) {
      const created = await api<{ insertedId: string }>(portal, 'POST', '/tokenpurches', {
        token: student.idToken,
        json: {
          ...dates,
          package1: '30',
          amount: '2500',
          Transaction_id: uniqueTransactionId(),
          bkash_number: '01712345678',
        },
      });
      expect(created.status).toBe(201);
      if (approve) {
        expect(
          (
            await api(portal, 'PATCH', `/tokenpurches/${created.body.insertedId}`, {
              token: admin.idToken,
              json: { status: 'confirm' },
            })
          ).status,
        ).toBe(200);
      }
      return created.body.insertedId;
    },
    async rename(name) {
      const renamed = await api(portal, 'PATCH', '/users/me', { token: student.idToken, json: { name } });
      expect(renamed.status).toBe(200);
    },
    close: () => portal.close(),
  };
}

async function firestoreBackend(): Promise<Backend> {
  const store = openFirestoreStore(asFirestore(new FakeFirestore()), asBucket(new FakeBucket()));
  const app = createApp({ store, verifier: { verify: async () => null }, adminEmail: 'office@example.com' });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let counter = 0;
  return {
    url: `http://127.0.0.1:${port}`,
    name: 'Karim Ahmed',
    studentId: '1904202',
    async fileToken(dates, approve) {
      counter += 1;
      const token = await store.tokenPurchases.insert({
        name: 'Karim Ahmed',
        id: '1904202',
        email: 'karim@example.com',
        ...dates,
        package1: '15',
        amount: '1300',
        Transaction_id: `TXFAKE${counter}`,
        bkash_number: '01812345678',
      } as Omit<TokenPurchase, '_id' | 'createdAt'>);
      if (approve) await store.tokenPurchases.update(token._id, { status: 'confirm' });
      return token._id;
    },
    async rename(name) {
      // The profile is made on the first rename: until then the token's own name is all there is.
      if (!(await store.users.findByEmail('karim@example.com')))
        await store.users.insert({ name, email: 'karim@example.com', id: '1904202' }, { uid: 'karim-uid' });
      else await store.users.update('karim@example.com', { name });
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await store.close();
    },
  };
}

describe.each([
  ['SQLite portal', sqliteBackend],
  ['Firestore store (in-memory double)', firestoreBackend],
])('GET /api/verify/{id} on the %s', (_label, open) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await open();
  });
  afterAll(() => backend.close());

  const verify = (id: string) => api<Record<string, unknown>>(backend, 'GET', `/verify/${id}`);

  it('answers valid for an approved token whose period holds today, without sign-in, and only the public facts', async () => {
    const id = await backend.fileToken(CURRENT, true);
    const answer = await verify(id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      valid: true,
      approved: true,
      rejected: false,
      inPeriod: true,
      today,
      package: expect.stringMatching(/^(30|15) days$/),
      startDate: CURRENT.Start_date,
      endDate: CURRENT.End_date,
    });
  });

  it('answers not valid for a pending token, and says it is not approved', async () => {
    const id = await backend.fileToken(CURRENT, false);
    const answer = await verify(id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ valid: false, approved: false, rejected: false, inPeriod: true });
  });

  it('answers not valid for an approved token whose period is over', async () => {
    const id = await backend.fileToken(EXPIRED, true);
    const answer = await verify(id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      valid: false,
      approved: true,
      inPeriod: false,
      startDate: '2020-01-01',
      endDate: '2020-01-30',
    });
  });

  it('answers 404 for an unknown id and for anything not shaped like an id', async () => {
    for (const id of ['0123456789abcdef01234567', 'not-an-id', '%27%20OR%201%3D1']) {
      const answer = await verify(id);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('says nothing about the student: neither the filed name, nor the current one, nor the id', async () => {
    const id = await backend.fileToken(CURRENT, true);
    const renamed = `${backend.name} Chowdhury`;
    await backend.rename(renamed);
    try {
      const answer = await verify(id);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ valid: true });
      expect(Object.keys(answer.body).sort()).toEqual([
        'approved',
        'endDate',
        'inPeriod',
        'package',
        'rejected',
        'startDate',
        'today',
        'valid',
      ]);
      const text = JSON.stringify(answer.body);
      for (const secret of [backend.name, renamed, backend.studentId]) expect(text).not.toContain(secret);
    } finally {
      await backend.rename(backend.name);
    }
  });

  it('is read-only: verifying changes nothing', async () => {
    const id = await backend.fileToken(CURRENT, false);
    const before = await verify(id);
    await verify(id);
    expect((await verify(id)).body).toEqual(before.body);
    expect((await api(backend, 'POST', `/verify/${id}`, { json: {} })).status).toBe(404);
  });
});

describe('GET /api/verify/{id} rate limit', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal({
      rateLimits: { writesPerWindow: 100, adminWritesPerWindow: 100, windowMs: 60_000, lookupsPerWindow: 3 },
    });
  });
  afterAll(() => portal.close());

  it('refuses look-ups beyond the window with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await api(portal, 'GET', '/verify/0123456789abcdef01234567')).status).toBe(404);
    const refused = await api(portal, 'GET', '/verify/0123456789abcdef01234567');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
