// Debian's Chromium driven by Playwright's library (no browser download: it works offline).
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser every journey uses. Any page that logs a Content-Security-Policy violation makes
 * `browser.close()` (each suite's afterAll) fail with the violations: the portal's own headers
 * must allow everything the SPA really loads.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium();
  const violations: string[] = [];
  const watch = (context: BrowserContext) => {
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
    });
    return context;
  };
  const newContext = browser.newContext.bind(browser);
  const close = browser.close.bind(browser);
  // Browser.newPage makes its context through newContext, so both are watched.
  browser.newContext = async (...args) => watch(await newContext(...args));
  browser.close = async (...args) => {
    await close(...args);
    if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
  };
  return browser;
}

async function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
