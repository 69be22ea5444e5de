// The student's portal with no network (issue 33, decision 036). A complaint filed offline waits
// on the device and is stored exactly once when the network returns, even when the answer to its
// first send is lost (the client sends it again with the same Idempotency-Key). With the portal
// gone, the profile opens from the service worker and shows the last copies ("offline, shown as
// of"), and an approved token's QR is drawn on the phone, scanned here from a screenshot.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { messages, type Complaint } from '@hall/model';
import { offlineText } from '@hall/model/texts/offline';
import { signInInBrowser } from '../support/sign-in.ts';
import { startTestPortal } from '../support/portal.ts';
import { decodePngQr } from '../support/qr.ts';
import { approvedToken, createStudent, uniqueTransactionId } from '../support/students.ts';
import { useBrowser } from '../support/use-browser.ts';
import { adminList, adminToken, portalUrl } from './student-journey.ts';

const browser = useBrowser();
const copies: string[] = [];
afterAll(() => copies.forEach((copy) => fs.rmSync(copy, { recursive: true, force: true })));

/** A route change inside the app, as a link does it: no page load (none could happen offline). */
async function openInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** The text of the QR code in the element's screenshot, as a phone's camera at the counter reads it. */
async function scanQr(page: Page, selector: string): Promise<string | null> {
  return decodePngQr(new Uint8Array(await page.locator(selector).screenshot()));
}

/**
 * How a complaint's send travels, and the key that makes a second send the first one: in local mode
 * the API's POST with its Idempotency-Key (the adapter itself tries a POST again, so at least two
 * cuts); in firebase mode the browser's Firestore commit, the record's id made from the key (one try).
 */
const complaintSend =
  process.env.HALL_E2E_TARGET === 'emulators'
    ? {
        route: (url: URL) => url.pathname.endsWith('/documents:commit'),
        keyOf: (request: Request) => /documents\/complaints\/([0-9a-f]+)"/.exec(request.postData() ?? '')?.[1] ?? null,
        keyShape: /^[0-9a-f]{24}$/,
        triesPerSend: 1,
      }
    : {
        route: (url: URL) => url.pathname === '/api/complains',
        keyOf: (request: Request) =>
          request.method() === 'POST' ? (request.headers()['idempotency-key'] ?? '') : null,
        keyShape: /^[0-9a-f]{32}$/,
        triesPerSend: 2,
      };

describe('a complaint filed with no network', () => {
  it('waits on the device, and is stored once when the network returns, though the first answer is lost', async () => {
    const student = await createStudent({ url: portalUrl });
    // No service worker here: every request the page makes is the page's own, for page.route to see.
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInInBrowser(page, portalUrl, student, '/profile');
    await page.getByRole('complementary', { name: 'Profile menu' }).waitFor();
    await openInApp(page, '/complain');
    const box = page.getByLabel(/^Your complaint/);
    await box.waitFor();

    await context.setOffline(true);
    const text = `The tap in the third floor washroom leaks (${uniqueTransactionId()}).`;
    await box.fill(text);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(offlineText.kept).waitFor();
    expect(await box.inputValue()).toBe('');
    await openInApp(page, '/profile');
    const waiting = page.getByRole('region', { name: offlineText.waitingTitle });
    await waiting.getByText(offlineText.forms.complaints).waitFor();

    // Every send of it, whether or not it gets through, with its key.
    const keys: string[] = [];
    page.on('request', (request) => {
      const key = complaintSend.keyOf(request);
      if (key !== null) keys.push(key);
    });
    // The network returns, but the portal's answers are lost: the first send that gets through is
    // stored, its answer and every later send are cut off.
    let stored = 0;
    let cut = 0;
    await page.route(complaintSend.route, async (route) => {
      if (complaintSend.keyOf(route.request()) === null) return route.fallback();
      if (stored === 0) {
        stored += 1;
        await route.fetch();
      }
      cut += 1;
      await route.abort('connectionreset');
    });
    await context.setOffline(false);
    await expect.poll(() => cut, { timeout: 20_000 }).toBeGreaterThanOrEqual(complaintSend.triesPerSend);
    // Still waiting: nothing said it was stored.
    await waiting.getByText(offlineText.forms.complaints).waitFor();
    expect(await page.getByText(messages.forms.complaintSubmitted).count()).toBe(0);
    await page.unroute(complaintSend.route);

    // Back again: sent with the same key, and the portal answers with the first send's record.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.getByText(messages.forms.complaintSubmitted).waitFor();
    await waiting.waitFor({ state: 'detached' });
    expect(keys.length).toBeGreaterThanOrEqual(complaintSend.triesPerSend + 1);
    expect(keys[0]).toMatch(complaintSend.keyShape);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));

    const complaints = await adminList<Complaint>('/complains');
    expect(complaints.filter((complaint) => complaint.complains === text)).toMatchObject([
      { email: student.email, id: student.studentId },
    ]);
    await context.close();
    expect(errors).toEqual([]);
  });
});

describe('the profile with the portal gone', () => {
  it('shows the last copies "as of" when they were read, and the approved token\'s QR, which scans', async () => {
    // A portal of this test's own on a copy of the built SPA, stopped to be offline for real.
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-offline-dist-'));
    copies.push(dist);
    fs.cpSync(path.resolve(import.meta.dirname, '../../web/dist'), dist, { recursive: true });
    const portal = await startTestPortal({ webDist: dist, adminEmail: inject('adminEmail') });
    const student = await createStudent(portal, { name: 'Offline Student' });
    const tokenId = await approvedToken(portal, student, await adminToken());

    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInInBrowser(page, portal.url, student, '/profile');
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
      timeout: 60_000,
    });
    // One visit of each page while online keeps its copies.
    await page.goto(`${portal.url}/profile/tokenprofile`);
    await page.getByRole('button', { name: offlineText.showQr }).waitFor();
    await page.goto(`${portal.url}/profile`);
    await page.getByText('Offline Student', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: offlineText.showQr }).waitFor();
    expect(await page.getByText(/^offline, shown as of/).count()).toBe(0);

    await portal.close();
    await page.goto(`${portal.url}/profile/tokenprofile`);
    await page.getByText(/^offline, shown as of \d{2}:\d{2}$/).waitFor();
    await page.getByRole('button', { name: offlineText.showQr }).click();
    const view = page.getByRole('dialog', { name: offlineText.qrTitle });
    await view.locator('.token-qr__code svg').waitFor();
    expect(await scanQr(page, '.token-qr__code')).toBe(`${portal.url}/verify/${tokenId}`);
    await view.getByRole('button', { name: offlineText.close }).click();

    // The profile itself opens from its copy too, the student's name and all.
    await page.goto(`${portal.url}/profile`);
    await page.getByText(/^offline, shown as of \d{2}:\d{2}$/).waitFor();
    await page.getByText('Offline Student', { exact: true }).first().waitFor();
    await context.close();
    expect(errors).toEqual([]);
  });
});
