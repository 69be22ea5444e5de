// `npm run admin:create` against the Auth emulator: a fresh administrator; an address somebody
// registered (and got verified) first is refused, then taken back with --replace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, EMULATOR_HOST, PROJECT_ID, signIn, uniqueEmail } from '../support/auth-emulator.ts';
import { passwordIn, runScript } from '../support/command.ts';
import { api, startTestPortal, type TestPortal } from '../support/portal.ts';

/** Runs the real command, as `npm run admin:create -- <args>` does. */
const adminCreate = (adminEmail: string, args: string[] = []) =>
  runScript('scripts/admin-create.ts', args, {
    HALL_ADMIN_EMAIL: adminEmail,
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    GCLOUD_PROJECT: PROJECT_ID,
  });

let fresh: TestPortal;
let squatted: TestPortal;

beforeAll(async () => {
  fresh = await startTestPortal();
  squatted = await startTestPortal();
});
afterAll(async () => {
  await fresh.close();
  await squatted.close();
});

describe('npm run admin:create', () => {
  it('creates the verified administrator with a fresh password printed once, and refuses to run twice without --replace', async () => {
    const run = await adminCreate(fresh.adminEmail);
    expect(run.code, run.err).toBe(0);
    const password = passwordIn(run.out);
    expect(password.length).toBeGreaterThanOrEqual(20);
    const admin = await signIn(fresh.adminEmail, password);
    expect((await api(fresh, 'GET', '/users', { token: admin.idToken })).status).toBe(200);

    const again = await adminCreate(fresh.adminEmail);
    expect(again.code).toBe(1);
    expect(again.err).toContain('already exists (made by this command)');
    expect((await api(fresh, 'GET', '/users', { token: admin.idToken })).status).toBe(200);
    // A refused run prints no password.
    expect(passwordIn(again.out)).toBe('');
  });

  it('refuses an address somebody else registered, and takes it back with --replace', async () => {
    // The old instructions verified whichever account held the address: the squatter is admin.
    const squatter = await createAccount({ email: squatted.adminEmail, verified: true, password: 'Squat#123' });
    expect((await api(squatted, 'GET', '/users', { token: squatter.idToken })).status).toBe(200);

    const refused = await adminCreate(squatted.adminEmail);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('was not made by this command');
    expect(refused.out).not.toContain('password:');
    expect((await signIn(squatted.adminEmail, 'Squat#123')).uid).toBe(squatter.uid);

    const replaced = await adminCreate(squatted.adminEmail, ['--replace']);
    expect(replaced.code, replaced.err).toBe(0);
    expect(replaced.out).toContain(`uid ${squatter.uid}`);
    const answer = await api(squatted, 'GET', '/users', { token: squatter.idToken });
    expect([401, 403]).toContain(answer.status);
    await expect(signIn(squatted.adminEmail, 'Squat#123')).rejects.toThrow();
    const admin = await signIn(squatted.adminEmail, passwordIn(replaced.out));
    expect(admin.uid).not.toBe(squatter.uid);
    expect((await api(squatted, 'GET', '/users', { token: admin.idToken })).status).toBe(200);
  });

  it('refuses an administrator address outside the student domain', async () => {
    const run = await adminCreate(uniqueEmail('admin').replace('student.cuet.ac.bd', 'gmail.com'));
    expect(run.code).toBe(1);
    expect(run.err).toContain('is not a CUET student e-mail address');
  });
});
