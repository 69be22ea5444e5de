// The browser fixture of the journeys: kept apart from browser.ts, which scripts load outside Vitest.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFinished } from 'vitest';
import { launchBrowser } from './browser.ts';

/** One browser for the test file, launched before its first test and closed after its last. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll: use it inside a test.');
    return browser;
  };
}

/**
 * Fails the running test when `page` has had an uncaught script error by the test's end (checked
 * in the test itself, not in an event listener, so the failure is the test's).
 */
export function failOnPageErrors(page: Page): void {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  onTestFinished(() => expect(errors, 'uncaught script errors on the page').toEqual([]));
}

/** A new page at `url` whose script errors fail the test. */
export async function openWatchedPage(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const page = await browser.newPage({ viewport });
  failOnPageErrors(page);
  await page.goto(url);
  return page;
}
