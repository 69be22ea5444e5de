// The service worker of one language's build (decision 036), written by Workbox's generateSW at the
// end of scripts/prerender.ts, once that language's index.html, shell.html and page loader exist
// as served. English: dist/sw.js; Bangla: dist/sw.bn.js. Each precaches its language's pages, the
// app shell and every chunk a student's pages load (following dynamic imports: a lazily loaded
// toast or dialog is part of a page too), not the office's pages, charts, CSV or PDF makers,
// which the worker keeps on first use instead.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { generateSW, type ManifestEntry, type RuntimeCaching } from 'workbox-build';
import type { Lang } from '../../../hall-model/src/texts/language.ts';
import { webManifestFile } from './web-manifest.ts';

/** The worker's file: the page registers the one of its own language (src/lib/pwa/service-worker.ts). */
export const serviceWorkerFile = (lang: Lang) => (lang === 'en' ? 'sw.js' : `sw.${lang}.js`);

/** Where a language's index.html and shell.html are, under dist (Hosting's i18n folder for Bangla). */
const pagesFolder = (lang: Lang) => (lang === 'en' ? '' : `localized/${lang}/`);

/** Vite's manifest of the language's client build (which chunk imports which). */
const viteManifestFile = (lang: Lang) => (lang === 'en' ? '.vite/manifest.json' : `.vite/manifest.${lang}.json`);

/** The route modules of a student's pages (src/app/router.tsx): precached with all they load. */
export const STUDENT_ROUTES = [
  'home',
  'guest-only',
  'login',
  'signup',
  'contact',
  'token-purchase',
  'hall-fee',
  'complain',
  'room-allotment',
  'verify',
  'not-found',
  'profile/root',
  'profile/my-profile',
  'profile/token-history',
  'profile/hall-fee-history',
  'profile/room-history',
].map((route) => `src/app/routes/${route}.tsx`);

/** Lazily loaded modules a student's page may name but rarely needs: the office's, charts, CSV, PDF makers, uploads. */
const LEFT_TO_FIRST_USE = /dashboard|reports|papaparse|chartist|csv|pdf|upload/;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The files the entry and the student's pages load: the entry's static imports, and each lazy
 * import that is a student's route or a shared piece (not one left to first use), with theirs.
 */
export function precachedChunks(manifest: Record<string, ManifestChunk>): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const wanted = (key: string) =>
    key.startsWith('src/app/routes/') ? STUDENT_ROUTES.includes(key) : !LEFT_TO_FIRST_USE.test(key);
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) walk(imported);
    for (const imported of chunk.dynamicImports ?? []) if (wanted(imported)) walk(imported);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`service worker: the Vite manifest has ${entries.length} entries, not 1.`);
  walk(entries[0]!);
  return [...files];
}

// Kept on first use. The functions run in the worker: they may use only their arguments.
const runtimeCaching: RuntimeCaching[] = [
  {
    // Hashed files carry their version in their name: once kept, never asked again.
    urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
    handler: 'CacheFirst',
    options: { cacheName: 'hall-assets', expiration: { maxEntries: 150 }, cacheableResponse: { statuses: [200] } },
  },
  {
    // The home page's photos: shown at once, refreshed behind.
    urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/images/'),
    handler: 'StaleWhileRevalidate',
    options: { cacheName: 'hall-images', expiration: { maxEntries: 60 }, cacheableResponse: { statuses: [200] } },
  },
  {
    // A notice PDF once opened (public; a notice's file never changes: a new upload is a new
    // name), from the API in both modes: a tab on another origin (Storage's) is no worker's of ours.
    urlPattern: ({ sameOrigin, url }) => sameOrigin && /^\/api\/pdf\/[^/]+$/.test(url.pathname),
    handler: 'CacheFirst',
    options: {
      cacheName: 'hall-notices',
      expiration: { maxEntries: 30, maxAgeSeconds: 60 * 60 * 24 * 90 },
      cacheableResponse: { statuses: [200] },
    },
  },
];

/** Bytes as `npm run size` counts them: gzip level 9. */
const gzipped = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export interface ServiceWorkerReport {
  /** The worker and Workbox's runtime beside it: what a browser downloads to install it. */
  workerFiles: string[];
  workerGzip: number;
  precached: number;
  precachedBytes: number;
  precachedGzip: number;
}

/** Writes dist/sw.js (English) or dist/sw.<lang>.js after that language's prerender. */
export async function writeServiceWorker({ dist, lang }: { dist: string; lang: Lang }): Promise<ServiceWorkerReport> {
  const pages = pagesFolder(lang);
  const read = (file: string) => {
    const full = path.join(dist, file);
    if (!fs.existsSync(full)) throw new Error(`service worker: ${full} is missing (run it after the prerender).`);
    return fs.readFileSync(full, 'utf8');
  };
  const manifest = JSON.parse(read(viteManifestFile(lang))) as Record<string, ManifestChunk>;
  // Files the pages name beyond Vite's chunks: the prerendered home page's loader, the shell's
  // language chooser (scripts/prerender.ts, scripts/shell-language.ts).
  const named = [`${pages}index.html`, `${pages}shell.html`].flatMap((page) =>
    [...read(page).matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!),
  );
  read(webManifestFile(lang));

  const file = serviceWorkerFile(lang);
  let entries: ManifestEntry[] = [];
  const { count, size, warnings, filePaths } = await generateSW({
    globDirectory: dist,
    globPatterns: [
      `${pages}index.html`,
      `${pages}shell.html`,
      webManifestFile(lang),
      'favicon.svg',
      'icons/icon-192.png',
      // The home page's photos at a phone's width (the desktop's larger ones are kept on first use).
      'images/banner-*-640.webp',
      'images/gallery-*-320.webp',
      ...new Set([...named, ...precachedChunks(manifest)]),
    ],
    swDest: path.join(dist, file),
    // Each language its own caches: switching language leaves nothing of the other behind.
    cacheId: `hall-${lang}`,
    // Hashed files: the precache may take them from the HTTP cache (the page has just loaded them).
    dontCacheBustURLsMatching: /^assets\//,
    // '/' is the language's prerendered home page; any other page its shell.
    directoryIndex: `${pages}index.html`,
    navigateFallback: `/${pages}shell.html`,
    // The API and Firebase Auth's own pages (/__/auth/...) are never the app's shell.
    navigateFallbackDenylist: [/^\/api\//, /^\/__\//],
    // The first visit is controlled as soon as the worker is ready, not after a reload: a phone
    // that loses signal before the next visit still opens the pages it has not loaded yet. A new
    // version waits for the page's "Reload" (SKIP_WAITING), so old and new files never mix.
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    runtimeCaching,
    mode: 'production',
    sourcemap: false,
    manifestTransforms: [
      (manifest) => {
        entries = manifest;
        return { manifest, warnings: [] };
      },
    ],
  });
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
  const report: ServiceWorkerReport = {
    workerFiles: filePaths.map((written) => path.relative(dist, written)),
    workerGzip: filePaths.reduce((sum, written) => sum + gzipped(written), 0),
    precached: count,
    precachedBytes: size,
    precachedGzip: entries.reduce((sum, entry) => sum + gzipped(path.join(dist, entry.url)), 0),
  };
  console.log(
    `service worker: ${report.workerFiles.join(' + ')} ${kB(report.workerGzip)} gz; ` +
      `precache ${count} files, ${kB(size)} (${kB(report.precachedGzip)} gz)`,
  );
  return report;
}
