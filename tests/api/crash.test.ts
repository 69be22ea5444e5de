// The API process killed with SIGKILL in the middle of writes, then restarted on the same data:
// every write that was answered with success is there.
import { studentIdOfEmail } from '@hall/model';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccount, EMULATOR_HOST, PROJECT_ID, uniqueEmail } from '../support/auth-emulator.ts';
import { api } from '../support/portal.ts';
import { uniqueTransactionId } from '../support/students.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-crash-'));
const adminEmail = uniqueEmail('admin');
const children: ChildProcess[] = [];

function startApi(): Promise<{ child: ChildProcess; url: string }> {
  // Node itself with tsx's loader, not the tsx wrapper: SIGKILL must reach the API process, not
  // only a parent that would leave it running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'functions/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      PORTAL_DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      GCLOUD_PROJECT: PROJECT_ID,
      HALL_ADMIN_EMAIL: adminEmail,
      PORTAL_WRITES_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /API listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`API exited with ${code}: ${output}`)));
  });
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('a crash in the middle of writes', () => {
  it('loses no write that was answered with success', async () => {
    const first = await startApi();
    const student = await createAccount({ verified: true });
    const admin = await createAccount({ email: adminEmail, verified: true });
    expect(
      (
        await api(first, 'POST', '/users', {
          token: student.idToken,
          json: { name: 'Crash Test', email: student.email, id: studentIdOfEmail(student.email) },
        })
      ).status,
    ).toBe(201);

    const acknowledged: Array<{ path: string; id: string }> = [];
    let stop = false;
    const writer = async (path: string, body: () => Record<string, unknown>) => {
      while (!stop) {
        try {
          const answer = await api<{ insertedId: string }>(first, 'POST', path, {
            token: student.idToken,
            json: body(),
          });
          if (answer.status === 201) acknowledged.push({ path, id: answer.body.insertedId });
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const writers = [
      ...Array.from({ length: 4 }, () => writer('/complains', () => ({ complains: 'Crash test complaint.' }))),
      ...Array.from({ length: 4 }, () =>
        writer('/tokenpurches', () => ({
          Start_date: '2026-12-01',
          End_date: '2026-12-15',
          package1: '15',
          amount: '1300',
          Transaction_id: uniqueTransactionId(),
          bkash_number: '01712345678',
        })),
      ),
    ];
    while (acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);

    const second = await startApi();
    for (const path of ['/complains', '/tokenpurches']) {
      const stored = await api<Array<{ _id: string }>>(second, 'GET', path, { token: admin.idToken });
      const ids = new Set(stored.body.map((record) => record._id));
      const missing = acknowledged.filter((write) => write.path === path && !ids.has(write.id));
      expect(missing, `${path}: ${missing.length} acknowledged writes lost`).toEqual([]);
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(300);
    second.child.kill('SIGTERM');
  });
});
