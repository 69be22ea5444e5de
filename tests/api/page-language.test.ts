// The SPA's pages come in the reader's language (decision 036): the language cookie first, then
// Accept-Language; English for anything else, a bad cookie included.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../support/portal.ts';

function webDistInBothLanguages(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'language-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'localized', 'bn'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), 'english home');
  fs.writeFileSync(path.join(dir, 'shell.html'), 'english shell');
  fs.writeFileSync(path.join(dir, 'localized', 'bn', 'index.html'), 'bangla home');
  fs.writeFileSync(path.join(dir, 'localized', 'bn', 'shell.html'), 'bangla shell');
  return dir;
}

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ webDist: webDistInBothLanguages() });
});
afterAll(() => portal.close());

async function page(pathname: string, headers: Record<string, string>) {
  const response = await fetch(`${portal.url}${pathname}`, { headers });
  return { status: response.status, text: await response.text(), vary: response.headers.get('vary') ?? '' };
}

describe('the page’s language', () => {
  it.each([
    ['/', {}, 'english home'],
    ['/', { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' }, 'bangla home'],
    ['/profile', { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' }, 'bangla shell'],
    ['/', { 'accept-language': 'en-US,en;q=0.9,bn;q=0.8' }, 'english home'],
    ['/', { cookie: 'firebase-language-override=bn', 'accept-language': 'en-US' }, 'bangla home'],
    ['/dashboard/students', { cookie: 'firebase-language-override=bn' }, 'bangla shell'],
    ['/', { cookie: 'firebase-language-override=en', 'accept-language': 'bn-BD' }, 'english home'],
    ['/login', { cookie: 'firebase-language-override=en', 'accept-language': 'bn-BD' }, 'english shell'],
  ])('GET %s with %j is the %s', async (pathname, headers, expected) => {
    const answer = await page(pathname, headers);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(expected);
    expect(answer.vary).toMatch(/Accept-Language, Cookie/);
  });

  it.each(['fr', 'BN', 'bn,en', '%E0%A6%AC', '"bn"', '=;', 'x'.repeat(4000)])(
    'answers the English page for the cookie value %s',
    async (value) => {
      const answer = await page('/', { cookie: `firebase-language-override=${value}`, 'accept-language': 'bn' });
      expect(answer.status).toBe(200);
      expect(answer.text).toBe('english home');
    },
  );
});
