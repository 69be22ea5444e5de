// The local portal serves the SPA with the security headers (and the service workers uncached);
// firebase.json's copy for Firebase Hosting is compared in tests/rules-syntax/firebase-config.test.ts.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openSqliteStore } from '../store/sqlite/sqlite-store.ts';
import type { Store } from '../store/port.ts';
import { contentSecurityPolicy, spaSecurityHeaders } from './security-headers.ts';

/** The service workers and web app manifests (web/scripts/lib/service-worker.ts, web-manifest.ts). */
const ASKED_EVERY_TIME = ['sw.js', 'sw.bn.js', 'manifest.webmanifest', 'manifest.bn.webmanifest'];

describe("the SPA's security headers", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-headers-'));
  let store: Store;
  let url = '';
  let close = () => {};

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'web/assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'web/index.html'), '<!doctype html><title>hall</title>');
    fs.writeFileSync(path.join(dir, 'web/assets/app.js'), 'export {};');
    for (const file of [...ASKED_EVERY_TIME, 'favicon.svg']) fs.writeFileSync(path.join(dir, 'web', file), '{}');
    store = openSqliteStore(path.join(dir, 'data'));
    const app = createApp({
      store,
      verifier: { verify: async () => null },
      adminEmail: 'hall.admin@student.cuet.ac.bd',
      webDist: path.join(dir, 'web'),
      authEmulatorHost: '127.0.0.1:9099',
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(async () => {
    close();
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/dashboard', '/assets/app.js'])(
    '%s carries the CSP, nosniff, Referrer-Policy and Permissions-Policy',
    async (route) => {
      const answer = await fetch(`${url}${route}`, { method: 'HEAD' });
      expect(answer.status).toBe(200);
      for (const [name, value] of Object.entries(spaSecurityHeaders({ authEmulatorHost: '127.0.0.1:9099' }))) {
        expect(answer.headers.get(name), name).toBe(value);
      }
    },
  );

  // A new build must reach an installed app: its worker and manifest are asked again every time (decision 036).
  it.each(ASKED_EVERY_TIME)('%s is served with Cache-Control: no-cache', async (file) => {
    const answer = await fetch(`${url}/${file}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('the manifests are application/manifest+json; other files of the build keep their hour', async () => {
    const manifest = await fetch(`${url}/manifest.bn.webmanifest`);
    expect(manifest.headers.get('Content-Type')).toMatch(/^application\/manifest\+json/);
    expect((await fetch(`${url}/favicon.svg`)).headers.get('Cache-Control')).toBe('public, max-age=3600');
  });

  it('locally the CSP lets the SPA reach the Auth emulator; in production it does not', () => {
    expect(contentSecurityPolicy({ authEmulatorHost: '127.0.0.1:9099' })).toMatch(
      /connect-src [^;]*http:\/\/127\.0\.0\.1:9099/,
    );
    expect(contentSecurityPolicy()).not.toContain('127.0.0.1');
  });

  it("lets the contact form reach its e-mail service (EmailJS), and nothing else's", () => {
    expect(contentSecurityPolicy()).toMatch(/connect-src [^;]*https:\/\/api\.emailjs\.com/);
    expect(contentSecurityPolicy()).not.toMatch(/connect-src [^;]*\*/);
  });

  it("forbids framing and plugins, and allows scripts only from the portal, Google sign-in and App Check's reCAPTCHA", () => {
    const policy = contentSecurityPolicy();
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain(
      "script-src 'self' https://accounts.google.com/gsi/client https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
    );
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });
});
