// The activity log in words (issue 35), in a real browser on either back end: the office
// approves, rejects with a reason and clears in the dashboard, then reads one sentence per action
// on the Activity page, in Dhaka time (UTC+6) whatever the browser's own zone, the transaction id
// a rejection or clear gave back inside that action's sentence, not a row of its own.
import { sampleHallFee, sampleTokenPurchase } from '@hall/model/samples';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api } from '../support/portal.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { randomStudentId, useOfficeJourney } from '../support/office-journey.ts';
import { createStudent, uniqueTransactionId } from '../support/students.ts';

const { portal, adminToken, file: post, ...journey } = useOfficeJourney();

/** The office's page, in a browser whose own clock is New York's: the log must not follow it. */
const adminPage = (path: string, width = 1366, height = 768) =>
  journey.adminPage(path, { viewport: { width, height }, timezoneId: 'America/New_York' });

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search by ID' });
const dataRows = (table: Locator) => table.locator('tbody tr');
const total = (page: Page, n: number) => page.getByRole('heading', { level: 2, name: `Total: ${n}` });

const MONTHS = 'January February March April May June July August September October November December'.split(' ');

/** An instant as the hall's clock reads it, worked out here from UTC + 6 h, not with Intl. */
function dhakaTime(iso: string): string {
  const at = new Date(Date.parse(iso) + 6 * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
}

interface Entry {
  createdAt: string;
  action: string;
  recordId: string;
}

describe('the activity log, as the office reads it', () => {
  it('shows one sentence per action in Dhaka time, a release inside its rejection or clear', async () => {
    const student = await createStudent(portal, { name: 'Log Reader', studentId: randomStudentId('5') });
    const sid = student.studentId;
    const approvedToken = sampleTokenPurchase({
      package1: '30',
      amount: '2500',
      Transaction_id: uniqueTransactionId(),
    });
    const clearedTx = uniqueTransactionId();
    const rejectedTx = uniqueTransactionId();
    await post(student, '/tokenpurches', approvedToken);
    await post(
      student,
      '/hallfee',
      sampleHallFee({ month_start: 'November', month_end: 'February', Transaction_id: rejectedTx }),
    );
    const cleared = await post(
      student,
      '/tokenpurches',
      sampleTokenPurchase({ package1: '15', amount: '1300', Transaction_id: clearedTx }),
    );
    const reason = 'the transaction id does not match our statement';

    // Approve the 30-day token in the browser (the Undo window passes), then clear the 15-day one.
    const page = await adminPage('/dashboard/tokenreq');
    const tokens = page.getByRole('table', { name: 'Token Requests' });
    await search(page).fill(sid);
    await total(page, 2).waitFor();
    const approvedRow = dataRows(tokens).filter({ hasText: approvedToken.Transaction_id });
    await approvedRow.getByRole('button', { name: 'Pending' }).click();
    await approvedRow.getByText('Approved').waitFor({ timeout: 20_000 });
    const clearedRow = dataRows(tokens).filter({ hasText: clearedTx });
    await clearedRow.getByRole('button', { name: 'Clear' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await total(page, 1).waitFor();

    // Reject the hall fee with a reason.
    await page.getByRole('link', { name: 'Hall_Fee_req' }).click();
    const fees = page.getByRole('table', { name: 'Hall Fee Requests' });
    // The fee list is on screen before the search is typed (typed earlier, it would go to the
    // token list being left), and the row is found by its transaction id, not by its place.
    await fees.waitFor();
    await search(page).fill(sid);
    const feeRow = dataRows(fees).filter({ hasText: rejectedTx });
    await feeRow.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await feeRow.getByText('Rejected').waitFor();

    // What the server logged (in firebase mode its triggers write a moment later).
    let entries: Entry[] = [];
    await expect
      .poll(
        async () => {
          const answer = await api<{ items: Entry[] }>(portal, 'GET', `/activity?limit=50&id=${sid}`, {
            token: adminToken(),
          });
          entries = answer.body.items ?? [];
          return entries.map((entry) => entry.action).sort();
        },
        { timeout: 30_000 },
      )
      .toEqual(['approve', 'clear', 'reject', 'transaction_released', 'transaction_released']);

    await page.getByRole('link', { name: 'Activity' }).click();
    const log = page.getByRole('table', { name: 'Activity' });
    await log.waitFor(); // the list being left has a search box of the same name
    await search(page).fill(sid);
    // Five entries, three actions: three rows, counted as three.
    await total(page, 3).waitFor();
    await expect.poll(() => dataRows(log).count()).toBe(3);
    const texts = await dataRows(log).allInnerTexts();
    const rowOf = (action: string) => {
      const entry = entries.find((one) => one.action === action)!;
      const row = texts.find(
        (text) =>
          text.includes(dhakaTime(entry.createdAt)) &&
          text.includes(action === 'reject' ? 'Rejected' : action === 'clear' ? 'Cleared' : 'Approved'),
      );
      expect(row, `${action} at ${dhakaTime(entry.createdAt)} in ${JSON.stringify(texts)}`).toBeDefined();
      return row!;
    };
    expect(rowOf('approve')).toContain(`Approved ${sid}'s 30-day meal token, 2,500 Tk`);
    expect(rowOf('reject')).toMatch(
      new RegExp(
        `Rejected ${sid}'s hall fee for November \\d{4} – February \\d{4}: ${reason}; its transaction id ${rejectedTx} is free again`,
      ),
    );
    expect(rowOf('clear')).toContain(
      `Cleared ${sid}'s 15-day meal token, 1,300 Tk; its transaction id ${clearedTx} is free again`,
    );
    for (const text of texts) {
      expect(text).not.toContain('tokenPurchases');
      expect(text).not.toContain('status:');
      expect(text).not.toMatch(/^The transaction id/);
    }
    expect(entries.find((entry) => entry.action === 'clear')?.recordId).toBe(cleared);

    // The Action filter sits below the page's title.
    const titleBox = await page.getByRole('heading', { level: 1, name: 'Activity' }).boundingBox();
    const filterBox = await page.getByRole('combobox', { name: 'Action' }).boundingBox();
    expect(filterBox!.y).toBeGreaterThan(titleBox!.y + titleBox!.height - 1);
    await keepScreenshot(page, 'activity-log');

    // The approval links to the list that shows the token, searched by the student's id.
    await dataRows(log)
      .getByRole('link', { name: `Show ${sid}'s 30-day meal token, 2,500 Tk` })
      .click();
    await page.waitForURL(`**/dashboard/tokendetails?id=${sid}`);
    await expect.poll(() => search(page).inputValue()).toBe(sid);
    await page.getByRole('table', { name: 'Token Details' }).getByText(approvedToken.Transaction_id).waitFor();
    await page.close();

    // On a phone the same sentences are cards.
    const phone = await adminPage('/dashboard/activity', 390, 844);
    await search(phone).fill(sid);
    await total(phone, 3).waitFor();
    await phone
      .getByRole('list', { name: 'Activity' })
      .getByText(`Approved ${sid}'s 30-day meal token, 2,500 Tk`)
      .waitFor();
    await keepScreenshot(phone, 'activity-log');
    await phone.close();
  });
});
