// Starts one local portal (built SPA + API on a fresh SQLite folder, Auth emulator accounts) for
// the browser journeys, and hands its URL to them with `inject('portalUrl')`.
//
// With HALL_E2E_TARGET=emulators the same journeys run against the Firebase emulator suite
// instead (`npm run e2e:emulators`, scripts/e2e-emulators.ts): the SPA is a firebase-mode build
// served by the Hosting emulator, data goes to the Firestore and Storage emulators under
// firestore.rules and storage.rules, and /api/** reaches the Cloud Function in the Functions
// emulator. No local API is started then; the admin is the rules' address.
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { resolveAdminEmail } from '@hall/model';
import { journeyClock } from '../../scripts/lib/journey-clock.ts';
import { startTestPortal } from '../support/portal.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    adminEmail: string;
    /** Why notice and token PDFs cannot be stored here (no Storage emulator), or '' when they can. */
    storageSkipped: string;
    /** The local portal's data folder (journeys load past records into its SQLite); '' in firebase mode. */
    portalDataDir: string;
  }
}

async function emulatorSuite(project: TestProject) {
  const config = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../firebase.json'), 'utf8')) as {
    emulators: { hosting: { host: string; port: number } };
  };
  const url =
    process.env.HALL_E2E_PORTAL_URL ?? `http://${config.emulators.hosting.host}:${config.emulators.hosting.port}`;
  const answer = await fetch(url).catch(() => null);
  if (!answer?.ok)
    throw new Error(`HALL_E2E_TARGET=emulators, but nothing answers at ${url}: run \`npm run e2e:emulators\`.`);
  project.provide('portalUrl', url);
  // firestore.rules hard-code the admin address; the Cloud Function reads HALL_ADMIN_EMAIL.
  project.provide('adminEmail', resolveAdminEmail(process.env.HALL_ADMIN_EMAIL));
  project.provide('storageSkipped', process.env.HALL_STORAGE_SKIPPED ?? '');
  project.provide('portalDataDir', '');
}

export default async function setup(project: TestProject) {
  if (process.env.HALL_E2E_TARGET === 'emulators') return emulatorSuite(project);
  const webDist = path.resolve(import.meta.dirname, '../../web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('Build the SPA first: npm run build');
  // The built SPA knows one administrator address (VITE_ADMIN_EMAIL or the model's default): the
  // portal must use the same one, or the admin's browser would be shown 'Not allowed'.
  // The API's clock at 13:05 today, hall time: the dining journeys stand inside lunch (decision 033).
  const portal = await startTestPortal({
    webDist,
    adminEmail: resolveAdminEmail(process.env.VITE_ADMIN_EMAIL),
    clock: journeyClock(),
  });
  project.provide('portalUrl', portal.url);
  project.provide('adminEmail', portal.adminEmail);
  project.provide('storageSkipped', '');
  project.provide('portalDataDir', portal.dataDir);
  return () => portal.close();
}
