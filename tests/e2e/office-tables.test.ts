// The office's lists on a laptop (issue 35), in a real browser on either back end: at 1366×768 no
// id, transaction id, phone number, amount or date is broken across lines (the office reads them
// against a bKash statement), an e-mail breaks only before its '@', and each list fits the page.
// Each list is measured cell by cell (the line boxes of its text), and kept as a screenshot at a
// laptop's and a phone's width.
import { sampleHallFee, sampleRoomAllotment, sampleTokenPurchase } from '@hall/model/samples';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useOfficeJourney } from '../support/office-journey.ts';
import { addRooms, answerInvitation, putRooms, uniqueRoomNumber } from '../support/rooms.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { createStudent, uniqueTransactionId, type TestStudent } from '../support/students.ts';

const { portal, file: post, decide: approve, ...journey } = useOfficeJourney();
let student: TestStudent;

/** A 7-digit student id no other run uses. */
const sevenDigits = () => `2${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
/** The longest transaction id the forms take: 30 characters. */
const longTransactionId = () => uniqueTransactionId().padEnd(30, 'Q').slice(0, 30);
const PHONE = '01712345678';
const LONG_NAME = 'Mohammad Abdullah Al Mamun Chowdhury';
const LONG_EMAIL = 'mohammad.abdullah.al.mamun.chowdhury@student.cuet.ac.bd';

const tokenTx = longTransactionId();
const pendingTokenTx = longTransactionId();
const feeTx = longTransactionId();
const pendingFeeTx = longTransactionId();

/** Columns whose cells hold one value each: never more than one line (each item of a list cell). */
const VALUE_COLUMNS = [
  'No',
  'ID',
  'Stu_ID',
  'Student_ID',
  'Days',
  'Amount',
  'Tran_ID',
  'bkash_no',
  'From',
  'To',
  'Date',
  'L/T',
  'Student IDs',
  'Room choices',
  'Previous room',
  'Allocated room',
  'When (Dhaka time)',
];
/** Columns of e-mail addresses: each part, before and from the '@', on one line. */
const EMAIL_COLUMNS = ['Email', 'Account', 'By'];

beforeAll(async () => {
  student = await createStudent(portal, { name: LONG_NAME, studentId: sevenDigits() });
  const token = (Transaction_id: string) =>
    sampleTokenPurchase({ Start_date: '2026-11-01', End_date: '2026-11-30', Transaction_id, bkash_number: PHONE });
  const fee = (Transaction_id: string) =>
    sampleHallFee({ month_start: 'November', month_end: 'February', Transaction_id, bkash_number: PHONE });
  // Three registered students the application names (issue 31), and rooms of the hall's list.
  const namedStudent = () => createStudent(portal, { studentId: sevenDigits() });
  const others = [await namedStudent(), await namedStudent(), await namedStudent()] as const;
  // Numbers with a hyphen, as halls write them: a value cell must not break there either.
  const [allotted, firstChoice] = [`${uniqueRoomNumber()}-B`, `${uniqueRoomNumber()}-B`] as const;
  await putRooms(portal, journey.adminToken(), [{ number: allotted }, { number: firstChoice }]);
  const [second, third, fourth] = await addRooms(portal, journey.adminToken(), 3);
  const room = sampleRoomAllotment({
    student_Id_1: student.studentId,
    student_Id_2: others[0].studentId,
    student_Id_3: others[1].studentId,
    student_Id_4: others[2].studentId,
    room_1: firstChoice,
    room_2: second!,
    room_3: third!,
    room_4: fourth!,
    pre_room: '110-A',
    apply_date: '2026-11-01',
  });
  await approve('/tokenpurches', await post(student, '/tokenpurches', token(tokenTx)));
  await post(student, '/tokenpurches', token(pendingTokenTx));
  await approve('/hallfee', await post(student, '/hallfee', fee(feeTx)));
  await post(student, '/hallfee', fee(pendingFeeTx));
  const application = await post(student, '/roomallotement', room);
  for (const other of others) await answerInvitation(portal, other, application);
  await approve('/roomallotement', application, { status: 'confirm', SelectedRoom: allotted });
  await post(student, '/roomallotement', room);
  await post(student, '/complains', { complains: 'The fan in room 312-B has not worked since 2026-11-01.' });
  await post(student, '/messages', {
    from_name: LONG_NAME,
    user_email: LONG_EMAIL,
    message: `When is the next allotment? (${student.studentId})`,
  });
});

const adminPage = (path: string, width: number, height: number) =>
  journey.adminPage(path, { viewport: { width, height } });

/**
 * The cells that span more than one line: each value cell (or each item of a list in it), and each
 * text of an e-mail cell (the address is two texts, split before the '@'). A line is a distinct
 * top among the line boxes of the element's text (Range.getClientRects).
 */
function brokenCells(table: Locator): Promise<string[]> {
  return table.evaluate(
    (element, { values, emails }) => {
      const lines = (range: Range) => {
        const tops = [...range.getClientRects()]
          .filter((rect) => rect.width > 0 && rect.height > 0)
          .map((rect) => rect.top)
          .sort((a, b) => a - b);
        return tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 4).length;
      };
      const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
      const broken: string[] = [];
      for (const row of element.querySelectorAll('tbody tr')) {
        [...row.children].forEach((cell, index) => {
          const header = headers[index] ?? '';
          if (values.includes(header)) {
            const items = cell.querySelectorAll('li');
            for (const block of items.length > 0 ? [...items] : [cell]) {
              const range = document.createRange();
              range.selectNodeContents(block);
              if (lines(range) > 1) broken.push(`${header}: ${block.textContent}`);
            }
          }
          if (emails.includes(header)) {
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            for (let text = walker.nextNode(); text; text = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(text);
              if (lines(range) > 1) broken.push(`${header}: ${text.textContent}`);
            }
          }
        });
      }
      return broken;
    },
    { values: VALUE_COLUMNS, emails: EMAIL_COLUMNS },
  );
}

/** Occurrences of these values in `area`'s text that span more than one line (cards, sentences, results). */
function brokenValues(area: Locator, values: readonly string[]): Promise<string[]> {
  return area.evaluate((element, wanted) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const value of wanted) {
        for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + value.length)) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + value.length);
          const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top));
          if (new Set(tops).size > 1) broken.push(`${value} in "${text}"`);
        }
      }
    }
    return broken;
  }, values);
}

/** True when the table fits its box (no sideways scrolling) and the page the window; else the widths. */
const fits = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('.record-list__table');
    const pageFits = document.documentElement.scrollWidth <= window.innerWidth;
    if (pageFits && (box === null || box.scrollWidth <= box.clientWidth)) return true;
    const columns = [...(box?.querySelectorAll('thead th') ?? [])].map(
      (th) => `${th.textContent}: ${Math.round(th.getBoundingClientRect().width)}`,
    );
    return `table ${box?.scrollWidth} in ${box?.clientWidth}, page fits: ${pageFits} (${columns.join(', ')})`;
  });

const LISTS = [
  { path: '/dashboard/tokenreq', title: 'Token Requests', shot: 'token-requests', rows: 2 },
  { path: '/dashboard/tokendetails', title: 'Token Details', shot: 'token-details', rows: 1 },
  { path: '/dashboard/hallfeereq', title: 'Hall Fee Requests', shot: 'hall-fee-requests', rows: 2 },
  { path: '/dashboard/hallfeedetails', title: 'Hall Fee Details', shot: 'hall-fee-details', rows: 1 },
  { path: '/dashboard/allotementreq', title: 'Allotment Requests', shot: 'allotment-requests', rows: 2 },
  { path: '/dashboard/allotementdetails', title: 'Allotment Details', shot: 'allotment-details', rows: 1 },
  { path: '/dashboard/students', title: 'Students', shot: 'students', rows: 1 },
  { path: '/dashboard/activity', title: 'Activity', shot: 'activity', rows: 3 },
] as const;

describe('the office lists at 1366×768', () => {
  it('never break an id, transaction id, phone, amount or date, and fit the page', async () => {
    const page = await adminPage('/dashboard', 1366, 768);
    const values = [student.studentId, tokenTx, pendingTokenTx, feeTx, pendingFeeTx, PHONE, '2500'];
    const problems: Record<string, unknown> = {};
    for (const list of LISTS) {
      await page.goto(`${portal.url}${list.path}?id=${student.studentId}`);
      const table = page.getByRole('table', { name: list.title });
      await expect.poll(() => table.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(list.rows);
      const found = [...(await brokenCells(table)), ...(await brokenValues(table, values))];
      if (found.length > 0) problems[list.title] = found;
      const fit = await fits(page);
      if (fit !== true) problems[`${list.title} fits`] = fit;
      await keepScreenshot(page, list.shot);
    }

    // Messages: searched by the long typed address (one message of this run among earlier runs').
    await page.goto(`${portal.url}/dashboard/messages`);
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(LONG_EMAIL);
    const messages = page.getByRole('table', { name: 'Messages' });
    await messages.getByText(`When is the next allotment? (${student.studentId})`).waitFor();
    const inMessages = await brokenCells(messages);
    if (inMessages.length > 0) problems.Messages = inMessages;
    const messagesFit = await fits(page);
    if (messagesFit !== true) problems['Messages fits'] = messagesFit;
    await keepScreenshot(page, 'messages');

    // The complaints box's cards and the transaction search's answer.
    await page.goto(`${portal.url}/dashboard/complains?id=${student.studentId}`);
    const complaint = page.getByRole('article', { name: `Complaint from ${LONG_NAME}` }).first();
    await complaint.waitFor();
    const inComplaints = await brokenValues(complaint, [student.studentId]);
    if (inComplaints.length > 0) problems.Complaints = inComplaints;
    await keepScreenshot(page, 'complaints');

    await page.goto(`${portal.url}/dashboard`);
    await page.getByRole('textbox', { name: 'bKash transaction id' }).fill(tokenTx);
    await page.getByRole('button', { name: 'Search' }).click();
    const found = page.getByRole('definition').filter({ hasText: tokenTx });
    await found.waitFor();
    const inSearch = await brokenValues(page.locator('.transaction-search'), [tokenTx, student.studentId]);
    if (inSearch.length > 0) problems['Transaction search'] = inSearch;
    await keepScreenshot(page, 'transaction-search');

    expect(problems).toEqual({});
    await page.close();
  });

  it('keeps each list at a phone’s width too (the screenshot set)', async () => {
    const page = await adminPage('/dashboard', 390, 844);
    for (const list of LISTS) {
      await page.goto(`${portal.url}${list.path}?id=${student.studentId}`);
      await page.getByRole('heading', { level: 2, name: /^Total: [1-9]/ }).waitFor({ timeout: 20_000 });
      await page.getByRole('list', { name: list.title }).waitFor();
      await keepScreenshot(page, list.shot);
    }
    await page.goto(`${portal.url}/dashboard/messages`);
    await page.getByRole('list', { name: 'Messages' }).waitFor();
    await keepScreenshot(page, 'messages');
    await page.goto(`${portal.url}/dashboard/complains?id=${student.studentId}`);
    await page
      .getByRole('article', { name: `Complaint from ${LONG_NAME}` })
      .first()
      .waitFor();
    await keepScreenshot(page, 'complaints');
    await page.close();
  });
});
