// The browser fallback as a machine without Chromium meets it: system browsers are skipped, the
// npm package's Chromium is unpacked and loads the built SPA.
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, resolveBrowser } from '../support/browser.ts';

let browser: Browser | undefined;
afterAll(async () => browser?.close());

describe.skipIf(process.platform !== 'linux' || process.arch !== 'x64' || process.env.CHROMIUM_PATH)(
  'the browser from npm',
  () => {
    it('is found when no system browser is, and renders a page', async () => {
      const resolved = await resolveBrowser({ skipSystem: true });
      expect(resolved.source).toBe('npm');
      expect(resolved.executablePath).toContain('node_modules/.cache/hall-chromium/');
      browser = await launchBrowser({ skipSystem: true });
      const page = await browser.newPage();
      await page.setContent('<main><h1>Hall portal</h1><button>Sign in</button></main>');
      await page.getByRole('button', { name: 'Sign in' }).click();
      expect(await page.getByRole('heading').textContent()).toBe('Hall portal');
    });
  },
);
