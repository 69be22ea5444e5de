// `npm run staff:add -- EMAIL` against the Auth emulator and a local portal's data folder (issue
// 30): a verified dining staff account with a fresh password printed once, listed as staff; a
// student's or the administrator's address, or a second run, is refused and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountExists,
  createAccount,
  EMULATOR_HOST,
  PROJECT_ID,
  signIn,
  uniqueEmail,
} from '../support/auth-emulator.ts';
import { passwordIn, runScript } from '../support/command.ts';
import { api, startTestPortal, type TestPortal } from '../support/portal.ts';

let portal: TestPortal;

/** Runs the real command, as `npm run staff:add -- <args>` does, on the test portal's data. */
const staffAdd = (args: string[]) =>
  runScript('scripts/staff-add.ts', args, {
    HALL_ADMIN_EMAIL: portal.adminEmail,
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    GCLOUD_PROJECT: PROJECT_ID,
    PORTAL_DATA_DIR: portal.dataDir,
  });

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal.close());

describe('npm run staff:add', () => {
  it('creates a verified staff account with a fresh password, lists it as staff, and refuses a second run', async () => {
    const email = uniqueEmail('dining');
    const run = await staffAdd([email]);
    expect(run.code, run.err).toBe(0);
    const password = passwordIn(run.out);
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(run.out).toContain('now on the dining staff list');
    const staff = await signIn(email, password);
    expect((await api(portal, 'GET', '/dining/me', { token: staff.idToken })).body).toEqual({ staff: true });
    expect((await api(portal, 'GET', '/dining/counts', { token: staff.idToken })).status).toBe(200);

    const again = await staffAdd([email]);
    expect(again.code).toBe(1);
    expect(again.err).toContain('already exists (made by this command)');
    expect(passwordIn(again.out)).toBe('');
    expect((await signIn(email, password)).uid).toBe(staff.uid);
  });

  it("refuses a student's address and the administrator's, making no account and listing nothing", async () => {
    const student = await createAccount();
    const admin = await createAccount({ email: portal.adminEmail, verified: true });
    for (const email of [student.email, portal.adminEmail, 'u1999999@student.cuet.ac.bd', 'cook@example.com']) {
      const run = await staffAdd([email]);
      expect(run.code, email).toBe(1);
      expect(run.err).toContain('Dining staff must use an office address');
    }
    expect(await accountExists('u1999999@student.cuet.ac.bd')).toBe(false);
    const listed = await api<{ email: string }[]>(portal, 'GET', '/dining/staff', { token: admin.idToken });
    expect(listed.body.map((member) => member.email)).not.toContain(student.email);
    expect((await api(portal, 'GET', '/dining/me', { token: student.idToken })).body).toEqual({ staff: false });
  });
});
