// Issue 33's walk in Bangla (decision 036), beyond the home page and the empty sign-up form
// (language.test.ts): the sign-up form's refusals, a student's complaint form with its refusal
// and its success dialog, the student's profile, histories and token check, and the office's
// dashboard, a list and the Reports. On each page no Latin letters are left but LATIN_ALLOWED and what the
// records hold as stored (names, e-mails, ids, transaction ids, what students typed).
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Complaint, StudentUser, TokenPurchase } from '@hall/model';
import { LANGUAGE_COOKIE } from '@hall/model/texts/language';
import { authText } from '@hall/model/texts/bn/auth';
import { dashboardText } from '@hall/model/texts/bn/dashboard';
import { dialogText } from '@hall/model/texts/bn/dialog';
import { historyText } from '@hall/model/texts/bn/history';
import { messages } from '@hall/model/texts/bn/messages';
import { myProfileText } from '@hall/model/texts/bn/my-profile';
import { requestsText } from '@hall/model/texts/bn/requests';
import { verifyText } from '@hall/model/texts/bn/verify';
import { ADMIN_PASSWORD } from '../support/admin-session.ts';
import { api } from '../support/portal.ts';
import { latinLeft, notBangla } from '../support/bangla-walk.ts';
import { signInInBrowser } from '../support/sign-in.ts';
import { approvedToken, createStudent } from '../support/students.ts';
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

/** Every string a record holds: shown as stored, never translated. */
const storedValues = (records: readonly object[]) =>
  records.flatMap((record) => Object.values(record).filter((value): value is string => typeof value === 'string'));

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
