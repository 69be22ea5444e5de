/// <reference lib="dom" />
// Signs a headless browser in to the portal, as the administrator or any account.
//
// 1. If the login page has a form (labels "Email" and "Password" and a "Login" button), it is
//    filled in and submitted, exactly as a person would, and we wait to leave /login.
// 2. Otherwise (the login page not built yet), the account's session is put where the Firebase
//    Auth SDK keeps it (localStorage key `firebase:authUser:{apiKey}:[DEFAULT]`, one of the
//    persistences the SPA declares; the SDK moves it to IndexedDB itself) and the page is
//    reloaded. The SDK then checks that session against the Auth emulator like any other.
// To adapt it to another login form, change LOGIN_FORM below.
import type { Page } from 'playwright-core';
import { EMULATOR_HOST, PROJECT_ID, createAccount, signIn } from './auth-emulator.ts';

/** The local build's Firebase settings (web/src/config/parse-env.ts LOCAL_DEFAULTS). */
const API_KEY = process.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key';
export const ADMIN_PASSWORD = 'Provost#2024';

const LOGIN_FORM = {
  email: /^e-?mail/i,
  password: /^password/i,
  submit: { name: 'Login', exact: true },
} as const;

/**
 * The administrator's account for this portal (verified), created on first use. The address is
 * fixed (the one the SPA was built with), so on an emulator shared with other runs the account
 * may exist with another password: then the emulator's admin API sets ours.
 */
export async function ensureAdmin(adminEmail: string): Promise<{ email: string; password: string; idToken: string }> {
  try {
    return await signIn(adminEmail, ADMIN_PASSWORD);
  } catch {
    try {
      return await createAccount({ email: adminEmail, password: ADMIN_PASSWORD, verified: true });
    } catch {
      const owner = { 'content-type': 'application/json', authorization: 'Bearer owner' };
      const base = `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}`;
      const lookup = await fetch(`${base}/accounts:lookup`, { method: 'POST', headers: owner, body: JSON.stringify({ email: [adminEmail] }) });
      const localId = ((await lookup.json()) as { users?: Array<{ localId: string }> }).users?.[0]?.localId;
      if (!localId) throw new Error(`Could not find or create ${adminEmail} in the Auth emulator.`);
      await fetch(`${base}/accounts:update`, { method: 'POST', headers: owner, body: JSON.stringify({ localId, password: ADMIN_PASSWORD, emailVerified: true }) });
      return signIn(adminEmail, ADMIN_PASSWORD);
    }
  }
}

interface Session {
  localId: string;
  email: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
}

async function emulatorSession(email: string, password: string): Promise<Session> {
  const response = await fetch(`http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Auth emulator sign-in failed for ${email}: ${response.status}`);
  return (await response.json()) as Session;
}

function claimsOf(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function hasLoginForm(page: Page): Promise<boolean> {
  // The login route is a lazy chunk: wait for its heading before looking for the form.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const fields = [page.getByLabel(LOGIN_FORM.email), page.getByLabel(LOGIN_FORM.password), page.getByRole('button', LOGIN_FORM.submit)];
  for (const field of fields) if ((await field.count()) === 0) return false;
  return true;
}

/**
 * Signs `page` in as the account and leaves it on `path` (default /). Resolves once the top bar
 * shows the signed-in avatar link to /profile, so the session is ready for the next step.
 */
export async function signInBrowser(page: Page, portalUrl: string, account: { email: string; password: string }, path = '/'): Promise<void> {
  await page.goto(`${portalUrl}/login?next=${encodeURIComponent(path)}`);
  if (await hasLoginForm(page)) {
    await page.getByLabel(LOGIN_FORM.email).first().fill(account.email);
    await page.getByLabel(LOGIN_FORM.password).first().fill(account.password);
    await page.getByRole('button', LOGIN_FORM.submit).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    if (new URL(page.url()).pathname !== path) await page.goto(`${portalUrl}${path}`);
  } else {
    const session = await emulatorSession(account.email, account.password);
    const now = Date.now();
    const user = {
      uid: session.localId,
      email: session.email,
      emailVerified: claimsOf(session.idToken).email_verified === true,
      isAnonymous: false,
      providerData: [{ providerId: 'password', uid: session.email, email: session.email, displayName: null, phoneNumber: null, photoURL: null }],
      stsTokenManager: { refreshToken: session.refreshToken, accessToken: session.idToken, expirationTime: now + Number(session.expiresIn) * 1000 },
      createdAt: String(now),
      lastLoginAt: String(now),
      apiKey: API_KEY,
      appName: '[DEFAULT]',
    };
    await page.evaluate(
      ([key, value]) => window.localStorage.setItem(key, value),
      [`firebase:authUser:${API_KEY}:[DEFAULT]`, JSON.stringify(user)] as const,
    );
    await page.goto(`${portalUrl}${path}`);
  }
  await page.locator('a[href="/profile"]').first().waitFor();
}
