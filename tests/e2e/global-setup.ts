// Starts one local portal (built SPA + API on a fresh SQLite folder, Auth emulator accounts) for
// the browser journeys, and hands its URL to them with `inject('portalUrl')`.
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_ADMIN_EMAIL } from '@hall/model';
import { startTestPortal } from '../support/portal.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    adminEmail: string;
  }
}

export default async function setup(project: TestProject) {
  const webDist = path.resolve(import.meta.dirname, '../../web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('Build the SPA first: npm run build');
  // The built SPA knows one administrator address (VITE_ADMIN_EMAIL or the model's default): the
  // portal must use the same one, or the admin's browser would be shown 'Not allowed'.
  const portal = await startTestPortal({ webDist, adminEmail: process.env.VITE_ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL });
  project.provide('portalUrl', portal.url);
  project.provide('adminEmail', portal.adminEmail);
  return () => portal.close();
}
