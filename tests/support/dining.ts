// What the dining journeys share: a dining staff account the office added through the API, the
// kitchen's count as a page shows it (a table per day: rows Lunch and Dinner), slow 4G, and the
// page checks (no reload, a warning's red, no sideways scrolling).
import type { Locator, Page } from 'playwright-core';
import { createAccount, uniqueEmail, type TestAccount } from './auth-emulator.ts';
import { api } from './portal.ts';

/**
 * A verified account on an office address (`dining.…@student.cuet.ac.bd`: neither a student's
 * nor the administrator's), added to the dining staff by the administrator.
 */
export async function createDiningStaff(portal: { url: string }, adminToken: string): Promise<TestAccount> {
  const account = await createAccount({ email: uniqueEmail('dining'), verified: true });
  const added = await api(portal, 'POST', '/dining/staff', { token: adminToken, json: { email: account.email } });
  if (added.status !== 201)
    throw new Error(`could not add ${account.email} as dining staff: ${JSON.stringify(added.body)}`);
  return account;
}

/**
 * The number in `table`'s row `sitting` ('Lunch') under the column headed `column` ('Expected'),
 * or null while the table shows no number there (still loading).
 */
export function countIn(table: Locator, sitting: string, column: string): Promise<number | null> {
  return table.evaluate(
    (element, [sitting, column]) => {
      const rows = Array.from((element as HTMLTableElement).rows);
      const headings = Array.from(rows[0]?.cells ?? []).map((cell) => cell.textContent?.trim());
      const row = rows.find((candidate) => candidate.cells[0]?.textContent?.trim() === sitting);
      const text = row?.cells[headings.indexOf(column)]?.textContent?.trim() ?? '';
      return /^\d+$/.test(text) ? Number(text) : null;
    },
    [sitting, column] as const,
  );
}

/** What the page fetched over the network: requests sent (the API's apart) and bytes received. */
export interface NetworkUse {
  requests: number;
  apiRequests: number;
  kilobytes: number;
}

/**
 * Lighthouse's "slow 4G" network on `page` (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up),
 * through Chromium's DevTools, and a meter of what the page fetches from now on: what a step
 * costs on such a network is its round trips and bytes, which do not depend on a busy machine.
 */
export async function throttleToSlow4G(page: Page): Promise<{ take(): NetworkUse }> {
  const devtools = await page.context().newCDPSession(page);
  let use: NetworkUse = { requests: 0, apiRequests: 0, kilobytes: 0 };
  devtools.on('Network.requestWillBeSent', (event) => {
    use.requests += 1;
    if (new URL(event.request.url).pathname.startsWith('/api/')) use.apiRequests += 1;
  });
  devtools.on('Network.loadingFinished', (event) => {
    use.kilobytes += event.encodedDataLength / 1024;
  });
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return {
    /** What was fetched since the last take (or the throttling), and starts counting afresh. */
    take() {
      const taken = { ...use, kilobytes: Math.round(use.kilobytes * 10) / 10 };
      use = { requests: 0, apiRequests: 0, kilobytes: 0 };
      return taken;
    },
  };
}

/** Marks the page's window, so a later check (stillSameWindow) can tell it was never reloaded. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { hallJourneyMark: true }));
}
export const stillSameWindow = (page: Page): Promise<boolean> => page.evaluate(() => 'hallJourneyMark' in window);

/** Whether a CSS colour is the red of a warning (the red channel well above the others). */
export function isRed(color: string): boolean {
  const [red = 0, green = 0, blue = 0] = color.match(/[\d.]+/g)?.map(Number) ?? [];
  return red >= 120 && red > 2 * green && red > 2 * blue;
}

/** Whether the page itself scrolls sideways (its content wider than the viewport). */
export const scrollsSideways = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
