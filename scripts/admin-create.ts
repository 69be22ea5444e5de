// `npm run admin:create [-- --replace] [--project <id>]`: the administrator account, made safely
// (scripts/lib/admin-account.ts, docs/deploy.md). A demo-* project (the local portal's) or a set
// FIREBASE_AUTH_EMULATOR_HOST means the Auth emulator; any other project means Firebase itself,
// with the Application Default Credentials of a project owner.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { LOCAL_PROJECT_ID, resolveAdminEmail } from '@hall/model';
import { createAdminAccount } from './lib/admin-account.ts';
import { AUTH_EMULATOR_HOST, ROOT } from './lib/auth-emulator.ts';

const { values } = parseArgs({
  options: { replace: { type: 'boolean', default: false }, project: { type: 'string' } },
});

function defaultProject(): string {
  const file = path.join(ROOT, '.firebaserc');
  const rc = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { projects?: { default?: string } })
    : {};
  return rc.projects?.default ?? LOCAL_PROJECT_ID;
}

/** HALL_ADMIN_EMAIL from the shell or functions/.env (as the deployed function reads it). */
function configuredAdmin(): string | undefined {
  if (process.env.HALL_ADMIN_EMAIL) return process.env.HALL_ADMIN_EMAIL;
  const file = path.join(ROOT, 'functions/.env');
  if (!fs.existsSync(file)) return undefined;
  const line = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .find((entry) => entry.trim().startsWith('HALL_ADMIN_EMAIL='));
  return (
    line
      ?.slice(line.indexOf('=') + 1)
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2') || undefined
  );
}

const projectId = values.project ?? process.env.GCLOUD_PROJECT ?? defaultProject();
if (projectId.startsWith('demo-')) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_EMULATOR_HOST;
const where = process.env.FIREBASE_AUTH_EMULATOR_HOST
  ? `the Auth emulator on ${process.env.FIREBASE_AUTH_EMULATOR_HOST} (project ${projectId})`
  : `Firebase project ${projectId}`;

try {
  const email = resolveAdminEmail(configuredAdmin());
  const auth = getAuth(initializeApp({ projectId }));
  const result = await createAdminAccount(auth, email, { replace: values.replace });
  if (!result.ok) {
    console.error(`${result.reason}\n(${where})`);
    process.exit(1);
  }
  if (result.replaced)
    console.log(`Deleted the account that held ${email} (uid ${result.replaced}) and signed it out.`);
  console.log(`Administrator account created on ${where}:
  e-mail:   ${email}
  password: ${result.password}
This password is shown once and stored nowhere: keep it safe, then sign in.`);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Could not create the administrator account on ${where}: ${message}`);
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    console.error('Sign in first with `gcloud auth application-default login` as a project owner (docs/deploy.md).');
  } else {
    console.error('Is the portal (or the Auth emulator) running? Start it with `npm start`.');
  }
  process.exit(1);
}
