// The screenshot set the journeys keep (issue 35): test-results/screenshots/<back end>/<name>-<width>.png,
// full page, so a reviewer can look at each page at a phone's and a laptop's width after a run.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BACK_END = process.env.HALL_E2E_TARGET === 'emulators' ? 'firebase' : 'local';
export const SCREENSHOT_DIR = path.join(ROOT, 'test-results', 'screenshots', BACK_END);

/** Keeps a full-page screenshot of what `page` shows now, named by `name` and the viewport's width. */
export async function keepScreenshot(page: Page, name: string): Promise<string> {
  const width = page.viewportSize()?.width ?? 0;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
