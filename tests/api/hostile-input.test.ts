// Nothing a client sends can stop the portal (issue 13). One table of hostile requests
// (support/hostile-table.ts) runs against the API on SQLite (the standalone server, bodies
// streamed) and on the Firestore store's in-memory double (bodies handed over already read, as
// `rawBody`, the way the Cloud Function gets them). Every request must get a 4xx in the one
// error shape, the server must keep serving, and the stored content must hash the same after.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import express from 'express';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrors, createApp, firebaseTokenVerifier } from '@hall/functions/api';
import { makeNoticePdf } from '@hall/functions/demo-data';
import { asBucket, asFirestore, FakeBucket, FakeFirestore, openFirestoreStore } from '@hall/functions/firestore-store';
import { createAccount, PROJECT_ID, uniqueEmail } from '../support/auth-emulator.ts';
import {
  hostileTable,
  rawTable,
  type HostileCase,
  type RawCase,
  type Seeded,
  type Sender,
} from '../support/hostile-table.ts';
import { api, startTestPortal } from '../support/portal.ts';
import { openBackend } from '../support/test-portal.ts';
import { uniqueTransactionId, type TestStudent } from '../support/students.ts';
import { sampleHallFee, sampleRoomAllotment, sampleTokenPurchase } from '@hall/model/samples';
import { attachTokenPdf, postNotice } from '../support/pdf-uploads.ts';
import { seedRooms } from '../support/room-inventory.ts';

interface Backend {
  url: string;
  adminEmail: string;
  /** A digest of everything stored: records, claims, idempotency answers, files. */
  contentHash(): string;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A built SPA stand-in, so /assets/ and the index fallback are served as in the portal. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Hall</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
}

const sha = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

async function sqliteBackend(): Promise<Backend> {
  const portal = await startTestPortal({ webDist: fakeWebDist() });
  const db = new Database(path.join(portal.dataDir, 'portal.sqlite'), { readonly: true });
  const tables = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Array<{ name: string }>
  ).map((row) => row.name);
  const files = (folder: string) =>
    fs
      .readdirSync(path.join(portal.dataDir, folder))
      .sort()
      .map((name) => `${folder}/${name}:${sha(fs.readFileSync(path.join(portal.dataDir, folder, name)))}`);
  return {
    url: portal.url,
    adminEmail: portal.adminEmail,
    contentHash: () =>
      sha(
        JSON.stringify([
          ...tables.map((table) => [table, db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all()]),
          files('notices'),
          files('tokens'),
        ]),
      ),
    async close() {
      db.close();
      await portal.close();
    },
  };
}

let firestoreApps = 0;

/**
 * createApp on the Firestore store over its in-memory double, behind what the Cloud Function's
 * runtime does to an upload: the whole body read first and handed over as `rawBody`.
 */
async function firestoreBackend(): Promise<Backend> {
  const adminEmail = uniqueEmail('admin');
  const firestore = new FakeFirestore();
  const bucket = new FakeBucket();
  const firebase = initializeApp({ projectId: PROJECT_ID }, `hostile-${++firestoreApps}`);
  const app = createApp({
    store: openFirestoreStore(asFirestore(firestore), asBucket(bucket)),
    verifier: firebaseTokenVerifier(firebase, { emulator: true }),
    adminEmail,
    webDist: fakeWebDist(),
    rateLimits: { writesPerWindow: 10_000, adminWritesPerWindow: 10_000, windowMs: 60_000 },
    log: () => {},
  });
  const cloud = express();
  cloud.use((req, res, next) => {
    if (!req.is('multipart/*')) return next();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', () => {}); // an aborted upload: the runtime never calls the function
    req.on('end', () => {
      (req as typeof req & { rawBody: Buffer }).rawBody = Buffer.concat(chunks);
      next();
    });
  });
  cloud.use(app);
  const server = http.createServer(cloud);
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    adminEmail,
    contentHash: () =>
      sha(
        JSON.stringify([
          [...firestore.documents.entries()]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, stored]) => [key, stored.data]),
          [...bucket.objects.entries()]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, object]) => [key, sha(object.bytes)]),
        ]),
      ),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deleteApp(firebase);
    },
  };
}

/** One request exactly as written: node:http sends the path without normalising it. */
function send(url: string, c: HostileCase, authorization: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = { connection: 'close', ...c.headers };
  let body: Buffer | undefined;
  if (c.json !== undefined) {
    body = Buffer.from(JSON.stringify(c.json));
    headers['content-type'] ??= 'application/json';
  } else if (c.body !== undefined) {
    body = Buffer.from(c.body);
  }
  const scheme = headers['x-scheme'];
  delete headers['x-scheme'];
  if (authorization) headers.authorization = scheme ? authorization.replace(/^Bearer/, scheme) : authorization;
  if (body) headers['content-length'] = String(body.length);
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, method: c.method, path: c.path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Raw bytes over a socket; the answer parsed by hand (Node's client would refuse some of these). */
function sendRaw(url: string, bytes: string | Buffer, abort: boolean): Promise<Answer | null> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(bytes);
      if (abort)
        setTimeout(() => {
          socket.destroy();
          resolve(null);
        }, 50);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => (abort ? resolve(null) : reject(error)));
    socket.on('close', () => {
      if (abort) return;
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

/** The one error shape: `{ error: { code, message, fields? } }` as JSON, nothing else. */
function expectErrorShape(answer: Answer, label: string): void {
  expect(String(answer.headers['content-type']), label).toMatch(/^application\/json/);
  const parsed = JSON.parse(answer.body) as { error?: Record<string, unknown> };
  expect(Object.keys(parsed), label).toEqual(['error']);
  const { code, message, fields, ...rest } = parsed.error ?? {};
  expect(rest, label).toEqual({});
  expect(code, label).toMatch(/^[a-z_]+$/);
  expect(typeof message === 'string' && message.length > 0, label).toBe(true);
  if (fields !== undefined) {
    expect(typeof fields, label).toBe('object');
    for (const value of Object.values(fields as object)) expect(typeof value, label).toBe('string');
  }
}

const backends: Array<[string, () => Promise<Backend>]> = [
  ['the API on SQLite (standalone, streamed bodies)', sqliteBackend],
  ["the API on the Firestore store's double (Cloud Function, rawBody)", firestoreBackend],
];

describe.each(backends)('hostile input against %s', (_label, open) => {
  let backend: Backend;
  let seeded: Seeded;
  const tokens = new Map<Sender, string>();
  const statuses = new Map<number, number>();

  const authorizationFor = (who: Sender): string | undefined => {
    if (typeof who === 'object') return who.authorization;
    const token = tokens.get(who);
    return token ? `Bearer ${token}` : undefined;
  };

  beforeAll(async () => {
    const opened = await openBackend(open, { a: { studentId: '1904301' }, b: { studentId: '1904302' } });
    const { admin, a, b } = opened;
    backend = opened.backend;
    const unverified = await createAccount({ verified: false });
    tokens
      .set('admin', admin.idToken)
      .set('studentA', a.idToken)
      .set('studentB', b.idToken)
      .set('unverified', unverified.idToken);

    const file = async (who: TestStudent, apiPath: string, json: Record<string, unknown>) => {
      const answer = await api<{ insertedId: string }>(backend, 'POST', apiPath, { token: who.idToken, json });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.insertedId;
    };
    const token = () => sampleTokenPurchase({ Transaction_id: uniqueTransactionId() });
    const tokenA = await file(a, '/tokenpurches', token());
    const approvedTokenA = await file(a, '/tokenpurches', token());
    expect(
      (
        await api(backend, 'PATCH', `/tokenpurches/${approvedTokenA}`, {
          token: admin.idToken,
          json: { status: 'confirm' },
        })
      ).status,
    ).toBe(200);
    const pdf = await makeNoticePdf('Meal token', '2026-12-01', ['Seeded.']);
    expect((await attachTokenPdf(backend.url, admin.idToken, approvedTokenA, pdf)).status).toBe(200);
    const uploaded = await postNotice(backend.url, admin.idToken, { title: 'Seeded notice', date: '2026-05-03', pdf });
    expect(uploaded.status).toBe(200);
    await seedRooms(backend, admin.idToken);
    seeded = {
      adminEmail: backend.adminEmail,
      studentA: { uid: a.uid, email: a.email, studentId: a.studentId },
      studentB: { uid: b.uid, email: b.email, studentId: b.studentId },
      tokenA,
      approvedTokenA,
      tokenB: await file(b, '/tokenpurches', token()),
      hallFeeA: await file(a, '/hallfee', sampleHallFee({ Transaction_id: uniqueTransactionId() })),
      roomA: await file(
        a,
        '/roomallotement',
        sampleRoomAllotment({
          student_Id_1: '1904301',
          student_Id_2: '1904302',
          // Named: b, registered (decision 034: a named student must be).
          student_Id_3: '1904301',
          student_Id_4: '1904302',
        }),
      ),
      complaintB: await file(b, '/complains', { complains: 'Seeded complaint.' }),
      messageA: await file(a, '/messages', { from_name: 'A', user_email: 'a@example.com', message: 'Seeded message.' }),
      noticeFile: ((await uploaded.json()) as { fileName: string }).fileName,
    };
  }, 120_000);

  afterAll(async () => {
    const counts = [...statuses.entries()].sort(([x], [y]) => x - y).map(([status, count]) => `${status}: ${count}`);
    console.info(
      `hostile input, ${_label}: ${[...statuses.values()].reduce((sum, n) => sum + n, 0)} answers (${counts.join(', ')})`,
    );
    await backend?.close();
  });

  it('refuses every request of the table with a 4xx in the one error shape, and changes nothing', async () => {
    const table = hostileTable(seeded);
    expect(table.length).toBeGreaterThanOrEqual(300);
    const before = backend.contentHash();
    const failures: string[] = [];
    for (const c of table) {
      const answer = await send(backend.url, c, authorizationFor(c.as));
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const label = `${c.name} -> ${answer.status} ${answer.body.slice(0, 200)}`;
      if (answer.status < 400 || answer.status > 499 || (c.status !== undefined && answer.status !== c.status)) {
        failures.push(label);
        continue;
      }
      try {
        expectErrorShape(answer, label);
      } catch (error) {
        failures.push(`${label}: ${String(error).slice(0, 200)}`);
      }
      if (backend.contentHash() !== before) failures.push(`${label}: the stored content changed`);
    }
    expect(failures).toEqual([]);
    expect(backend.contentHash()).toBe(before);
  }, 120_000);

  it('survives framing Node refuses and uploads the client never finishes, and keeps serving', async () => {
    const before = backend.contentHash();
    const auth = (who: Sender) => `Authorization: ${authorizationFor(who) ?? ''}`;
    for (const c of rawTable(seeded) as RawCase[]) {
      const answer = await sendRaw(backend.url, c.bytes(auth), c.abort === true);
      if (answer) {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const label = `${c.name} -> ${answer.status} ${answer.body.slice(0, 200)}`;
        expect(answer.status, label).toBeGreaterThanOrEqual(400);
        expect(answer.status, label).toBeLessThan(500);
        if (c.status !== undefined) expect(answer.status, label).toBe(c.status);
        expectErrorShape(answer, label);
      }
      // Still serving, after every one.
      const health = await api(backend, 'GET', '/get-pdf');
      expect(health.status, c.name).toBe(200);
    }
    // The aborted uploads left nothing behind, even once the server has had time to notice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(backend.contentHash()).toBe(before);
  }, 60_000);
});
