// The browser fixture of the journeys: kept apart from browser.ts, which scripts load outside Vitest.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
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

/** A new page at `url` whose script errors fail the test when the page closes. */
export async function openWatchedPage(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('close', () => expect(errors).toEqual([]));
  await page.goto(url);
  return page;
}
