// Journeys through the shared layout and the route guard, in a real headless Chromium.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';

const portalUrl = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function open(path: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${portalUrl}${path}`);
  // The home page paints as prerendered HTML before its scripts run (decision 017): wait until
  // React has taken it over, as a person's tap on the menu only works from then on.
  await page.locator('#root[data-interactive="true"]').waitFor({ state: 'attached' });
  page.on('close', () => expect(errors).toEqual([]));
  return page;
}

describe('the shared layout', () => {
  it('shows the top bar, the hall name and the Login button to a visitor', async () => {
    const page = await open('/');
    const nav = page.getByRole('navigation', { name: /main/i });
    const expected: Array<[string, string]> = [
      ['Home', '/'],
      ['Token', '/token_purches'],
      ['Hall_Fee', '/hallfee'],
      ['Complains', '/complain'],
      ['Room_Allotement', '/roomallotement'],
      ['Contact', '/contact'],
    ];
    for (const [label, href] of expected) {
      await expect.poll(() => nav.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
    }
    await expect.poll(() => page.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(await page.title()).toContain('Shaheed Mohammad Shah Hall');
    await expect.poll(() => page.getByText(/©\s*2024/).count()).toBeGreaterThan(0);
    await page.close();
  });

  it('sends a visitor on a protected route to /login, carrying the original path', async () => {
    const page = await open('/hallfee');
    await page.waitForURL(/\/login/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('next')).toBe('/hallfee');
    await page.close();
  });

  it('shows the not-found page with its error image and a Home button for an unknown path', async () => {
    const page = await open('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expect
      .poll(() => page.getByRole('img', { name: /404/ }).evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const home = page.getByRole('link', { name: 'Home', exact: true }).last();
    await home.waitFor();
    await home.click();
    await page.waitForURL(`${portalUrl}/`);
    await page.close();
  });
});

/** True when nothing on the page is wider than the window (no sideways scrolling). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the layout on a 360 px phone and a 1280 px desktop', () => {
  for (const path of ['/', '/login', '/signup']) {
    it(`puts the navigation behind a menu at 360 px and nothing overflows sideways (${path})`, async () => {
      const page = await open(path, 360);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const menu = page.getByRole('button', { name: 'Open menu' });
      await menu.waitFor();
      expect(await nav.getByRole('link', { name: 'Token', exact: true }).isVisible()).toBe(false);
      await menu.click();
      await nav.getByRole('link', { name: 'Room_Allotement', exact: true }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      for (const label of ['Home', 'Token', 'Hall_Fee', 'Complains', 'Room_Allotement', 'Contact']) {
        const box = await nav.getByRole('link', { name: label, exact: true }).boundingBox();
        expect(box, label).not.toBeNull();
        // Comfortable to tap, and inside the screen.
        expect(box!.height).toBeGreaterThanOrEqual(40);
        expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      }
      await nav.getByRole('link', { name: 'Contact', exact: true }).click();
      await page.waitForURL(/\/login\?next=%2Fcontact$/);
      expect(await nav.getByRole('link', { name: 'Token', exact: true }).isVisible()).toBe(false);
      await page.close();
    });

    it(`shows the whole navigation in the top bar at 1280 px with no menu button (${path})`, async () => {
      const page = await open(path, 1280);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const label of ['Home', 'Token', 'Hall_Fee', 'Complains', 'Room_Allotement', 'Contact']) {
        await nav.getByRole('link', { name: label, exact: true }).waitFor({ state: 'visible' });
      }
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
      // One row: every link sits inside the top bar's height.
      const bar = await page.getByRole('banner').boundingBox();
      const contact = await nav.getByRole('link', { name: 'Contact', exact: true }).boundingBox();
      expect(contact!.y + contact!.height).toBeLessThanOrEqual(bar!.y + bar!.height);
      expect(await fitsWidth(page)).toBe(true);
      await page.close();
    });
  }
});
