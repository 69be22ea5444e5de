// Signs a test account in inside the browser, as a person does: the login form on /login.
import type { Page } from 'playwright-core';

/**
 * Signs `account` in on `page` and leaves it on `path` (the login page returns there through
 * `?next=`). Resolves once the top bar shows the avatar link to /profile.
 */
export async function signInInBrowser(
  page: Page,
  portalUrl: string,
  account: { email: string; password: string },
  path = '/',
): Promise<void> {
  await page.goto(`${portalUrl}/login?next=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  if (new URL(page.url()).pathname !== path) await page.goto(`${portalUrl}${path}`);
  // The visible one: the phone menu's Profile entry (hidden until the menu opens) comes first.
  await page.locator('a[href="/profile"]:visible').first().waitFor();
}
