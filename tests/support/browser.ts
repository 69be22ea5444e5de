// The browser for the journeys, driven by Playwright's library (no browser download at test time):
// CHROMIUM_PATH; else a Chromium or Chrome installed on the machine; else the Chromium build that
// ships inside the npm package @sparticuz/chromium (Linux x64), unpacked once under node_modules.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Download, type Locator, type Page } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Places a system browser usually lives, checked in order (the PATH is searched as well). */
const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];
const PATH_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export interface ResolvedBrowser {
  executablePath: string;
  source: 'CHROMIUM_PATH' | 'system' | 'npm';
  /** Extra environment for the browser process (the npm build's own libraries and fonts). */
  env: Record<string, string>;
}

export interface ResolveOptions {
  /** Skip browsers installed on the machine (HALL_BROWSER=npm): proves the npm fallback works. */
  skipSystem?: boolean;
}

function onPath(name: string): string | undefined {
  try {
    const found = execFileSync('sh', ['-c', `command -v ${name}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return found.startsWith('/') ? found : undefined;
  } catch {
    return undefined;
  }
}

export function findSystemBrowser(): string | undefined {
  return SYSTEM_BROWSERS.find((candidate) => fs.existsSync(candidate)) ?? PATH_NAMES.map(onPath).find(Boolean);
}

/**
 * Unpacks @sparticuz/chromium's brotli archives into node_modules/.cache/hall-chromium/<version>.
 * The package unpacks into os.tmpdir(), so it is pointed at a private staging folder that is then
 * renamed into place: parallel test workers never see a half-written browser.
 */
async function npmChromium(): Promise<ResolvedBrowser> {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `No Chromium or Chrome found, and the npm fallback (@sparticuz/chromium) runs only on Linux x64: install Chrome or Chromium, or set CHROMIUM_PATH to its executable.`,
    );
  }
  const { inflate } = await import('@sparticuz/chromium');
  const packageDir = path.join(ROOT, 'node_modules/@sparticuz/chromium');
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const cache = path.join(ROOT, 'node_modules/.cache/hall-chromium');
  const home = path.join(cache, version);
  if (!fs.existsSync(path.join(home, 'chromium'))) {
    fs.mkdirSync(cache, { recursive: true });
    const staging = fs.mkdtempSync(path.join(cache, 'staging-'));
    const savedTmp = process.env.TMPDIR;
    process.env.TMPDIR = staging;
    let unpacking: Promise<string[]>;
    try {
      // inflate() reads os.tmpdir() synchronously when called; al2023 holds the NSS libraries a
      // bare machine lacks.
      unpacking = Promise.all(
        ['chromium.br', 'fonts.tar.br', 'swiftshader.tar.br', 'al2023.tar.br'].map((file) =>
          inflate(path.join(packageDir, 'bin', file)),
        ),
      );
    } finally {
      if (savedTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = savedTmp;
    }
    await unpacking;
    try {
      fs.renameSync(staging, home);
    } catch (error) {
      // Another worker got there first: use theirs.
      fs.rmSync(staging, { recursive: true, force: true });
      if (!fs.existsSync(path.join(home, 'chromium'))) throw error;
    }
  }
  const libraries = [path.join(home, 'al2023/lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  return {
    executablePath: path.join(home, 'chromium'),
    source: 'npm',
    env: { LD_LIBRARY_PATH: libraries, FONTCONFIG_PATH: fontConfig(home) },
  };
}

/**
 * The package's fonts.conf looks for its fonts in /tmp/fonts (where it unpacks them on AWS
 * Lambda), not where we keep them: with no font found, Chromium aborts on the first text that needs
 * a fallback font (SkFontMgr_FontConfigInterface "Not implemented"), and pages go blank. Ours names
 * the unpacked folder.
 */
function fontConfig(home: string): string {
  const folder = path.join(home, 'fontconfig');
  const file = path.join(folder, 'fonts.conf');
  const text = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    `  <dir>${path.join(home, 'fonts/fonts')}</dir>`,
    `  <cachedir>${path.join(folder, 'cache')}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(`${file}.${process.pid}`, text);
    fs.renameSync(`${file}.${process.pid}`, file);
  }
  return folder;
}

export async function resolveBrowser(options: ResolveOptions = {}): Promise<ResolvedBrowser> {
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit) {
    if (!fs.existsSync(explicit))
      throw new Error(`CHROMIUM_PATH is ${explicit}, but there is no file there: fix it or unset it.`);
    return { executablePath: explicit, source: 'CHROMIUM_PATH', env: {} };
  }
  const skipSystem = options.skipSystem ?? process.env.HALL_BROWSER === 'npm';
  const system = skipSystem ? undefined : findSystemBrowser();
  if (system) return { executablePath: system, source: 'system', env: {} };
  return npmChromium();
}

/**
 * The browser every journey uses. Any page that logs a Content-Security-Policy violation makes
 * `browser.close()` (each suite's afterAll) fail with the violations: the portal's own headers
 * must allow everything the SPA really loads.
 */
export async function launchBrowser(options: ResolveOptions = {}): Promise<Browser> {
  const browser = await launchChromium(options);
  const violations: string[] = [];
  const watch = (context: BrowserContext) => {
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        violations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
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

/** What Chromium needs here: no sandbox or GPU, and no calls home (only the npm registry is reachable). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

async function launchChromium(options: ResolveOptions): Promise<Browser> {
  const resolved = await resolveBrowser(options);
  return chromium.launch({
    executablePath: resolved.executablePath,
    env: { ...process.env, ...resolved.env } as Record<string, string>,
    args: [
      ...CHROMIUM_FLAGS,
      // The npm build is a headless shell made for containers without a zygote.
      ...(resolved.source === 'npm' ? ['--no-zygote'] : []),
    ],
  });
}

/**
 * Clicks a link that opens a new tab and returns the address the user gets there. Chromium shows
 * a PDF in the tab; a headless shell (the npm build) downloads it instead and leaves the tab
 * blank: either way the answer is the file's URL, which the caller then fetches.
 */
export async function followNewTabLink(page: Page, link: Locator): Promise<URL> {
  const context = page.context();
  const opened = context.waitForEvent('page');
  const downloaded = new Promise<Download>((resolve) => {
    page.once('download', resolve);
    context.once('page', (tab) => tab.once('download', resolve));
  });
  await link.click();
  const tab = await opened;
  const shown = tab.waitForURL((url) => url.protocol.startsWith('http')).then(() => tab.url());
  const address = await Promise.race([shown, downloaded.then((download) => download.url())]);
  await tab.close();
  return new URL(address);
}
