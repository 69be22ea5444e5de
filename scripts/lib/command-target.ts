// Where the account commands (`admin:create`, `staff:add`) act: a demo-* project (the local
// portal's) or a set FIREBASE_AUTH_EMULATOR_HOST means the Auth emulator; any other project means
// Firebase itself, with the Application Default Credentials of a project owner.
import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_PROJECT_ID } from '@hall/model';
import { AUTH_EMULATOR_HOST, ROOT } from './auth-emulator.ts';

function defaultProject(): string {
  const file = path.join(ROOT, '.firebaserc');
  const rc = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { projects?: { default?: string } })
    : {};
  return rc.projects?.default ?? LOCAL_PROJECT_ID;
}

/** HALL_ADMIN_EMAIL from the shell or functions/.env (as the deployed function reads it). */
export function configuredAdmin(): string | undefined {
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

/** The project (`--project`, GCLOUD_PROJECT, .firebaserc), pointing the Admin SDK at the emulator for a demo one. */
export function commandTarget(project: string | undefined): { projectId: string; emulator: boolean; where: string } {
  const projectId = project ?? process.env.GCLOUD_PROJECT ?? defaultProject();
  if (projectId.startsWith('demo-')) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_EMULATOR_HOST;
  const emulator = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);
  const where = emulator
    ? `the Auth emulator on ${process.env.FIREBASE_AUTH_EMULATOR_HOST} (project ${projectId})`
    : `Firebase project ${projectId}`;
  return { projectId, emulator, where };
}

/** Explains a failed account command: the credentials for Firebase, the running portal locally. */
export function commandFailed(what: string, where: string, error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Could not create the ${what} on ${where}: ${message}`);
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    console.error('Sign in first with `gcloud auth application-default login` as a project owner (docs/deploy.md).');
  } else {
    console.error('Is the portal (or the Auth emulator) running? Start it with `npm start`.');
  }
  process.exit(1);
}
