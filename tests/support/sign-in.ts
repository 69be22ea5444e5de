// Signing a test account in inside the browser. With a login form on /login, it fills it in as a
// person would. Without one (a build where /login is not ready), it hands the page's own Firebase
// Auth a signed-in session through Firebase's local persistence, the way a returning visitor has
// one; the SDK then checks that session with the Auth emulator as usual.
import type { Page } from 'playwright-core';
import { EMULATOR_HOST } from './auth-emulator.ts';

/** The SPA's Firebase web config in local builds (web/src/config/parse-env.ts). */
const LOCAL_API_KEY = 'demo-api-key';

interface EmulatorSession {
  localId: string;
  email: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
  displayName?: string;
}

async function emulatorSession(email: string, password: string): Promise<EmulatorSession> {
  const response = await fetch(`http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${LOCAL_API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Auth emulator sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as EmulatorSession;
}

async function injectSession(page: Page, portalUrl: string, account: { email: string; password: string }, verified: boolean) {
  const session = await emulatorSession(account.email, account.password);
  const now = Date.now();
  const user = {
    uid: session.localId,
    email: session.email,
    emailVerified: verified,
    displayName: session.displayName ?? null,
    isAnonymous: false,
    providerData: [{ providerId: 'password', uid: session.email, displayName: null, email: session.email, phoneNumber: null, photoURL: null }],
    stsTokenManager: { refreshToken: session.refreshToken, accessToken: session.idToken, expirationTime: now + Number(session.expiresIn) * 1000 },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: LOCAL_API_KEY,
    appName: '[DEFAULT]',
  };
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key, value),
    [`firebase:authUser:${LOCAL_API_KEY}:[DEFAULT]`, JSON.stringify(user)] as const,
  );
  await page.goto(`${portalUrl}/`);
}

/**
 * Signs `account` in on `page` and leaves the page signed in (on / or where the login sent it).
 * `verified` only matters for the persistence path: it must match the emulator's account.
 */
export async function signInInBrowser(
  page: Page,
  portalUrl: string,
  account: { email: string; password: string },
  options: { verified?: boolean } = {},
): Promise<void> {
  await page.goto(`${portalUrl}/login`);
  const password = page.getByLabel('Password', { exact: false });
  const notBuilt = page.getByText('This page is not built yet.');
  await password.or(notBuilt).first().waitFor();
  if ((await password.count()) > 0) {
    await page.getByLabel('Email', { exact: false }).fill(account.email);
    await password.fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
  } else {
    await injectSession(page, portalUrl, account, options.verified ?? true);
  }
  // Signed in: the top bar shows the avatar link to /profile instead of Login.
  await page.locator('a[href="/profile"]').first().waitFor();
}

