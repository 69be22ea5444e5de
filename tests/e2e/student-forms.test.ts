// Browser journeys through the four student forms (issue 5), on the local back end: the browser's
// required checks, the model's messages beside the fields, the exact success dialogs, the reset,
// the histories with their totals, and a reused transaction id refused with the form kept. Then
// the forms, the contact page and the histories at a phone's and a laptop's width (issue 35),
// measured and kept as screenshots.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Complaint, HallFee, RoomAllotment, TokenPurchase } from '@hall/model';
import { messages } from '@hall/model';
import { createAccount } from '../support/auth-emulator.ts';
import { useBrowser } from '../support/use-browser.ts';
import { api } from '../support/portal.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { addRooms, answerInvitation, soloApplication } from '../support/rooms.ts';
import { createStudent, uniqueTransactionId } from '../support/students.ts';
import {
  adminList,
  adminToken,
  closeClean,
  expectBrowserRefusal,
  expectSuccessDialog,
  openSignedIn,
  signInNewStudent,
  ownRecords,
  portal,
  portalUrl,
} from './student-journey.ts';

const browser = useBrowser();

const field = (page: Page, label: string | RegExp) => page.getByLabel(label);

async function openForm(page: Page, path: string, studentName: string) {
  await page.goto(`${portalUrl}${path}`);
  // The identity comes from the student's own record, read-only.
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  // Waits as long as the record takes (in firebase mode a cold Firestore emulator's first read
  // can take over a second), then checks it exactly.
  await name.filter({ hasText: studentName }).waitFor();
  expect(await name.textContent()).toBe(studentName);
  expect(await name.getAttribute('aria-readonly')).toBe('true');
}

async function fillToken(page: Page, values: { transactionId: string; bkash: string }) {
  await field(page, /^Start date/).fill('2024-06-01');
  await field(page, /^End date/).fill('2024-06-30');
  await field(page, 'Package').selectOption('30');
  await field(page, 'Amount').selectOption('2500');
  await field(page, /^Transaction ID/).fill(values.transactionId);
  await field(page, /^bKash number/).fill(values.bkash);
}

/** A new student, signed in, on the form at `path`. */
async function openFormAsNewStudent(path: string) {
  const session = await signInNewStudent(browser());
  await openForm(session.page, path, session.student.name);
  return { session, page: session.page, student: session.student };
}

describe('the token purchase form', () => {
  it('refuses empty and invalid input, files a valid purchase, lists it, and refuses its transaction id again', async () => {
    const { session, page, student } = await openFormAsNewStudent('/token_purches');

    await expectBrowserRefusal(page, 'Token Purchase');

    const transactionId = uniqueTransactionId();
    await fillToken(page, { transactionId, bkash: '12345' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(messages.validation.bkashNumber).waitFor();
    expect(await ownRecords<TokenPurchase>('/tokenpurches', student.idToken, student.email)).toEqual([]);

    await field(page, /^bKash number/).fill('01712345678');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessDialog(page, messages.forms.tokenSubmitted);
    expect(await field(page, /^Transaction ID/).inputValue()).toBe('');
    expect(await field(page, 'Package').inputValue()).toBe('');
    const stored = await ownRecords<TokenPurchase>('/tokenpurches', student.idToken, student.email);
    expect(stored).toMatchObject([
      { Transaction_id: transactionId, package1: '30', amount: '2500', id: student.studentId },
    ]);

    await page.goto(`${portalUrl}/profile/tokenprofile`);
    await page.getByText('Total: 1').waitFor();
    await page.getByText(transactionId).waitFor();
    expect(await page.getByText('Pending').count()).toBe(1);

    // The same bKash payment cannot pay for another purchase: refused, and everything typed stays.
    // (The very same request again is a retry and gets the stored one: decision 013.)
    await openForm(page, '/token_purches', student.name);
    await fillToken(page, { transactionId, bkash: '01712345678' });
    await field(page, 'Amount').selectOption('1300');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(messages.api.transactionIdUsed).waitFor();
    expect(await field(page, /^Transaction ID/).inputValue()).toBe(transactionId);
    expect(await field(page, /^Start date/).inputValue()).toBe('2024-06-01');
    expect(await field(page, 'Amount').inputValue()).toBe('1300');
    expect(await ownRecords('/tokenpurches', student.idToken, student.email)).toHaveLength(1);
    await closeClean(session);
  });
});

describe('the hall fee form', () => {
  it('refuses empty and invalid input, files a valid payment, lists it, and refuses a used transaction id', async () => {
    const { session, page, student } = await openFormAsNewStudent('/hallfee');

    await expectBrowserRefusal(page, 'Hall Fee');

    const transactionId = uniqueTransactionId();
    const fill = async (id: string) => {
      await field(page, 'Start month').selectOption('june');
      await field(page, 'End month').selectOption('March');
      await field(page, 'Level').selectOption('2');
      await field(page, 'Term').selectOption('1');
      await field(page, /^Transaction ID/).fill(id);
      await field(page, /^bKash number/).fill('0181234567');
    };
    await fill(transactionId);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(messages.validation.bkashNumber).waitFor();
    expect(await ownRecords('/hallfee', student.idToken, student.email)).toEqual([]);

    await field(page, /^bKash number/).fill('01812345678');
    await field(page, 'End month').selectOption('December');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessDialog(page, messages.forms.hallFeeSubmitted);
    expect(await field(page, 'Start month').inputValue()).toBe('');
    expect(await field(page, /^Transaction ID/).inputValue()).toBe('');
    expect(await ownRecords<HallFee>('/hallfee', student.idToken, student.email)).toMatchObject([
      { month_start: 'june', month_end: 'December', lavel: '2', term: '1', Transaction_id: transactionId },
    ]);

    await page.goto(`${portalUrl}/profile/hallfeeprofile`);
    await page.getByText('Total: 1').waitFor();
    await page.getByText('L-2, T-1').waitFor();

    // A second payment lists as a second item, and the total follows.
    await openForm(page, '/hallfee', student.name);
    await fill(uniqueTransactionId());
    await field(page, /^bKash number/).fill('01812-345678');
    // June to March wraps the year: ten months.
    await page.getByText(/^June \d{4} – March \d{4}: 10 months$/).waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessDialog(page, messages.forms.hallFeeSubmitted);
    await page.goto(`${portalUrl}/profile/hallfeeprofile`);
    await page.getByText('Total: 2').waitFor();

    // The first payment's transaction id cannot pay for another span.
    await openForm(page, '/hallfee', student.name);
    await fill(transactionId);
    await field(page, /^bKash number/).fill('01812345678');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(messages.api.transactionIdUsed).waitFor();
    expect(await field(page, /^Transaction ID/).inputValue()).toBe(transactionId);
    expect(await field(page, 'Level').inputValue()).toBe('2');
    expect(await ownRecords('/hallfee', student.idToken, student.email)).toHaveLength(2);
    await closeClean(session);
  });
});

describe('the complaint form', () => {
  it('refuses an empty and a blank complaint, then files one the office can read', async () => {
    const { session, page, student } = await openFormAsNewStudent('/complain');

    await expectBrowserRefusal(page, 'Complains');

    const box = field(page, /^Your complaint/);
    await box.fill('    ');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(messages.validation.required).waitFor();

    const text = `The fan in room 214 is broken (${uniqueTransactionId()}).`;
    await box.fill(text);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessDialog(page, messages.forms.complaintSubmitted);
    expect(await box.inputValue()).toBe('');

    const complaints = await adminList<Complaint>('/complains');
    expect(complaints.filter((complaint) => complaint.complains === text)).toMatchObject([
      { email: student.email, id: student.studentId, name: student.name },
    ]);
    await closeClean(session);
  });
});

describe('the room allotment form', () => {
  it('shows the marquee, refuses empty and invalid input, files an application, and shows the allocated room', async () => {
    // Rooms of the hall's list and two registered students to name (issue 31); slot 4 repeats the applicant.
    const rooms = await addRooms(portal, await adminToken(), 4);
    const named = [await createStudent(portal), await createStudent(portal)];
    const { session, page, student } = await openFormAsNewStudent('/roomallotement');
    await page.getByText('Room allotment starts on 3 May 2024.').waitFor();

    await expectBrowserRefusal(page, 'Room Allotment');

    await field(page, /^Apply date/).fill('2024-05-04');
    const ids = [student.studentId, ...named.map((mate) => mate.studentId), student.studentId];
    for (const slot of [1, 2, 3, 4]) {
      await field(page, new RegExp(`^Student ID ${slot}`)).fill(ids[slot - 1]!);
      await field(page, new RegExp(`^Room choice ${slot}`)).fill(rooms[slot - 1]!);
    }
    await field(page, /^Previous room/).fill('room #12');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(messages.validation.room).waitFor();
    expect(await ownRecords('/roomallotement', student.idToken, student.email)).toEqual([]);

    // Rooms as halls name them are fine.
    await field(page, /^Previous room/).fill('N/A');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessDialog(page, messages.forms.roomApplicationSubmitted);
    expect(await field(page, /^Room choice 1/).inputValue()).toBe('');
    const [application] = await ownRecords<RoomAllotment>('/roomallotement', student.idToken, student.email);
    expect(application).toMatchObject({ room_1: rooms[0], pre_room: 'N/A', apply_date: '2024-05-04' });

    await page.goto(`${portalUrl}/profile/allotmentprofile`);
    await page.getByText('Total: 1').waitFor();
    await page.getByText('Pending').waitFor();

    // The office allots once both named students have accepted.
    for (const mate of named) await answerInvitation(portal, mate, application!._id);
    const approved = await api(portal, 'PATCH', `/roomallotement/${application?._id}`, {
      token: await adminToken(),
      json: { status: 'confirm', SelectedRoom: rooms[2] },
    });
    expect(approved.status).toBe(200);
    await page.reload();
    await page.getByText(`Allocated room: ${rooms[2]}`).waitFor();
    await page.getByText('Approved').waitFor();
    await closeClean(session);
  });
});

describe('a signed-in account without a user record', () => {
  it("sees 'Error: User not found.' on every form and cannot submit", async () => {
    const account = await createAccount({ verified: true });
    const session = await openSignedIn(browser(), account);
    const { page } = session;
    for (const path of ['/token_purches', '/hallfee', '/complain', '/roomallotement']) {
      await page.goto(`${portalUrl}${path}`);
      await page.getByText(messages.forms.userNotFound).waitFor();
      expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    }
    await closeClean(session);
  });
});

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

/**
 * The identity's e-mail as laid out: its text, and the tops of the lines of its two parts (the
 * address is split before the '@'). An <input> hid the end of the address on a laptop.
 */
async function emailLayout(page: Page) {
  return page.getByRole('textbox', { name: 'Email', exact: true }).evaluate((box) => {
    const parts = Array.from(box.childNodes).filter((node) => node.nodeType === Node.TEXT_NODE);
    const lines = parts.map((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return [...new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)))];
    });
    const range = document.createRange();
    range.selectNodeContents(box);
    const text = range.getBoundingClientRect();
    const frame = box.getBoundingClientRect();
    return {
      text: box.textContent,
      parts: parts.map((node) => node.textContent),
      lines,
      inside: text.left >= frame.left - 0.5 && text.right <= frame.right + 0.5,
    };
  });
}

/** A message box's height in lines of its own text (its padding taken off). */
async function messageBoxLines(page: Page, label: RegExp) {
  return page.getByLabel(label).evaluate((box) => {
    const style = getComputedStyle(box);
    const inner = box.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return inner / parseFloat(style.lineHeight);
  });
}

/** At least five lines when empty, and taller as the text grows past them. */
async function expectMessageBoxGrows(page: Page, label: RegExp) {
  expect(await messageBoxLines(page, label)).toBeGreaterThanOrEqual(4.95); // clientHeight is rounded to whole pixels
  await page.getByLabel(label).fill(Array.from({ length: 9 }, (_, n) => `Line ${n + 1} of the message.`).join('\n'));
  expect(await messageBoxLines(page, label)).toBeGreaterThanOrEqual(8.95);
  await page.getByLabel(label).fill('');
}

describe("the forms and histories at a phone's and a laptop's width (issue 35)", () => {
  it('shows the whole e-mail, message boxes of five lines that grow, what the page knows filled in, and dates in one style', async () => {
    const student = await createStudent(portal);
    const post = (path: string, json: object) =>
      api<{ insertedId: string }>(portal, 'POST', path, { token: student.idToken, json });
    const token = await post('/tokenpurches', {
      Start_date: '2026-12-01',
      End_date: '2026-12-30',
      package1: '30',
      amount: '2500',
      Transaction_id: uniqueTransactionId(),
      bkash_number: '01712345678',
    });
    expect(token.status).toBe(201);
    expect(
      (
        await api(portal, 'PATCH', `/tokenpurches/${token.body.insertedId}`, {
          token: await adminToken(),
          json: { status: 'confirm' },
        })
      ).status,
    ).toBe(200);
    const fee = await post('/hallfee', {
      month_start: 'November',
      month_end: 'February',
      lavel: '2',
      term: '1',
      Transaction_id: uniqueTransactionId(),
      bkash_number: '01712345678',
    });
    expect(fee.status).toBe(201);
    const room = await post(
      '/roomallotement',
      soloApplication(student, await addRooms(portal, await adminToken(), 4), {
        apply_date: '2026-11-20',
        pre_room: '205',
      }),
    );
    expect(room.status).toBe(201);

    for (const size of SIZES) {
      const session = await openSignedIn(browser(), student);
      const { page } = session;
      await page.setViewportSize(size);

      await openForm(page, '/token_purches', student.name);
      const email = await emailLayout(page);
      expect(email.text).toBe(student.email);
      expect(email.inside).toBe(true);
      // Each part on one line: the address breaks, if at all, only before its '@'.
      const [local, domain] = student.email.split('@');
      expect(email.parts).toEqual([local, `@${domain}`]);
      expect(email.lines.map((tops) => tops.length)).toEqual([1, 1]);
      // On a laptop the whole address fits on one line.
      if (size.width >= 1366) expect(email.lines[0]).toEqual(email.lines[1]);
      await keepScreenshot(page, 'token-form');

      await openForm(page, '/hallfee', student.name);
      await field(page, 'Start month').selectOption('November');
      await field(page, 'End month').selectOption('February');
      await page.getByText(/^November \d{4} – February \d{4}: 4 months$/).waitFor();
      await keepScreenshot(page, 'hall-fee-form');

      await openForm(page, '/complain', student.name);
      await expectMessageBoxGrows(page, /^Your complaint/);
      await keepScreenshot(page, 'complaint-form');

      await openForm(page, '/roomallotement', student.name);
      // The applicant's own id comes first, still theirs to change.
      await expect.poll(() => field(page, /^Student ID 1/).inputValue()).toBe(student.studentId);
      expect(await field(page, /^Student ID 1/).isEditable()).toBe(true);
      await keepScreenshot(page, 'room-form');

      await page.goto(`${portalUrl}/contact`);
      await expect.poll(() => field(page, /^Name/).inputValue()).toBe(student.name);
      expect(await field(page, /^Email/).inputValue()).toBe(student.email);
      await expectMessageBoxGrows(page, /^Message/);
      await keepScreenshot(page, 'contact-form');

      await page.goto(`${portalUrl}/profile/tokenprofile`);
      const approved = page.getByRole('listitem', { name: 'Token 1 December 2026 to 30 December 2026' });
      await approved.getByText('Approved', { exact: true }).waitFor();
      await approved.getByRole('button', { name: 'Download token' }).waitFor();
      await keepScreenshot(page, 'token-history');

      await page.goto(`${portalUrl}/profile/hallfeeprofile`);
      const span = page.getByRole('listitem', { name: /^Hall fee November \d{4} – February \d{4}$/ });
      await span.getByText(/^November \d{4}$/).waitFor();
      await span.getByText(/^February \d{4}$/).waitFor();
      await keepScreenshot(page, 'hall-fee-history');

      await page.goto(`${portalUrl}/profile/allotmentprofile`);
      await page.getByText('20 November 2026', { exact: true }).waitFor();
      await keepScreenshot(page, 'room-history');
      await closeClean(session);
    }
  });
});
