// Browser journeys through the four student forms (issue 5), on the local back end: the browser's
// required checks, the model's messages beside the fields, the exact success dialogs, the reset,
// the histories with their totals, and a reused transaction id refused with the form kept.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Complaint, HallFee, RoomAllotment, TokenPurchase } from '@hall/model';
import { messages } from '@hall/model';
import { createAccount } from '../support/auth-emulator.ts';
import { useBrowser } from '../support/use-browser.ts';
import { api } from '../support/portal.ts';
import { createStudent, uniqueTransactionId } from '../support/students.ts';
import {
  adminList,
  adminToken,
  closeClean,
  expectBrowserRefusal,
  expectSuccessDialog,
  openSignedIn,
  ownRecords,
  portal,
  portalUrl,
} from './student-journey.ts';

const browser = useBrowser();

const field = (page: Page, label: string | RegExp) => page.getByLabel(label);

async function openForm(page: Page, path: string, studentName: string) {
  await page.goto(`${portalUrl}${path}`);
  // The identity comes from the student's own record, read-only.
  const name = page.getByLabel('Name', { exact: true });
  await expect.poll(() => name.inputValue()).toBe(studentName);
  expect(await name.getAttribute('readonly')).not.toBeNull();
}

async function fillToken(page: Page, values: { transactionId: string; bkash: string }) {
  await field(page, /^Start date/).fill('2024-06-01');
  await field(page, /^End date/).fill('2024-06-30');
  await field(page, 'Package').selectOption('30');
  await field(page, 'Amount').selectOption('2500');
  await field(page, /^Transaction ID/).fill(values.transactionId);
  await field(page, /^bKash number/).fill(values.bkash);
}

describe('the token purchase form', () => {
  it('refuses empty and invalid input, files a valid purchase, lists it, and refuses its transaction id again', async () => {
    const student = await createStudent(portal);
    const session = await openSignedIn(browser(), student);
    const { page } = session;
    await openForm(page, '/token_purches', student.name);

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
    const student = await createStudent(portal);
    const session = await openSignedIn(browser(), student);
    const { page } = session;
    await openForm(page, '/hallfee', student.name);

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
    await page.getByText('June to March: 10 months').waitFor();
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
    const student = await createStudent(portal);
    const session = await openSignedIn(browser(), student);
    const { page } = session;
    await openForm(page, '/complain', student.name);

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
    const student = await createStudent(portal);
    const session = await openSignedIn(browser(), student);
    const { page } = session;
    await openForm(page, '/roomallotement', student.name);
    await page.getByText('Room allotment starts on 3 May 2024.').waitFor();

    await expectBrowserRefusal(page, 'Room Allotment');

    await field(page, /^Apply date/).fill('2024-05-04');
    for (const slot of [1, 2, 3, 4]) {
      await field(page, new RegExp(`^Student ID ${slot}`)).fill(slot === 1 ? student.studentId : `19040${slot}0`);
      await field(page, new RegExp(`^Room choice ${slot}`)).fill(`30${slot}`);
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
    expect(application).toMatchObject({ room_1: '301', pre_room: 'N/A', apply_date: '2024-05-04' });

    await page.goto(`${portalUrl}/profile/allotmentprofile`);
    await page.getByText('Total: 1').waitFor();
    await page.getByText('Pending').waitFor();

    const approved = await api(portal, 'PATCH', `/roomallotement/${application?._id}`, {
      token: await adminToken(),
      json: { status: 'confirm', SelectedRoom: '303' },
    });
    expect(approved.status).toBe(200);
    await page.reload();
    await page.getByText('Allocated room: 303').waitFor();
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
