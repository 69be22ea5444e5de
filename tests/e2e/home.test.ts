// Journeys through the public home page, in a real headless Chromium against the local portal.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeNoticePdf } from '@hall/functions/demo-data';
import { ensureAdmin } from '../support/admin-session.ts';
import { followNewTabLink } from '../support/browser.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { openWatchedPage, useBrowser } from '../support/use-browser.ts';
import { postNotice } from '../support/pdf-uploads.ts';

const portalUrl = inject('portalUrl');
// Notice and token PDFs need Storage; on an emulator suite without its rules runtime these skip
// (npm test prints why once).
const storageSkipped = Boolean(inject('storageSkipped'));
const adminEmail = inject('adminEmail');
const browser = useBrowser();

const open = (path: string, width = 1280): Promise<Page> =>
  openWatchedPage(browser(), `${portalUrl}${path}`, { width, height: 900 });

/** The administrator of this run's portal (one shared account: tests/support/admin-session.ts). */
const admin = () => ensureAdmin(adminEmail);

async function uploadNotice(
  title: string,
  date: string,
): Promise<{ title: string; fileName: string; pdf: Uint8Array }> {
  const { idToken } = await admin();
  const pdf = await makeNoticePdf(title, date, ['Posted by the hall office.']);
  const answer = await postNotice(portalUrl, idToken, { title, date, pdf });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { fileName: string };
  return { title, fileName: body.fileName, pdf };
}

/** The 1-based number of the slide the banner shows, read from its dots. */
async function currentSlide(page: Page): Promise<number> {
  const label = await page.locator('.banner__dot[aria-current="true"]').getAttribute('aria-label');
  return Number(label?.replace('Show slide ', ''));
}

describe('the home page', () => {
  it('shows every section, with the hall name in the title', async () => {
    const page = await open('/');
    await page.getByRole('heading', { level: 1, name: 'Shaheed Mohammad Shah Hall' }).waitFor();
    expect(await page.title()).toContain('Shaheed Mohammad Shah Hall');
    for (const heading of [
      'About the hall',
      'Provost Message',
      'Our Achievements',
      'Notice Board',
      'Contact the hall office',
    ]) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    await page.getByText('Dr. Md. Abdur Rahman').first().waitFor();
    expect(await page.getByRole('list', { name: 'Achievement photos' }).getByRole('figure').count()).toBe(15);
    const roles = await page.locator('.contact-card__role').allTextContents();
    expect(roles).toEqual(['Assistant Provost', 'Care Taker', 'Hall Provost', 'Electrician']);
    // The first banner image is really served and decoded (WebP from web/public/images).
    await expect
      .poll(() =>
        page
          .locator('.banner__image')
          .first()
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await page.close();
  });

  it('advances the banner by itself through all five slides and wraps to the first', async () => {
    const page = await open('/');
    await page.locator('.banner__dot[aria-current="true"]').waitFor();
    expect(await page.locator('.banner__dot').count()).toBe(5);
    const start = await currentSlide(page);
    // Five steps from wherever it is now: every slide is seen, and 5 -> 1 happens on the way.
    const seen = [start];
    for (let step = 1; step <= 5; step++) {
      const expected = ((start - 1 + step) % 5) + 1;
      await expect.poll(() => currentSlide(page), { timeout: 10_000 }).toBe(expected);
      seen.push(expected);
    }
    expect(new Set(seen).size).toBe(5);
    expect(seen.join(',')).toContain('5,1');
    await page.close();
  });

  it.skipIf(storageSkipped)('lists notices newest first, and opens a notice PDF in a new tab', async () => {
    // The later notice date is uploaded first: the board orders by the notice's date, not by upload.
    const newer = await uploadNotice(`Exam schedule ${Date.now()}`, '2030-02-20');
    const older = await uploadNotice(`Water supply ${Date.now()}`, '2030-01-10');
    const page = await open('/');
    const board = page.getByRole('list', { name: 'Notices' });
    await board.getByRole('link').first().waitFor();
    const titles = (await board.getByRole('link').allTextContents()).map((text) =>
      text.replace(' (PDF, opens in a new tab)', ''),
    );
    expect(titles).toContain(newer.title);
    expect(titles).toContain(older.title);
    expect(titles.indexOf(newer.title)).toBeLessThan(titles.indexOf(older.title));

    const link = board.getByRole('link', { name: newer.title }).first();
    expect(await link.getAttribute('target')).toBe('_blank');
    const target = await followNewTabLink(page, link);
    expect(target.pathname).toBe(`/api/pdf/${newer.fileName}`);
    // What the tab shows (or the browser downloads) is exactly the uploaded PDF.
    const served = await fetch(target);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(newer.pdf))).toBe(true);
    await page.close();
  });

  it('loads no Firestore, Storage, Auth SDK, admin, PDF, dialog or popup sign-in code for a visitor', async () => {
    const page = await browser().newPage({ viewport: { width: 360, height: 800 } });
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(`${portalUrl}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    await page.locator('#notices[aria-busy="false"]').waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    // Markers of the code that must stay off the home page, looked for in what was really loaded.
    const forbidden: Array<[string, RegExp]> = [
      // A first-time visitor has no persisted sign-in: the Firebase Auth SDK stays unloaded (decision 017).
      ['the Firebase Auth SDK', /identitytoolkit\.googleapis\.com|securetoken\.googleapis\.com/],
      ['Firestore', /firestore\.googleapis\.com/],
      ['Cloud Storage', /firebasestorage\.googleapis\.com/],
      ["Firebase's popup sign-in", /auth\/iframe|auth\/handler/],
      ['Google Identity Services', /accounts\.google\.com\/gsi/],
      ['pdf-lib', /PDFDocument|%PDF-/],
      ['sweetalert2', /swal2-/],
    ];
    for (const url of scripts) {
      const name = new URL(url).pathname.split('/').pop() ?? url;
      expect(name).not.toMatch(
        // The HTTP adapter (http*.js) too: the notice board's GET is in the first load (decision 036).
        /^(admin|dashboard|students|token|hall-fee|allotment|complaints|notice|login|signup|firebase-accounts|firestore|http)/,
      );
      const code = await (await fetch(url)).text();
      for (const [what, marker] of forbidden) expect(marker.test(code), `${what} in ${name}`).toBe(false);
    }
    await page.close();
  });

  it('is in the HTML itself: with scripts disabled it shows the name, the first banner image, About and the contacts', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${portalUrl}/`);
    expect(await page.getByRole('heading', { level: 1, name: 'Shaheed Mohammad Shah Hall' }).isVisible()).toBe(true);
    const first = page.locator('.banner__image').first();
    expect(await first.isVisible()).toBe(true);
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    // The first slide fills the banner without the slider's script.
    const [banner, image] = await Promise.all([page.locator('.banner').boundingBox(), first.boundingBox()]);
    expect(image?.width).toBe(banner?.width);
    expect(await page.getByRole('heading', { level: 2, name: 'About the hall' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Contact the hall office' }).isVisible()).toBe(true);
    expect(await page.locator('.contact-card__role').allTextContents()).toEqual([
      'Assistant Provost',
      'Care Taker',
      'Hall Provost',
      'Electrician',
    ]);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    await context.close();
  });

  it('opens its phone menu before any script runs (scripts disabled), and its links lead to their pages', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${portalUrl}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Token', exact: true }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Room_Allotement', exact: true }).waitFor({ state: 'visible' });
    await nav.getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL(/\/contact$/);
    await context.close();
  });

  it('keeps the menu a visitor opened before React ran, and React then closes it', async () => {
    const page = await browser().newPage({ viewport: { width: 360, height: 800 } });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    // What a tap on the prerendered menu button does: the address becomes /#main-nav.
    await page.goto(`${portalUrl}/#main-nav`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = page.getByRole('button', { name: 'Open menu' });
    expect(await nav.getByRole('link', { name: 'Token', exact: true }).isVisible()).toBe(true);
    await page.locator('#root[data-interactive] .topbar[data-ready]').waitFor();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.getByRole('link', { name: 'Token', exact: true }).isVisible()).toBe(true);
    await menu.click();
    await expect.poll(() => nav.getByRole('link', { name: 'Token', exact: true }).isVisible()).toBe(false);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('is taken over by React without being redrawn, while other pages start from the empty shell', async () => {
    const page = await browser().newPage({ viewport: { width: 360, height: 800 } });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Records whether the prerendered layout is ever removed (what React does when hydration fails).
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedLayout: string[] }).removedLayout = removed;
      new MutationObserver((records) => {
        for (const record of records) {
          record.removedNodes.forEach((node) => {
            if (node instanceof HTMLElement && node.classList.contains('layout')) removed.push('layout');
          });
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${portalUrl}/`);
    // Hydrated: the notice board has loaded, and the banner's own handlers answer.
    await page.locator('#notices[aria-busy="false"]').waitFor();
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.getByRole('button', { name: 'Play slideshow' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { removedLayout: string[] }).removedLayout)).toEqual([]);
    expect(problems).toEqual([]);

    const shell = await (await fetch(`${portalUrl}/login`)).text();
    expect(shell).not.toContain('About the hall');
    expect(shell).toContain('<div id="root"></div>');
    expect(await (await fetch(`${portalUrl}/`)).text()).toContain('About the hall');
    await page.close();
  });
});

/** How many lines of text `selector`'s first match takes (its height over its line height). */
const linesOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) =>
      Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
    );

/** The list's box and how far its content reaches, each way. */
const galleryBox = (page: Page) =>
  page.getByRole('list', { name: 'Achievement photos' }).evaluate((list) => ({
    clientHeight: list.clientHeight,
    scrollHeight: list.scrollHeight,
    clientWidth: list.clientWidth,
    scrollWidth: list.scrollWidth,
    scrollsDown: ['auto', 'scroll'].includes(getComputedStyle(list).overflowY),
  }));

/** Whether the gallery's last photo lies wholly inside the gallery's box (not cut off below it). */
const lastPhotoInside = (page: Page) =>
  page.getByRole('list', { name: 'Achievement photos' }).evaluate((list) => {
    const last = list.lastElementChild!.getBoundingClientRect();
    return last.bottom <= list.getBoundingClientRect().bottom + 0.5;
  });

describe('the home page on a 390 px phone and a 1366 px laptop (issue 35)', () => {
  it('fits the hall name in two lines, keeps the banner title clear of its controls, and scrolls the gallery sideways, not inside the page', async () => {
    const page = await open('/', 390);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('#root[data-interactive="true"]').waitFor({ state: 'attached' });
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    expect(await linesOf(page, '.brand__name')).toBeLessThanOrEqual(2);
    const title = (await page.locator('.banner__title').boundingBox())!;
    for (const control of [page.getByRole('button', { name: 'Pause slideshow' }), page.locator('.banner__dots')]) {
      expect(title.y + title.height).toBeLessThanOrEqual((await control.boundingBox())!.y);
    }
    // A strip: nothing to scroll downwards inside it (a thumb moving down moves the page), the rest sideways.
    const strip = await galleryBox(page);
    expect(strip.scrollHeight).toBeLessThanOrEqual(strip.clientHeight);
    expect(strip.scrollsDown).toBe(false);
    expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth * 3);
    // The next photo peeks in: the hint that there are more.
    const second = (await page.locator('.gallery__item').nth(1).boundingBox())!;
    const list = (await page.getByRole('list', { name: 'Achievement photos' }).boundingBox())!;
    expect(second.x).toBeLessThan(list.x + list.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.locator('#notices[aria-busy="false"]').waitFor();
    await keepScreenshot(page, 'home');
    await page.close();
  });

  it("shows two rows of the gallery at 1366 px with a fade and 'Show all 15 photos', which shows the third", async () => {
    const page = await open('/', 1366);
    await page.setViewportSize({ width: 1366, height: 768 });
    const gallery = page.getByRole('list', { name: 'Achievement photos' });
    const last = page.locator('.gallery__item').last();
    const bottom = async () => {
      const box = (await gallery.boundingBox())!;
      return box.y + box.height;
    };
    let box = await galleryBox(page);
    expect(box.clientHeight).toBeLessThanOrEqual(400);
    expect(box.scrollsDown).toBe(false);
    // The third row lies below the box's edge, and the edge says so.
    expect((await last.boundingBox())!.y).toBeGreaterThan(await bottom());
    expect(await lastPhotoInside(page)).toBe(false);
    expect(await gallery.evaluate((list) => getComputedStyle(list).maskImage)).toContain('gradient');
    await page.locator('#notices[aria-busy="false"]').waitFor();
    await keepScreenshot(page, 'home');

    await page.getByRole('checkbox', { name: 'Show all 15 photos' }).check();
    box = await galleryBox(page);
    expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
    expect(await lastPhotoInside(page)).toBe(true);
    await page.close();
  });

  it('without scripts, says why the notice board is empty, and shows every gallery photo behind Show all', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 768 },
    ]) {
      const context = await browser().newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto(`${portalUrl}/`);
      // Playwright's text search skips <noscript>, so the paragraph is found by its place in the board.
      const message = page.locator('#notices noscript p');
      expect(await message.isVisible()).toBe(true);
      expect(await message.textContent()).toBe('Turn on JavaScript to see the notices.');
      if (viewport.width > 640) {
        const showAll = page.getByRole('checkbox', { name: 'Show all 15 photos' });
        expect(await lastPhotoInside(page)).toBe(false);
        await showAll.check();
        expect(await lastPhotoInside(page)).toBe(true);
        await showAll.uncheck();
      }
      await keepScreenshot(page, 'home-no-js');
      await context.close();
    }
  });
});
