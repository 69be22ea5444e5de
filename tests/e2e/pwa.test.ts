// The installable, offline portal (issue 33, decision 036) in a real Chromium: the browser finds
// the site installable under the portal's real headers; after one visit the service worker opens
// the pages with the portal gone; a new build brings "A new version is ready: Reload".
//
// The offline and update journeys run a portal of their own on a copy of the built SPA, so they can
// stop it (offline for real, not an emulated network the worker's own fetches would bypass) and
// change its files without touching web/dist.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { LANGUAGE_COOKIE } from '@hall/model/texts/language';
import { makeNoticePdf } from '@hall/functions/demo-data';
import { ensureAdmin } from '../support/admin-session.ts';
import { followNewTabLink } from '../support/browser.ts';
import { postNotice } from '../support/pdf-uploads.ts';
import { signInInBrowser } from '../support/sign-in.ts';
import { createStudent } from '../support/students.ts';
import { startTestPortal, type TestPortal } from '../support/portal.ts';
import { useBrowser } from '../support/use-browser.ts';

const portalUrl = inject('portalUrl');
const adminEmail = inject('adminEmail');
const browser = useBrowser();
const webDist = path.resolve(import.meta.dirname, '../../web/dist');
const copies: string[] = [];
afterAll(() => copies.forEach((copy) => fs.rmSync(copy, { recursive: true, force: true })));

/** A portal of this file's own, on a copy of the built SPA it may change. */
async function ownPortal(): Promise<{ portal: TestPortal; dist: string }> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-pwa-dist-'));
  copies.push(dist);
  fs.cpSync(webDist, dist, { recursive: true });
  return { portal: await startTestPortal({ webDist: dist, adminEmail }), dist };
}

/** Waits until the page is controlled by an activated worker: its precache is complete. */
async function controlledBy(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 60_000,
  });
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

async function installability(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await page.goto(url);
  const devtools = await context.newCDPSession(page);
  const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: unknown[];
  };
  const manifest = (await devtools.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
  return { installabilityErrors, manifest, page };
}

describe('installable', () => {
  it('the English site has a manifest without errors and Chromium finds nothing against installing it', async () => {
    const context = await browser().newContext();
    const { installabilityErrors, manifest } = await installability(context, `${portalUrl}/`);
    expect(manifest.url).toBe(`${portalUrl}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: 'Shaheed Mohammad Shah Hall, CUET',
      start_url: '/profile',
      display: 'standalone',
    });
    expect(installabilityErrors).toEqual([]);
    await context.close();
  });

  it('the Bangla site links its own manifest, with the Bangla name, just as installable', async () => {
    const context = await browser().newContext();
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'bn', url: portalUrl }]);
    const { installabilityErrors, manifest } = await installability(context, `${portalUrl}/`);
    expect(manifest.url).toBe(`${portalUrl}/manifest.bn.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ lang: 'bn', name: 'শহীদ মোহাম্মদ শাহ হল, চুয়েট' });
    expect(installabilityErrors).toEqual([]);
    await context.close();
  });
});

describe('offline after one visit', () => {
  it("opens the home page, a signed-in student's pages and a notice opened before, with the portal gone", async () => {
    const { portal } = await ownPortal();
    const student = await createStudent(portal);
    const title = 'Offline notice';
    const pdf = await makeNoticePdf(title, '2026-11-27', ['Kept by the phone.']);
    const posted = await postNotice(portal.url, (await ensureAdmin(adminEmail)).idToken, {
      title,
      date: '2026-11-27',
      pdf,
    });
    expect(posted.status).toBe(200);
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInInBrowser(page, portal.url, student);
    expect(await controlledBy(page)).toBe(`${portal.url}/sw.js`);
    const notice = await followNewTabLink(page, page.getByRole('link', { name: title }).first());
    expect(notice.pathname).toMatch(/^\/api\/pdf\//);
    await page.goto(`${portal.url}/profile`);
    await page.getByRole('complementary', { name: 'Profile menu' }).waitFor();

    await portal.close();
    expect(await fetch(portal.url).catch(() => null)).toBeNull();

    // The prerendered home page, from the precache, and the app taking it over.
    await page.goto(`${portal.url}/`);
    await page.getByRole('heading', { name: 'Shaheed Mohammad Shah Hall', level: 1 }).waitFor();
    await page.locator('#root[data-interactive="true"]').waitFor();
    // Any other address: the shell, its top bar, and the page's chunks (lazy ones too) from the precache.
    await page.goto(`${portal.url}/profile`);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('complementary', { name: 'Profile menu' }).waitFor();
    await page.goto(`${portal.url}/token_purches`);
    await page.getByRole('form', { name: 'Token Purchase' }).waitFor();
    // The notice, as the phone opens it again: from the worker's cache, byte for byte.
    const kept = await page.evaluate(async (href) => {
      const answer = await fetch(href);
      return {
        status: answer.status,
        type: answer.headers.get('content-type'),
        size: (await answer.arrayBuffer()).byteLength,
      };
    }, notice.href);
    expect(kept).toEqual({ status: 200, type: 'application/pdf', size: pdf.byteLength });
    await context.close();
  });
});

describe('a new version', () => {
  it('shows "A new version is ready: Reload", and Reload opens the new version', async () => {
    const { portal, dist } = await ownPortal();
    try {
      const context = await browser().newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${portal.url}/login`);
      await controlledBy(page);
      await page.reload();
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      expect(await page.locator('meta[name="hall-journey-version"]').count()).toBe(0);

      // A new build: the shell changes, and so does its revision in the worker's precache list.
      const shellFile = path.join(dist, 'shell.html');
      const shell = fs
        .readFileSync(shellFile, 'utf8')
        .replace('</head>', '<meta name="hall-journey-version" content="2"></head>');
      fs.writeFileSync(shellFile, shell);
      const worker = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
      const revised = worker.replace(
        /(\{url:"shell\.html",revision:")[0-9a-f]+(")/,
        `$1${createHash('md5').update(shell).digest('hex')}$2`,
      );
      expect(revised).not.toBe(worker);
      fs.writeFileSync(path.join(dist, 'sw.js'), revised);

      // The hourly check, now.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const banner = page.getByRole('status').filter({ hasText: 'A new version is ready:' });
      await banner.waitFor({ timeout: 60_000 });
      expect(await banner.innerText()).toMatch(/^A new version is ready:\s*Reload$/);
      // Until Reload, the page stays on the version it runs.
      expect(await page.locator('meta[name="hall-journey-version"]').count()).toBe(0);

      await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Reload' }).click()]);
      await page.locator('meta[name="hall-journey-version"]').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      expect(await page.getByText('A new version is ready:').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await portal.close();
    }
  });
});
