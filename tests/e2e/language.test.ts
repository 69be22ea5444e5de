// Bangla or English (decision 036): the first visit follows the browser's language, the switch in
// the top bar keeps the choice in the language cookie and reloads, and the choice holds on every
// page after, deep links included (the server's choice, and the English shell's own for Hosting).
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { LANGUAGE_COOKIE } from '@hall/model/texts/language';
import { authText as banglaAuth } from '@hall/model/texts/bn/auth';
import { layoutText as banglaLayout } from '@hall/model/texts/bn/layout';
import { layoutText as englishLayout } from '@hall/model/texts/layout';
import { latinLeft, notBangla } from '../support/bangla-walk.ts';
import { failOnPageErrors, useBrowser } from '../support/use-browser.ts';

const portalUrl = inject('portalUrl');
const browser = useBrowser();

async function context(locale: string): Promise<BrowserContext> {
  return browser().newContext({ locale, viewport: { width: 1280, height: 900 } });
}

async function open(within: BrowserContext, path: string): Promise<Page> {
  const page = await within.newPage();
  failOnPageErrors(page);
  await page.goto(`${portalUrl}${path}`);
  await page.locator('#root[data-interactive="true"]').waitFor({ state: 'attached' });
  return page;
}

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const chosen = async (within: BrowserContext) =>
  (await within.cookies(portalUrl)).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value;

/** Clicks the switch named `name` and waits for the page to come back in `to`. */
async function switchTo(page: Page, name: string, to: 'en' | 'bn'): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name, exact: true }).click();
  await page.waitForFunction((expected) => document.documentElement.lang === expected, to);
  await page.locator('#root[data-interactive="true"]').waitFor({ state: 'attached' });
}

describe('the language', () => {
  it('is Bangla on a first visit from a Bangla browser, and the switch goes to English and back, for good', async () => {
    const bangla = await context('bn-BD');
    try {
      const page = await open(bangla, '/');
      expect(await lang(page)).toBe('bn');
      await page.getByRole('heading', { level: 1, name: banglaLayout.hall }).waitFor();
      expect(await chosen(bangla)).toBeUndefined();

      await switchTo(page, 'English', 'en');
      await page.getByRole('heading', { level: 1, name: englishLayout.hall }).waitFor();
      expect(await chosen(bangla)).toBe('en');
      await page.getByRole('banner').getByRole('button', { name: 'বাংলা', exact: true }).waitFor();

      await switchTo(page, 'বাংলা', 'bn');
      await page.getByRole('heading', { level: 1, name: banglaLayout.hall }).waitFor();
      expect(await chosen(bangla)).toBe('bn');

      // A new page, a deep link: still Bangla, from the server.
      const later = await open(bangla, '/login');
      expect(await lang(later)).toBe('bn');
      await later.getByRole('banner').getByRole('button', { name: 'English', exact: true }).waitFor();
    } finally {
      await bangla.close();
    }
  });

  it('is English for an English browser, until the switch says Bangla', async () => {
    const english = await context('en-US');
    try {
      const page = await open(english, '/signup');
      expect(await lang(page)).toBe('en');
      await switchTo(page, 'বাংলা', 'bn');
      expect(await chosen(english)).toBe('bn');
      expect(new URL(page.url()).pathname).toBe('/signup');
    } finally {
      await english.close();
    }
  });

  it('the English shell (what Hosting answers a deep link with) starts the Bangla app when the cookie says Bangla', async () => {
    const english = await context('en-US');
    try {
      await english.addCookies([{ name: LANGUAGE_COOKIE, value: 'bn', url: portalUrl }]);
      // /shell.html is the English shell's own file: the server does not choose for it.
      const page = await open(english, '/shell.html');
      expect(await lang(page)).toBe('bn');
      await page.getByRole('banner').getByRole('button', { name: 'English', exact: true }).waitFor();
      await page.getByRole('banner').getByRole('link', { name: banglaLayout.login }).waitFor();
    } finally {
      await english.close();
    }
  });
});

describe('a walk in Bangla', () => {
  it('leaves no English on the home page and the sign-up form but names, e-mails and a short list', async () => {
    const bangla = await context('bn-BD');
    try {
      const home = await open(bangla, '/');
      await home.getByRole('heading', { level: 1, name: banglaLayout.hall }).waitFor();
      const signup = await open(bangla, '/signup');
      await signup.getByRole('form', { name: banglaAuth.signUpForm }).waitFor();
      // The notice board's titles are the office's, as typed (other journeys post English ones).
      const notices = ((await (await fetch(`${portalUrl}/api/get-pdf`)).json()) as Array<{ title: string }>).map(
        (notice) => notice.title,
      );
      expect(notBangla(await latinLeft(home, notices))).toEqual([]);
      expect(notBangla(await latinLeft(signup))).toEqual([]);
    } finally {
      await bangla.close();
    }
  });
});
