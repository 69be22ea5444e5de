// Journeys through sign-up, login, password reset and Google sign-in, in a real headless Chromium
// against the local portal (Auth emulator + API on SQLite).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { messages } from '@hall/model';
import {
  accountExists,
  EMULATOR_HOST,
  PROJECT_ID,
  signIn,
  studentAddress,
  uniqueEmail,
} from '../support/auth-emulator.ts';
import { ADMIN_PASSWORD, ensureAdmin } from '../support/admin-session.ts';
import { launchBrowser } from '../support/browser.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { api } from '../support/portal.ts';
import { signInInBrowser } from '../support/sign-in.ts';
import { createStudent } from '../support/students.ts';
import { openWatchedPage } from '../support/use-browser.ts';

const portalUrl = inject('portalUrl');
const portal = { url: portalUrl };
const adminEmail = inject('adminEmail');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const open = (path: string): Promise<Page> =>
  openWatchedPage(browser, `${portalUrl}${path}`, { width: 1280, height: 900 });

interface SignUpFields {
  name: string;
  email: string;
  id: string;
  password: string;
}

async function fillSignUp(page: Page, fields: SignUpFields) {
  await page.getByLabel('Name').fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Student ID').fill(fields.id);
  await page.getByLabel('Password').fill(fields.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

const alertText = (page: Page) => page.getByRole('alert').filter({ hasNotText: /^$/ }).first().textContent();
const loginButtonInTopBar = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Login' });

async function userRecordOf(email: string, password: string) {
  const account = await signIn(email, password);
  return api<{ name: string; email: string; id: string }>(portal, 'GET', '/users/me', { token: account.idToken });
}

describe('sign-up', () => {
  it("shows the spec's four messages in its order, first failure first, and creates nothing", async () => {
    const page = await open('/signup');
    const { email: studentEmail, studentId } = studentAddress();
    const office = uniqueEmail();
    const cases: Array<[Partial<SignUpFields>, string]> = [
      // Too short AND no uppercase AND not a student e-mail: the length message wins.
      [{ email: 'someone@gmail.com', password: 'ab#' }, 'Password should at least 6'],
      [{ email: 'someone@gmail.com', password: 'abcdef#' }, 'password should have at least one uppercase'],
      [{ email: 'someone@gmail.com', password: 'Abcdef' }, 'You must use CUET student email.'],
      [{ email: studentEmail, password: 'Abcdef' }, 'password should have at least one Special Character'],
      // Then ours (issue 28): only a student's own address, never a +tag or another local part.
      [
        { email: `u1904005+${studentId}@student.cuet.ac.bd`, password: 'Abcdef#1' },
        messages.signUp.studentAddressRequired,
      ],
      [{ email: office, password: 'Abcdef#1' }, messages.signUp.studentAddressRequired],
    ];
    for (const [fields, message] of cases) {
      await fillSignUp(page, { name: 'Order Test', id: studentId, email: '', password: '', ...fields });
      await expect.poll(() => alertText(page)).toBe(message);
    }
    expect(page.url()).toBe(`${portalUrl}/signup`);
    expect(await accountExists(studentEmail)).toBe(false);
    expect(await accountExists(office)).toBe(false);
    expect(await accountExists('someone@gmail.com')).toBe(false);
    await page.close();
  });

  it('creates the account and the user record, signs out and lands on /login; the same e-mail again is refused', async () => {
    const page = await open('/signup');
    const address = studentAddress();
    const fields = { name: 'Nusrat Jahan', email: address.email, id: address.studentId, password: 'Hall#2024' };
    await fillSignUp(page, fields);
    await page.waitForURL(`${portalUrl}/login`);
    await expect.poll(() => page.getByText('User created successfully').count()).toBe(1);
    // Signed out: the top bar offers Login, and a protected page sends the visitor back to /login.
    await loginButtonInTopBar(page).waitFor();
    await page.goto(`${portalUrl}/complain`);
    await page.waitForURL(/\/login\?next=%2Fcomplain$/);

    const record = await userRecordOf(fields.email, fields.password);
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ name: fields.name, email: fields.email, id: fields.id });

    await page.goto(`${portalUrl}/signup`);
    await fillSignUp(page, { ...fields, name: 'Someone Else' });
    await expect.poll(() => alertText(page)).toBe('Email is already in use.');
    const unchanged = await userRecordOf(fields.email, fields.password);
    expect(unchanged.body).toMatchObject({ name: fields.name, id: fields.id });
    await page.close();
  });
});

describe('login', () => {
  it('says only "Invalid email or password" on failure, then signs in with a toast and returns to the protected page', async () => {
    const student = await createStudent(portal);
    const page = await open('/hallfee');
    await page.waitForURL(/\/login\?next=%2Fhallfee$/);

    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password').fill('Wrong#Password1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => alertText(page)).toBe('Invalid email or password. Please try again.');

    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill(student.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => alertText(page)).toBe('Invalid email or password. Please try again.');
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password').fill(student.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${portalUrl}/hallfee`);
    await expect.poll(() => page.getByText('LogIn successfully').count()).toBe(1);
    await page.getByRole('banner').getByRole('link', { name: 'Profile' }).waitFor();
    await page.close();
  });

  it('goes home after a login that did not start on a protected page', async () => {
    const student = await createStudent(portal);
    const page = await open('/login');
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password').fill(student.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${portalUrl}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Profile' }).waitFor();
    await page.close();
  });

  it('sends a password reset e-mail to the typed address and says so', async () => {
    const student = await createStudent(portal);
    const page = await open('/login');
    await page.getByRole('button', { name: 'Forgot password' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Type your e-mail address' }).count()).toBe(1);

    await page.getByLabel('Email').fill(student.email);
    await page.getByRole('button', { name: 'Forgot password' }).click();
    await expect
      .poll(() =>
        page
          .getByText(`If an account exists for ${student.email}, a password reset e-mail is on its way.`, {
            exact: false,
          })
          .count(),
      )
      .toBe(1);

    const codes = await fetch(`http://${EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
    const { oobCodes } = (await codes.json()) as { oobCodes: Array<{ email: string; requestType: string }> };
    expect(
      oobCodes.filter((code) => code.email === student.email && code.requestType === 'PASSWORD_RESET'),
    ).toHaveLength(1);
    await page.close();
  });
});

describe('Google sign-in (the Auth emulator stands in for Google)', () => {
  async function chooseGoogleAccount(page: Page, email: string, name: string) {
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in with a Google account' });
    await dialog.getByLabel('Google account e-mail').fill(email);
    await dialog.getByLabel('Name on the account').fill(name);
    await dialog.getByRole('button', { name: 'Continue' }).click();
  }

  it('signs a CUET student in, creates their user record, and returns to the protected page', async () => {
    const { email, studentId } = studentAddress();
    const page = await open('/token_purches');
    await page.waitForURL(/\/login\?next=/);
    await chooseGoogleAccount(page, email, 'Tanvir Ahmed');
    await page.waitForURL(`${portalUrl}/token_purches`);
    await expect.poll(() => page.getByText('LogIn successfully').count()).toBe(1);
    await page.getByRole('banner').getByRole('link', { name: 'Profile' }).waitFor();

    const token = await page.evaluate(async () => {
      // The ID token the SPA itself holds, read from Firebase's IndexedDB persistence.
      const request = indexedDB.open('firebaseLocalStorageDb');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const all = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
      const rows = await new Promise<Array<{ value: { stsTokenManager?: { accessToken: string } } }>>((resolve) => {
        all.onsuccess = () => resolve(all.result as never);
      });
      return rows.find((row) => row.value.stsTokenManager)?.value.stsTokenManager?.accessToken ?? null;
    });
    expect(token).not.toBeNull();
    const me = await api<{ name: string; email: string; id: string }>(portal, 'GET', '/users/me', { token: token! });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      name: 'Tanvir Ahmed',
      email,
      id: studentId,
    });
    await page.close();
  });

  it('turns away any other domain with the CUET message and leaves the visitor signed out', async () => {
    const email = `someone.${Date.now().toString(36)}@gmail.com`;
    const page = await open('/login');
    await chooseGoogleAccount(page, email, 'Not A Student');
    await expect.poll(() => alertText(page)).toBe('You must use CUET student email.');
    expect(new URL(page.url()).pathname).toBe('/login');
    await loginButtonInTopBar(page).waitFor();
    // The account Firebase made for this first sign-in is removed again.
    await expect.poll(() => accountExists(email)).toBe(false);
    await page.close();
  });
});

describe('the login and sign-up pages (issue 35)', () => {
  it("says 'Log in to continue' when a protected page sent the visitor, shows the password on request, and logs no stack trace for a failure", async () => {
    const student = await createStudent(portal);
    const page = await open('/contact');
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') logged.push(message.text());
    });
    await page.waitForURL(/\/login\?next=%2Fcontact$/);
    await page.getByRole('status').filter({ hasText: 'Log in to continue' }).waitFor();

    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password').fill('Wrong#Password1');
    await page.getByRole('button', { name: 'Show characters' }).click();
    expect(await page.getByLabel('Password').getAttribute('type')).toBe('text');
    expect(await page.getByLabel('Password').inputValue()).toBe('Wrong#Password1');
    await page.getByRole('button', { name: 'Hide characters' }).click();
    expect(await page.getByLabel('Password').getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => alertText(page)).toBe('Invalid email or password. Please try again.');
    // The page's own line is one short sentence; nothing logs the error object and its stack.
    const ours = logged.filter((line) => line.startsWith('Login failed'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatch(/^Login failed \(auth\/[a-z-]+\)\.$/);
    expect(logged.some((line) => /\n\s+at /.test(line) || line.includes('FirebaseError'))).toBe(false);

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 768 },
    ]) {
      await page.setViewportSize(viewport);
      await keepScreenshot(page, 'login');
    }
    await page.close();
  });

  it('sends a signed-in student from /login and /signup to their profile, and the office to the dashboard', async () => {
    const student = await createStudent(portal);
    const page = await open('/');
    await signInInBrowser(page, portalUrl, student, '/');
    for (const path of ['/login', '/signup']) {
      await page.goto(`${portalUrl}${path}`);
      await page.waitForURL(`${portalUrl}/profile`);
      await page.getByRole('region', { name: 'My Profile' }).waitFor();
    }
    // A login link that names a page leads there.
    await page.goto(`${portalUrl}/login?next=%2Fcomplain`);
    await page.waitForURL(`${portalUrl}/complain`);
    await page.close();

    await ensureAdmin(adminEmail);
    const office = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInInBrowser(office, portalUrl, { email: adminEmail, password: ADMIN_PASSWORD }, '/');
    await office.goto(`${portalUrl}/login`);
    await office.waitForURL(`${portalUrl}/dashboard`);
    await office.close();
  });

  it('shows the sign-up page at both sizes', async () => {
    const page = await open('/signup');
    await page.getByRole('heading', { level: 1, name: 'Sign Up' }).waitFor();
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 768 },
    ]) {
      await page.setViewportSize(viewport);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await keepScreenshot(page, 'signup');
    }
    await page.close();
  });
});
