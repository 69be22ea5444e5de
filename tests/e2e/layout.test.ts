// Journeys through the shared layout and the route guard, in a real headless Chromium.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { keepScreenshot } from '../support/screenshots.ts';
import { openWatchedPage, useBrowser } from '../support/use-browser.ts';
import { signInInBrowser } from '../support/sign-in.ts';
import { createStudent } from '../support/students.ts';

const portalUrl = inject('portalUrl');
const browser = useBrowser();

async function open(path: string, width = 1280): Promise<Page> {
  const page = await openWatchedPage(browser(), `${portalUrl}${path}`, { width, height: 800 });
  // The home page paints as prerendered HTML before its scripts run (decision 017): wait until
  // React has taken it over, as a person's tap on the menu only works from then on.
  await page.locator('#root[data-interactive="true"]').waitFor({ state: 'attached' });
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

describe('the phone menu of a signed-in student, and pages without scripts (issue 35)', () => {
  it('ends the phone menu with Profile and LogOut; LogOut goes home signed out with the toast', async () => {
    const student = await createStudent({ url: portalUrl });
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInInBrowser(page, portalUrl, student, '/complain');
    await page.getByRole('heading', { level: 1, name: 'Complains' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('button', { name: 'LogOut' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const logOut = nav.getByRole('button', { name: 'LogOut' });
    await logOut.waitFor();
    expect(await nav.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    const box = (await logOut.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(40);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await keepScreenshot(page, 'signed-in-menu');

    await nav.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(`${portalUrl}/profile`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('button', { name: 'LogOut' }).click();
    await page.getByText('Logout successfully').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    // Home, not /login: the profile's guard did not catch the way out.
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto(`${portalUrl}/profile`);
    await page.waitForURL(/\/login\?next=%2Fprofile$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps Profile and LogOut out of the wide top bar, where the avatar is', async () => {
    const student = await createStudent({ url: portalUrl });
    const page = await browser().newPage({ viewport: { width: 1366, height: 768 } });
    await signInInBrowser(page, portalUrl, student, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Contact', exact: true }).waitFor();
    expect(await nav.getByRole('button', { name: 'LogOut' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Profile' }).count()).toBe(0);
    await page.getByRole('banner').getByRole('link', { name: 'Profile' }).waitFor();
    await keepScreenshot(page, 'signed-in-menu');
    await page.close();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    it(`shows /login without scripts as the site's page saying it needs JavaScript, not a bare sentence (${viewport.width} px)`, async () => {
      const context = await browser().newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto(`${portalUrl}/login`);
      const brand = page.getByRole('banner').getByRole('link', { name: 'Shaheed Mohammad Shah Hall' });
      expect(await brand.getAttribute('href')).toBe('/');
      expect(await brand.locator('img').isVisible()).toBe(true);
      // Playwright's text and role search skip <noscript>: the page's parts are found by their tags.
      const heading = page.locator('main h1');
      expect(await heading.textContent()).toBe('This page needs JavaScript');
      expect(await heading.isVisible()).toBe(true);
      // Styled: the site's type and a card, not the browser's default serif on a bare page.
      const styled = await page.locator('.noscript-page').evaluate((card) => ({
        font: getComputedStyle(card).fontFamily,
        background: getComputedStyle(card).backgroundColor,
        width: card.getBoundingClientRect().width,
      }));
      expect(styled.font).toContain('system-ui');
      expect(styled.background).toBe('rgb(255, 255, 255)');
      expect(styled.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.locator('footer').isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await keepScreenshot(page, 'login-no-js');
      await page.locator('main a.button').click();
      await page.waitForURL(`${portalUrl}/`);
      await context.close();
    });
  }
});
