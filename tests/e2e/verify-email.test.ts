// Decision 012, offline: sign up, see the verify notice, fail to file a token (nothing stored),
// open the Auth emulator's link shown on the page, then file. And the student id of the address.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages, type TokenPurchase } from '@hall/model';
import { accountExists, signIn, studentAddress, verifyAccount } from '../support/auth-emulator.ts';
import { useBrowser } from '../support/use-browser.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signInInBrowser } from '../support/sign-in.ts';
import { uniqueTransactionId } from '../support/students.ts';
import { adminToken, expectSuccessDialog, ownRecords, portalUrl } from './student-journey.ts';

const browser = useBrowser();

async function signUp(page: Page, fields: { name: string; email: string; id: string; password: string }) {
  await page.goto(`${portalUrl}/signup`);
  await page.getByLabel('Name').fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Student ID').fill(fields.id);
  await page.getByLabel('Password').fill(fields.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

async function fillToken(page: Page, transactionId: string) {
  await page.getByLabel(/^Start date/).fill('2024-06-01');
  await page.getByLabel(/^End date/).fill('2024-06-30');
  await page.getByLabel('Package').selectOption('30');
  await page.getByLabel('Amount').selectOption('2500');
  await page.getByLabel(/^Transaction ID/).fill(transactionId);
  await page.getByLabel(/^bKash number/).fill('01712345678');
}

describe('a new student verifies their e-mail before filing', () => {
  it('refuses a student id that is not the number in the address, with its message beside the id', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const { email, studentId } = studentAddress();
    await signUp(page, { name: 'Squatter', email, id: String(Number(studentId) + 1), password: 'Hall#2024' });
    // Beside the field it is about (the spec's four checks passed: nothing above the form).
    await page
      .getByLabel('Student ID')
      .and(page.getByRole('textbox', { description: messages.api.studentIdMismatch }))
      .waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/signup');
    expect(await accountExists(email)).toBe(false);
    await context.close();
  });

  it('signs up, is told to verify, files nothing, opens the emulator link shown, then files', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const { email, studentId } = studentAddress();
    const password = 'Hall#2024';
    await signUp(page, { name: 'Nusrat Jahan', email, id: studentId, password });
    await page.waitForURL(`${portalUrl}/login`);

    await signInInBrowser(page, portalUrl, { email, password }, '/token_purches');
    const notice = page.getByRole('status').filter({ hasText: messages.verify.required });
    await notice.waitFor();
    await notice.getByRole('button', { name: messages.verify.resend }).waitFor();

    await fillToken(page, uniqueTransactionId());
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('form', { name: 'Token Purchase' }).getByText(messages.api.emailUnverified).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Nothing was stored, as the office sees it (an unverified account reads none of its own: decision 021).
    expect(await ownRecords<TokenPurchase>('/tokenpurches', await adminToken(), email)).toEqual([]);

    // The local portal sends no mail: the notice shows the emulator's link; opening it verifies.
    const link = notice.getByRole('link', { name: `verify ${email}` });
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
    // The link's continue URL brings the student back to the portal, not to the emulator's JSON (issue 35).
    await opened.waitForURL(`${portalUrl}/profile`);
    await opened.getByRole('banner').getByRole('link', { name: 'Profile' }).waitFor();
    await keepScreenshot(opened, 'verified-back-on-profile');
    await opened.close();
    await notice.waitFor({ state: 'detached', timeout: 30_000 });

    await page.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessDialog(page, messages.forms.tokenSubmitted);
    const fresh = (await signIn(email, password)).idToken;
    expect(await ownRecords<TokenPurchase>('/tokenpurches', fresh, email)).toMatchObject([{ id: studentId, email }]);
    await context.close();
    expect(errors).toEqual([]);
  });

  it('verified on another device: after a reload the form files at once, without signing out (issue 35)', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const { email, studentId } = studentAddress();
    const password = 'Hall#2024';
    await signUp(page, { name: 'Tanvir Ahmed', email, id: studentId, password });
    await page.waitForURL(`${portalUrl}/login`);
    await signInInBrowser(page, portalUrl, { email, password }, '/token_purches');
    await page.getByRole('status').filter({ hasText: messages.verify.required }).waitFor();

    // The link opened on the phone: the account is verified, this page's token still says it is not.
    await verifyAccount((await signIn(email, password)).uid);
    await page.reload();
    await page.getByRole('form', { name: 'Token Purchase' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: messages.verify.required }).count()).toBe(0);
    await fillToken(page, uniqueTransactionId());
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessDialog(page, messages.forms.tokenSubmitted);
    expect(await ownRecords<TokenPurchase>('/tokenpurches', await adminToken(), email)).toMatchObject([
      { id: studentId, email },
    ]);
    await context.close();
  });
});
