// Shared pieces of the student journeys (not a test file): a signed-in page per student, and the
// administrator's view of the data through the API.
import { expect, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api } from '../support/portal.ts';
import { ensureAdmin } from '../support/admin-session.ts';
import { signInInBrowser } from '../support/sign-in.ts';
import { createStudent, type TestStudent } from '../support/students.ts';

export const portalUrl = inject('portalUrl');
export const portal = { url: portalUrl };
/** Notice and token PDFs need Storage; on an emulator suite without its rules runtime those journeys skip. */
export const storageSkipped = Boolean(inject('storageSkipped'));

export interface StudentPage {
  context: BrowserContext;
  page: Page;
  /** Page errors seen so far; a journey ends with none. */
  errors: string[];
}

/** A fresh browser context (no shared storage), signed in as `account`. */
export async function openSignedIn(
  browser: Browser,
  account: { email: string; password: string },
  options: { acceptDownloads?: boolean } = {},
): Promise<StudentPage> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: options.acceptDownloads ?? false,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInInBrowser(page, portalUrl, account);
  return { context, page, errors };
}

/** A new student with a user record, signed in on a fresh context. */
export async function signInNewStudent(browser: Browser): Promise<StudentPage & { student: TestStudent }> {
  const student = await createStudent(portal);
  return { ...(await openSignedIn(browser, student)), student };
}

export async function closeClean(student: StudentPage): Promise<void> {
  await student.context.close();
  expect(student.errors).toEqual([]);
}

/** Every record of a collection, as the administrator reads it. */
export async function adminList<T>(path: string): Promise<T[]> {
  const admin = await ensureAdmin(inject('adminEmail'));
  const answer = await api<T[]>(portal, 'GET', path, { token: admin.idToken });
  expect(answer.status).toBe(200);
  return answer.body;
}

export async function adminToken(): Promise<string> {
  return (await ensureAdmin(inject('adminEmail'))).idToken;
}

/** The student's own records of one kind, through the API. */
export async function ownRecords<T>(path: string, token: string, email: string): Promise<T[]> {
  const answer = await api<T[]>(portal, 'GET', `${path}?email=${encodeURIComponent(email)}`, { token });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The browser refused the submission itself: a required field reports a missing value. */
export async function expectBrowserRefusal(page: Page, formName: string): Promise<void> {
  const form = page.getByRole('form', { name: formName });
  await form.getByRole('button', { name: 'Submit' }).click();
  const firstInvalid = form.locator('input:invalid, textarea:invalid').first();
  expect(await firstInvalid.evaluate((element: HTMLInputElement) => element.validity.valueMissing)).toBe(true);
  expect(await page.getByRole('dialog').count()).toBe(0);
}

/** The spec's success dialog with its exact text, closed with OK. */
export async function expectSuccessDialog(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(text, { exact: true }).waitFor();
  // Exact: 'See token history' beside it contains 'ok' too.
  const ok = dialog.getByRole('button', { name: 'OK', exact: true });
  await ok.click();
  // A tap can land while the dialog still animates in on a loaded machine (seen once in a CI run
  // in firebase mode) and be lost: a person taps again, and so does this, at most twice more.
  for (let tap = 0; tap < 2; tap += 1) {
    const closed = await dialog.waitFor({ state: 'detached', timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (closed) return;
    await ok.click();
  }
  await dialog.waitFor({ state: 'detached' });
}
