// Issue 33's walk in Bangla (decision 036), beyond the home page and the empty sign-up form
// (language.test.ts): the sign-up form's refusals, a student's complaint form with its refusal
// and its success dialog, the student's profile, histories and token check, and the office's
// dashboard, a list and the Reports; the hall fee and room forms refused empty, the room history
// and the profile's start page with its meal cards; the office's hall fee and room requests, rooms,
// activity log, notices, messages and dining staff. On each page no Latin letters are left but
// LATIN_ALLOWED and what the records hold as stored (names, e-mails, ids, transaction ids, what
// students typed).
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type {
  ActivityEntry,
  Complaint,
  ContactMessage,
  HallFee,
  Notice,
  Room,
  RoomAllotment,
  StudentUser,
  TokenPurchase,
} from '@hall/model';
import { byRoomNumber } from '@hall/model';
import { sampleHallFee } from '@hall/model/samples';
import { LANGUAGE_COOKIE } from '@hall/model/texts/language';
import { authText } from '@hall/model/texts/bn/auth';
import { dashboardText } from '@hall/model/texts/bn/dashboard';
import { dialogText } from '@hall/model/texts/bn/dialog';
import { historyText } from '@hall/model/texts/bn/history';
import { diningStaffText, listsText } from '@hall/model/texts/bn/dashboard-lists';
import { messages } from '@hall/model/texts/bn/messages';
import { myProfileText } from '@hall/model/texts/bn/my-profile';
import { requestsText } from '@hall/model/texts/bn/requests';
import { verifyText } from '@hall/model/texts/bn/verify';
import { ADMIN_PASSWORD } from '../support/admin-session.ts';
import { api } from '../support/portal.ts';
import { latinLeft, notBangla } from '../support/bangla-walk.ts';
import { signInInBrowser } from '../support/sign-in.ts';
import { uniqueEmail } from '../support/auth-emulator.ts';
import { createDiningStaff } from '../support/dining.ts';
import { putRooms, soloApplication, uniqueRoomNumber } from '../support/rooms.ts';
import { approvedToken, createStudent, uniqueTransactionId } from '../support/students.ts';
import { failOnPageErrors, useBrowser } from '../support/use-browser.ts';
import { adminList, adminToken, portal, portalUrl } from './student-journey.ts';

const browser = useBrowser();

/** A Bangla browser's page whose script errors fail the test. */
async function banglaPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({ locale: 'bn-BD', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  failOnPageErrors(page);
  return { context, page };
}

/**
 * Signs `account` in (the login form, read in English as the other journeys do), then chooses
 * Bangla as the switch does (its cookie) and opens `path` in it.
 */
async function signedInInBangla(page: Page, account: { email: string; password: string }, path: string) {
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'en', url: portalUrl }]);
  await signInInBrowser(page, portalUrl, account);
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'bn', url: portalUrl }]);
  await open(page, path);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${portalUrl}${path}`);
  await page.waitForFunction(() => document.documentElement.lang === 'bn');
  await page.locator('#root[data-interactive="true"]').waitFor({ state: 'attached' });
}

/** The top bar's avatar: the initial of the account's name or address, as stored. */
async function avatarInitial(page: Page): Promise<RegExp[]> {
  const avatar = page.getByRole('banner').locator('a[href="/profile"] span[aria-hidden="true"]').first();
  return [new RegExp(`^${(await avatar.textContent())?.trim() ?? ''}$`)];
}

/** A date as Bangla writes it: Bangla digits and a month's Bangla name, either order. */
const BANGLA_MONTH = 'জানুয়ারী|ফেব্রুয়ারী|মার্চ|এপ্রিল|মে|জুন|জুলাই|আগস্ট|সেপ্টেম্বর|অক্টোবর|নভেম্বর|ডিসেম্বর';
const BANGLA_DATE = new RegExp(`[০-৯]{1,2},? (${BANGLA_MONTH})|(${BANGLA_MONTH}),? [০-৯]{1,2}`, 'u');

/**
 * Every string a record holds: shown as stored, never translated. `translated`: the fields the
 * portal shows in its own words (a status, a month), which stay in the search.
 */
const storedValues = (records: readonly object[], translated: readonly string[] = []) =>
  records.flatMap((record) =>
    Object.entries(record)
      .filter(([field]) => !translated.includes(field))
      .map(([, value]) => value as unknown)
      .filter((value): value is string => typeof value === 'string'),
  );

/** A request's fields the portal shows in its own words (and dates, read in Bangla digits). */
const REQUEST_WORDS = ['status', 'month_start', 'month_end', 'createdAt', 'apply_date', 'Start_date', 'End_date'];

describe('a walk in Bangla', () => {
  it('the sign-up form refuses a non-student address, a short password and a used address in Bangla', async () => {
    const { context, page } = await banglaPage();
    try {
      await open(page, '/signup');
      const form = page.getByRole('form', { name: authText.signUpForm });
      await form.getByLabel(authText.name).fill('Rahim Uddin');
      await form.getByLabel(authText.email).fill('rahim@example.com');
      await form.getByLabel(authText.studentId).fill('1904001');
      await form.getByLabel(new RegExp(`^${authText.password}`)).fill('abc');
      await form.getByRole('button', { name: authText.signUp, exact: true }).click();
      await form.getByText(messages.signUp.studentEmailRequired).first().waitFor();
      const typed = ['Rahim Uddin', 'rahim@example.com', '1904001', 'abc'];
      expect.soft(notBangla(await latinLeft(page, typed)), 'sign-up refused').toEqual([]);
      // What search results and link previews read, from the page's own HTML.
      expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toMatch(/[A-Za-z]/);

      // An address that has an account already: the portal's own refusal.
      const taken = await createStudent(portal);
      await form.getByLabel(authText.email).fill(taken.email);
      await form.getByLabel(authText.studentId).fill(taken.studentId);
      await form.getByLabel(new RegExp(`^${authText.password}`)).fill('Strong#2024');
      await form.getByRole('button', { name: authText.signUp, exact: true }).click();
      await page.getByText(messages.signUp.emailInUse).waitFor();
      expect
        .soft(notBangla(await latinLeft(page, [...typed, taken.email, taken.studentId])), 'address in use')
        .toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a student files a complaint, is refused an empty token form, reads the profile, the histories and the token check in Bangla', async () => {
    const student = await createStudent(portal);
    const tokenId = await approvedToken(portal, student, await adminToken());
    const tokens = await adminList<TokenPurchase>(`/tokenpurches?email=${encodeURIComponent(student.email)}`);
    // Counts, amounts and dates are read in Bangla digits: only names and ids are as stored.
    const stored = [
      student.name,
      student.email,
      student.studentId,
      ...tokens.flatMap((token) => [token.Transaction_id, token.bkash_number]),
    ];
    const { context, page } = await banglaPage();
    try {
      await signedInInBangla(page, student, '/complain');
      const initial = await avatarInitial(page);
      const form = page.getByRole('form', { name: requestsText.complaintTitle });
      const complaint = form.getByLabel(requestsText.yourComplaint);
      await complaint.waitFor();
      expect.soft(notBangla(await latinLeft(page, stored), initial), 'complaint form').toEqual([]);

      // The request forms leave the checks to the portal: an empty complaint is refused beside it.
      await form.getByRole('button', { name: requestsText.submit, exact: true }).click();
      await form.getByText(messages.validation.required).waitFor();
      expect.soft(notBangla(await latinLeft(page, stored), initial), 'complaint refused').toEqual([]);

      await complaint.fill('পানির কল নষ্ট');
      await form.getByRole('button', { name: requestsText.submit, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(messages.forms.complaintSubmitted).waitFor();
      expect.soft(notBangla(await latinLeft(page, stored), initial), 'complaint sent').toEqual([]);
      await dialog.getByRole('button', { name: dialogText.ok, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      // The token form's labels, placeholders and payment guide, refused empty.
      await open(page, '/token_purches');
      const tokenForm = page.getByRole('form', { name: requestsText.tokenTitle });
      await tokenForm.getByRole('button', { name: requestsText.submit, exact: true }).click();
      await tokenForm.getByText(messages.validation.required).first().waitFor();
      expect.soft(notBangla(await latinLeft(page, stored), initial), 'token form refused').toEqual([]);

      await open(page, '/profile/myprofile');
      await page.getByRole('heading', { name: myProfileText.title }).waitFor();
      await page.getByText(student.studentId, { exact: true }).first().waitFor();
      expect.soft(notBangla(await latinLeft(page, stored), initial), 'my profile').toEqual([]);

      await open(page, '/profile/tokenprofile');
      await page.getByText(historyText.total(1)).waitFor();
      await page.getByText(historyText.approved).first().waitFor();
      expect.soft(notBangla(await latinLeft(page, stored), initial), 'token history').toEqual([]);
      // Dates read in Bangla: Bangla digits and a Bangla month's name.
      const body = stored.reduce(
        (left, value) => left.split(value).join(' '),
        await page.evaluate(() => document.body.innerText),
      );
      expect(body).toMatch(BANGLA_DATE);
      expect(body, 'digits outside stored values').not.toMatch(/[0-9]/);

      await open(page, '/profile/hallfeeprofile');
      await page.getByText(historyText.noHallFee).waitFor();
      expect.soft(notBangla(await latinLeft(page, stored), initial), 'hall fee history').toEqual([]);

      // The token's public check (its QR code's link): the API's package ('15 days') read in Bangla.
      await open(page, `/verify/${tokenId}`);
      await page.getByText(verifyText.packageOf('15 days')).waitFor();
      expect.soft(notBangla(await latinLeft(page, stored), initial), 'verify').toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a student is refused empty hall fee and room forms and reads the room history and the profile’s meal cards in Bangla', async () => {
    const admin = await adminToken();
    const student = await createStudent(portal);
    await approvedToken(portal, student, admin);
    // A room application of the student's own, on a room of the hall's list added for it.
    const room = uniqueRoomNumber('B');
    await putRooms(portal, admin, [{ number: room, floor: 'Bangla walk floor' }]);
    const applied = await api(portal, 'POST', '/roomallotement', {
      token: student.idToken,
      json: soloApplication(student, [room]),
    });
    expect(applied.status).toBe(201);
    const tokens = await adminList<TokenPurchase>(`/tokenpurches?email=${encodeURIComponent(student.email)}`);
    const allotments = await adminList<RoomAllotment>(`/roomallotement?email=${encodeURIComponent(student.email)}`);
    // The room form offers the hall's rooms, as the office wrote them.
    const rooms = await adminList<Room>('/rooms');
    const stored = [
      student.name,
      student.email,
      student.studentId,
      ...storedValues(tokens, REQUEST_WORDS),
      ...storedValues(allotments, REQUEST_WORDS),
      ...storedValues(rooms),
    ];
    const { context, page } = await banglaPage();
    try {
      await signedInInBangla(page, student, '/hallfee');
      const initial = await avatarInitial(page);
      const feeForm = page.getByRole('form', { name: requestsText.hallFeeTitle });
      await feeForm.getByRole('button', { name: requestsText.submit, exact: true }).click();
      await feeForm.getByText(messages.validation.required).first().waitFor();
      expect.soft(notBangla(await latinLeft(page, stored), initial), 'hall fee form refused').toEqual([]);

      await open(page, '/roomallotement');
      const roomForm = page.getByRole('form', { name: requestsText.roomTitle });
      await roomForm.getByRole('button', { name: requestsText.submit, exact: true }).click();
      await roomForm.getByText(messages.validation.required).first().waitFor();
      expect.soft(notBangla(await latinLeft(page, stored), initial), 'room form refused').toEqual([]);

      await open(page, '/profile/allotmentprofile');
      await page.getByRole('heading', { name: historyText.roomHistory }).first().waitFor();
      await page.getByText(historyText.pending).first().waitFor();
      expect.soft(notBangla(await latinLeft(page, stored), initial), 'room history').toEqual([]);

      // The profile's start page: the student's record and the current token's meal cards.
      await open(page, '/profile');
      await page.getByRole('heading', { name: myProfileText.title }).waitFor();
      await page.getByRole('heading', { name: myProfileText.meals }).first().waitFor();
      await page.locator('button.meal-day').first().waitFor();
      expect.soft(notBangla(await latinLeft(page, stored), initial), 'profile with meal cards').toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the office reads the hall fee and room requests, the rooms, the activity log, the notices, the messages and the dining staff in Bangla', async () => {
    const admin = await adminToken();
    // One record of each kind, so no list is read empty (other journeys' records are read as they are).
    const student = await createStudent(portal);
    const transactionId = uniqueTransactionId();
    const fee = await api(portal, 'POST', '/hallfee', {
      token: student.idToken,
      json: sampleHallFee({ Transaction_id: transactionId }),
    });
    expect(fee.status).toBe(201);
    const room = uniqueRoomNumber('B');
    await putRooms(portal, admin, [{ number: room, floor: 'Bangla walk floor' }]);
    const applied = await api(portal, 'POST', '/roomallotement', {
      token: student.idToken,
      json: soloApplication(student, [room]),
    });
    expect(applied.status).toBe(201);
    const message = 'ডাইনিং কখন খোলে?';
    const sent = await api(portal, 'POST', '/messages', {
      token: student.idToken,
      json: { from_name: student.name, user_email: student.email, message },
    });
    expect(sent.status).toBe(201);
    const staff = await createDiningStaff(portal, admin);
    // An address with no sign-in account yet: the list says how to open one.
    const noAccount = uniqueEmail('dining');
    const added = await api(portal, 'POST', '/dining/staff', { token: admin, json: { email: noAccount } });
    expect(added.status).toBe(201);

    const stored = storedValues(await adminList<StudentUser>('/users'));
    const adminEmail = inject('adminEmail');
    const { context, page } = await banglaPage();
    try {
      await signedInInBangla(page, { email: adminEmail, password: ADMIN_PASSWORD }, '/dashboard/hallfeereq');
      const initial = await avatarInitial(page);
      const storedFees = [...stored, ...storedValues(await adminList<HallFee>('/hallfee'), REQUEST_WORDS)];
      await page.getByRole('heading', { name: dashboardText.titles.hallFeeRequests }).first().waitFor();
      await page.getByText(transactionId).first().waitFor();
      expect.soft(notBangla(await latinLeft(page, storedFees), initial), 'hall fee requests').toEqual([]);

      const storedAllotments = [
        ...stored,
        ...storedValues(await adminList<RoomAllotment>('/roomallotement'), REQUEST_WORDS),
      ];
      await open(page, '/dashboard/allotementreq');
      await page.getByRole('heading', { name: dashboardText.titles.allotmentRequests }).first().waitFor();
      await page.getByText(room).first().waitFor();
      expect.soft(notBangla(await latinLeft(page, storedAllotments), initial), 'room requests').toEqual([]);

      const rooms = await adminList<Room>('/rooms');
      const storedRooms = [...storedAllotments, ...storedValues(rooms)];
      await open(page, '/dashboard/rooms');
      await page.getByRole('heading', { name: dashboardText.titles.rooms }).first().waitFor();
      // The first page, in room number order (with other journeys' rooms, this walk's may be further on).
      await page
        .getByText([...rooms].sort(byRoomNumber)[0]!.number)
        .first()
        .waitFor();
      // The import's guide names the CSV's header as the file must carry it (number,floor,beds,notes).
      const csvColumns = /^(number|floor|beds|notes)$/;
      expect.soft(notBangla(await latinLeft(page, storedRooms), [...initial, csvColumns]), 'rooms').toEqual([]);

      // The log names records by what they hold: their students, ids, rooms and titles as stored.
      const activity = (await api<{ items: ActivityEntry[] }>(portal, 'GET', '/activity?limit=50', { token: admin }))
        .body.items;
      const storedActivity = [
        ...storedRooms,
        ...storedValues(await adminList<TokenPurchase>('/tokenpurches'), REQUEST_WORDS),
        ...storedValues(await adminList<HallFee>('/hallfee'), REQUEST_WORDS),
        ...storedValues(await adminList<Notice>('/get-pdf')),
        ...activity.flatMap((entry) => [entry.actorEmail, entry.studentId ?? '', entry.recordId]),
        // What an entry keeps of its record (a room's floor, a notice's title, a reason typed), but
        // a status, a month and a date, which the sentence writes in Bangla.
        ...storedValues(
          activity.map((entry) => ({ ...entry.changes, ...entry.about })),
          REQUEST_WORDS,
        ),
      ];
      await open(page, '/dashboard/activity');
      await page.getByRole('heading', { name: dashboardText.titles.activity }).first().waitFor();
      await page.getByRole('row').nth(1).waitFor();
      expect.soft(notBangla(await latinLeft(page, storedActivity), initial), 'activity log').toEqual([]);

      // The notices as the office titled them, or none (no PDF is uploaded here: firebase mode has no Storage).
      const notices = await adminList<Notice>('/get-pdf');
      await open(page, '/dashboard/notice');
      await page.getByRole('heading', { name: dashboardText.titles.notice }).first().waitFor();
      await (notices[0] ? page.getByText(notices[0].title).first() : page.getByText(listsText.notices.none)).waitFor();
      expect
        .soft(notBangla(await latinLeft(page, [...stored, ...storedValues(notices)]), initial), 'notices')
        .toEqual([]);

      const storedMessages = [...stored, ...storedValues(await adminList<ContactMessage>('/messages'))];
      await open(page, '/dashboard/messages');
      await page.getByRole('heading', { name: dashboardText.titles.messages }).first().waitFor();
      await page.getByText(message).first().waitFor();
      expect.soft(notBangla(await latinLeft(page, storedMessages), initial), 'messages').toEqual([]);

      const storedStaff = [...stored, ...(await adminList<{ email: string }>('/dining/staff')).map((one) => one.email)];
      await open(page, '/dashboard/dining-staff');
      await page.getByRole('heading', { name: dashboardText.titles.diningStaff }).first().waitFor();
      const list = page.getByRole('list', { name: diningStaffText.list });
      await list.getByText(staff.email).waitFor();
      await list.getByText(noAccount).waitFor();
      // An address without an account is told the command that opens one, typed as it is.
      const command = [/^npm run staff$/, /^add$/];
      expect.soft(notBangla(await latinLeft(page, storedStaff), [...initial, ...command]), 'dining staff').toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the office reads its dashboard, the students, token requests and complaints lists and the Reports in Bangla', async () => {
    // The complaints as the students wrote them (this one Bangla, other journeys' English), filed
    // before the students are read so its writer counts among them.
    const complainer = await createStudent(portal);
    const filed = await api(portal, 'POST', '/complains', {
      token: complainer.idToken,
      json: { complains: 'জানালার কাচ ভাঙা' },
    });
    expect(filed.status).toBe(201);
    const users = await adminList<StudentUser>('/users');
    const stored = storedValues(users);
    const adminEmail = inject('adminEmail');
    const { context, page } = await banglaPage();
    try {
      await signedInInBangla(page, { email: adminEmail, password: ADMIN_PASSWORD }, '/dashboard');
      const initial = await avatarInitial(page);
      await page.getByRole('link', { name: dashboardText.links.reports }).first().waitFor();
      expect.soft(notBangla(await latinLeft(page, stored), initial), 'dashboard').toEqual([]);

      await open(page, '/dashboard/students');
      await page.getByRole('heading', { name: dashboardText.titles.students }).first().waitFor();
      await page.getByRole('row').nth(1).waitFor();
      expect.soft(notBangla(await latinLeft(page, stored), initial), 'students').toEqual([]);

      // The requests waiting, with the students' transaction ids and bKash numbers as stored.
      const tokens = await adminList<TokenPurchase>('/tokenpurches');
      const storedTokens = [...stored, ...storedValues(tokens)];
      await open(page, '/dashboard/tokenreq');
      await page.getByRole('heading', { name: dashboardText.titles.tokenRequests }).first().waitFor();
      await page.getByRole('row').nth(1).waitFor();
      expect.soft(notBangla(await latinLeft(page, storedTokens), initial), 'token requests').toEqual([]);

      const storedComplaints = [...stored, ...storedValues(await adminList<Complaint>('/complains'))];
      await open(page, '/dashboard/complains');
      await page.getByRole('heading', { name: dashboardText.titles.complaints }).first().waitFor();
      await page.getByText('জানালার কাচ ভাঙা').first().waitFor();
      expect.soft(notBangla(await latinLeft(page, storedComplaints), initial), 'complaints').toEqual([]);

      await open(page, '/dashboard/reports');
      await page.getByRole('heading', { name: dashboardText.titles.reports }).first().waitFor();
      await page.getByRole('table').first().waitFor();
      expect.soft(notBangla(await latinLeft(page, stored), initial), 'reports').toEqual([]);
    } finally {
      await context.close();
    }
  });
});
