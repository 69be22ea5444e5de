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

  it('shows the not-found page with a Home button for an unknown path', async () => {
    const page = await open('/no-such-page');
    const home = page.getByRole('link', { name: 'Home', exact: true }).last();
    await home.waitFor();
    await home.click();
    await page.waitForURL(`${portalUrl}/`);
    await page.close();
  });
});
