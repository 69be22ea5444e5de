// Issue 32's browser journey, the office's Reports (decision 035): on a 390 px phone and a 1366 px
// laptop the office opens Reports from the dashboard's navigation and reads the dues of a student
// who owes two months of a period that wraps the year (December to January: a rejected fee counts
// for nothing, a pending one is still owed, an approved fee of other months is not this period's);
// on the laptop it downloads the CSV (the student's line; a name that starts like a formula stays
// text) and the one-page PDF; it reads the collections table's twelve months (a past month against
// the same month a year earlier) and the queue's figures; axe finds nothing serious at either width.
// The past records go straight into the portal's store through its history loader (history.ts).
import fs from 'node:fs';
import type { ActivityEntry, HallFee, StudentUser, TokenPurchase } from '@hall/model';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { newId } from '@hall/functions/local-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { scrollsSideways } from '../support/dining.ts';
import { loadPastRecords, pastPayment } from '../support/history.ts';
import { useOfficeJourney } from '../support/office-journey.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { uniqueTransactionId } from '../support/students.ts';

const journey = useOfficeJourney();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, acceptDownloads: true };
const LAPTOP = { viewport: { width: 1366, height: 768 }, acceptDownloads: true };
/** How long the reports may take to come (a slow firebase-mode run included). */
const SHOWN = { timeout: 30_000, interval: 200 };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The hall (Dhaka, UTC+6) date of an instant, yyyy-mm-dd. */
const hallDay = (at: number) => new Date(at + 6 * HOUR).toISOString().slice(0, 10);
/** The hall month `back` months before the one `at` is in: [year, month 1-12]. */
function hallMonthBefore(at: number, back: number): [number, number] {
  const [year, month] = hallDay(at).split('-').map(Number) as [number, number];
  const index = year * 12 + month - 1 - back;
  return [Math.floor(index / 12), (index % 12) + 1];
}
/** 'Dec 2025', as the collections name a month. */
const monthName = ([year, month]: [number, number]) => `${SHORT_MONTHS[month - 1]} ${year}`;
/** The twelve months the collections show when read at `at`, oldest first. */
const twelveMonthsAt = (at: number) =>
  Array.from({ length: 12 }, (_, index) => monthName(hallMonthBefore(at, 11 - index)));
/** '7 Nov', as the queue's table names the hall day of `at`. */
function dayLabel(at: number): string {
  const [, month, date] = hallDay(at).split('-').map(Number) as [number, number, number];
  return `${date} ${SHORT_MONTHS[month - 1]}`;
}
/** Noon, hall time, on `day` of a hall month. */
const noonOn = ([year, month]: [number, number], day: number) =>
  new Date(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T12:00:00+06:00`);

const now = Date.now();
const office = { uid: 'reports-journey-office', email: journey.adminEmail };
// The smallest ids there are ('000…'), so in a period owed alike by everyone who has not paid,
// these two come first (the PDF lists the most owed, then by id).
const base = 1000 + Math.floor(Math.random() * 8000);
const student = (id: string, name: string) => ({ id, name, email: `u${id}@student.cuet.ac.bd` });
const owesTwo = student(`000${base}`, 'Rumana Haque');
const formulaName = student(`000${base + 1}`, '=HYPERLINK("http://evil.example","paid")');
/** The period read: level 4, term 2, December to January (two months, wrapping the year). */
const PERIOD = { Level: '4', Term: '2', From: 'December', To: 'January' };
const feeOf = (who: typeof owesTwo, month_start: HallFee['month_start'], month_end: HallFee['month_end']) => ({
  ...who,
  month_start,
  month_end,
  lavel: '4' as const,
  term: '2' as const,
  Transaction_id: uniqueTransactionId(),
  bkash_number: '01712345678',
});
const tokenOf = (who: typeof owesTwo, amount: '2500' | '1300', start: string) => ({
  ...who,
  package1: amount === '2500' ? ('30' as const) : ('15' as const),
  amount,
  Start_date: start,
  End_date: start,
  Transaction_id: uniqueTransactionId(),
  bkash_number: '01712345678',
});

// A month seven back, and the same month a year before it.
const PAST = hallMonthBefore(now, 7);
const YEAR_BEFORE = hallMonthBefore(now, 19);
const day = (at: Date) => hallDay(at.getTime());

beforeAll(async () => {
  const tokens: Array<{ record: TokenPurchase; activity: ActivityEntry[] }> = [];
  const fees: Array<{ record: HallFee; activity: ActivityEntry[] }> = [];
  const approvedAt = (at: Date) => ({ at: new Date(at.getTime() + 5 * HOUR) });
  const token = (
    who: typeof owesTwo,
    amount: '2500' | '1300',
    at: Date,
    decided?: { at: Date; rejectReason?: string },
  ) => tokens.push(pastPayment('tokenPurchases', tokenOf(who, amount, day(at)), at, office, decided));
  const fee = (
    span: [HallFee['month_start'], HallFee['month_end']],
    at: Date,
    decided?: { at: Date; rejectReason?: string },
  ) => fees.push(pastPayment('hallFees', feeOf(owesTwo, ...span), at, office, decided));

  // Seven months back: 8,800 Tk of tokens approved (a rejected one counts nothing), 600 Tk of fees.
  for (const [who, amount, date] of [
    [owesTwo, '2500', 3],
    [formulaName, '2500', 8],
    [owesTwo, '2500', 14],
    [formulaName, '1300', 20],
  ] as const)
    token(who, amount, noonOn(PAST, date), approvedAt(noonOn(PAST, date)));
  token(owesTwo, '2500', noonOn(PAST, 22), { at: noonOn(PAST, 23), rejectReason: 'No such bKash payment.' });
  fee(['February', 'March'], noonOn(PAST, 10), approvedAt(noonOn(PAST, 10)));
  // The same month a year earlier: 1,300 Tk.
  token(formulaName, '1300', noonOn(YEAR_BEFORE, 5), approvedAt(noonOn(YEAR_BEFORE, 5)));
  // The period's fees: December and January rejected (filed 12 days ago, decided 11 days ago),
  // January pending for 9 days; a token pending for 4 days.
  fee(['December', 'january'], new Date(now - 12 * DAY), { at: new Date(now - 11 * DAY), rejectReason: 'Wrong id.' });
  fee(['january', 'january'], new Date(now - 9 * DAY - 3 * HOUR));
  token(formulaName, '1300', new Date(now - 4 * DAY - 2 * HOUR));

  const registered = (who: typeof owesTwo): StudentUser => ({
    ...who,
    _id: newId(),
    createdAt: new Date(now - 800 * DAY).toISOString(),
  });
  await loadPastRecords({
    users: [registered(owesTwo), registered(formulaName)],
    tokenPurchases: tokens.map((one) => one.record),
    hallFees: fees.map((one) => one.record),
    activity: [...tokens, ...fees].flatMap((one) => one.activity),
  });
});

/** The dashboard's Reports, from the navigation: the phone's Section menu, the laptop's links. */
async function openReports(options: BrowserContextOptions): Promise<Page> {
  const page = await journey.adminPage('/dashboard', options);
  const nav = page.getByRole('navigation', { name: 'Hall Management' });
  if (options.isMobile) await nav.getByRole('combobox', { name: 'Section' }).selectOption({ label: 'Reports' });
  else await nav.getByRole('link', { name: 'Reports', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/reports');
  await page.getByRole('heading', { level: 1, name: 'Reports', exact: true }).waitFor();
  return page;
}

/** The dues of PERIOD searched for `who`: their row (a table row, or a phone's card). */
async function duesOf(page: Page, who: typeof owesTwo): Promise<Locator> {
  for (const [label, option] of Object.entries(PERIOD))
    await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
  await page.getByRole('searchbox', { name: 'Search by ID, name or e-mail' }).fill(who.id);
  return page.getByRole('main').locator('tr, li').filter({ hasText: who.id }).first();
}
const textOf = async (where: Locator) => ((await where.innerText()) ?? '').replace(/\s+/g, ' ');
/** The cells of a table's body rows, as text. */
const rowsOf = (table: Locator) =>
  table.evaluate((element) =>
    Array.from((element as HTMLTableElement).tBodies[0]?.rows ?? []).map((row) =>
      Array.from(row.cells).map((cell) => cell.textContent?.trim() ?? ''),
    ),
  );

describe('the office’s Reports', () => {
  it.each([
    ['a 390 px phone', PHONE],
    ['a 1366 px laptop', LAPTOP],
  ] as const)(
    'on %s: the dues of a student who owes two months, the collections, the queue; axe clean',
    async (_, options: BrowserContextOptions) => {
      // The reports end with the hall month and day the page read them in, from `readFrom` on:
      // `now` (the seeding's) may be a month or a day behind by then.
      const readFrom = Date.now();
      // bypassCSP: axe's injected script runs past the portal's Content-Security-Policy (the
      // downloads' page below keeps the policy, so the page is seen to live within it).
      const page = await openReports({ ...options, bypassCSP: true });
      const row = await duesOf(page, owesTwo);
      // Nothing paid (the approved fee is February and March), January pending, both months owed.
      await expect.poll(() => textOf(row), SHOWN).toContain('600 Tk (2 months)');
      expect(await textOf(row)).toMatch(options.isMobile ? /Paid 0 Tk.*Pending 300 Tk/ : /0 Tk 300 Tk 600 Tk/);
      await page.getByText(/^[\d,]+ students?, [\d,]+ owes? [\d,]+ Tk$/).waitFor();

      const collections = page.getByRole('table', { name: 'Collections by month' });
      await collections.waitFor();
      const months = await rowsOf(collections);
      const monthsReadBy = Date.now();
      expect([twelveMonthsAt(readFrom), twelveMonthsAt(monthsReadBy)]).toContainEqual(months.map((cells) => cells[0]));
      expect(months.find((cells) => cells[0] === monthName(PAST))).toEqual([
        monthName(PAST),
        '8,800 Tk',
        '600 Tk',
        '9,400 Tk',
        '1,300 Tk',
      ]);

      await page.getByText(/^Hall fees: \d+ pending, oldest waiting 9 days$/).waitFor();
      await page.getByText(/^Meal tokens: \d+ pending, oldest waiting 4 days$/).waitFor();
      await page.getByText(/^Room applications: (none pending|\d+ pending, oldest waiting .+)$/).waitFor();
      const days = await rowsOf(page.getByRole('table', { name: 'Requests filed and decided, last 30 days' }));
      const daysReadBy = Date.now();
      expect(days).toHaveLength(30);
      expect([dayLabel(readFrom), dayLabel(daysReadBy)]).toContain(days.at(-1)?.[0]);
      // Twelve days before the seeding the rejected fee was filed; eleven days before, it was decided.
      const dayOf = (at: number) => days.find((cells) => cells[0] === dayLabel(at));
      expect(dayOf(now - 12 * DAY)).toEqual([dayLabel(now - 12 * DAY), '1', '0']);
      expect(dayOf(now - 11 * DAY)).toEqual([dayLabel(now - 11 * DAY), '0', '1']);
      await page.getByText(/^Median time to decision: (under )?\d+ (minute|hour|day)s?( \d+ hours?)?$/).waitFor();

      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, 'reports');
      await page.close();
    },
  );

  it('downloads the dues as a CSV with the student’s line and text-only cells, and as a one-page PDF', async () => {
    const page = await openReports(LAPTOP);
    const row = await duesOf(page, owesTwo);
    await expect.poll(() => textOf(row), SHOWN).toContain('600 Tk (2 months)');

    const [csvFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = fs.readFileSync(await csvFile.path(), 'utf8').replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.split(/\r?\n/);
    const columns = header!.split(',');
    const line = lines.find((one) => one.startsWith(`${owesTwo.id},`))!.split(',');
    const cell = (name: string) => line[columns.indexOf(name)];
    expect([cell('ID'), cell('Name'), cell('Paid (Tk)'), cell('Pending (Tk)'), cell('Owed (Tk)')]).toEqual([
      owesTwo.id,
      owesTwo.name,
      '0',
      '300',
      '600',
    ]);
    // Quoted with a leading apostrophe: a spreadsheet shows it as text and runs nothing.
    expect(csv).toContain(`"'${formulaName.name.replaceAll('"', '""')}"`);
    const cells = csv.split(/,|\r?\n/);
    expect(cells.filter((one) => /^"?[=+\-@\t\r]/.test(one))).toEqual([]);

    const [pdfFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdfFile.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(await pdfFile.path())));
    expect(pdf.numPages).toBe(1);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Level 4, Term 2, December to January');
    expect(text).toContain(owesTwo.id);
    expect(text).toContain(owesTwo.name);
    await page.close();
  });
});
