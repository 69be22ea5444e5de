// Measures what the main routes of the built SPA load first, gzipped, from Vite's manifests: the
// English build's and the Bangla build's (decision 036), each held to the same budgets.
// Run after `npm run build -w web` (`npm run size` does both; HALL_WEB_OUT_DIR reads another
// folder). Fails when a page is over budget: most students open the portal on a phone over mobile data.
//
// A route's first load: the entry chunk and its static imports (recursively), plus the route's (and its layout route's)
// lazy module chunk and its static imports, and the CSS of all of those. Chunks loaded later
// (the auth SDK, the admin check, other pages) are not counted; the auth SDK is reported below.
// A first-time visitor never loads the auth SDK (decision 017; tests/e2e/home.test.ts checks what
// the home page really fetches), so their home page once idle is its first load.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** The home page's first-load JS budget, gzipped (1 kB = 1000 bytes, as Vite prints): no more than before issue 17. */
const HOME_JS_BUDGET_KB = 121;
/** All the JS the home page has loaded once idle, for a first-time visitor. */
const HOME_VISITOR_IDLE_BUDGET_KB = 120;
/** The student form pages' first-load JS budget (issue 17): the hall's plain controls (decisions 017, 032). */
const FORM_JS_BUDGET_KB = 160;

/**
 * The HTTP adapter and its records' calls: chunks of their own, loaded on a page's first data call
 * but a visitor's (decision 036), so counted in the first load of every signed-in route.
 */
const DATA_ADAPTER = ['src/lib/data/adapters/http.ts', 'src/lib/data/adapters/http-records.ts'];

// Each route's lazy modules, its layout routes' first, as app/router.tsx nests them.
const ROUTES: ReadonlyArray<{ route: string; modules: readonly string[]; form?: true }> = [
  { route: '/', modules: ['src/app/routes/home.tsx'] },
  { route: '/login', modules: ['src/app/routes/login.tsx'], form: true },
  { route: '/token_purches', modules: ['src/app/routes/token-purchase.tsx', ...DATA_ADAPTER], form: true },
  {
    route: '/profile',
    modules: ['src/app/routes/profile/root.tsx', 'src/app/routes/profile/my-profile.tsx', ...DATA_ADAPTER],
  },
  { route: '/dashboard', modules: ['src/app/routes/dashboard/root.tsx', ...DATA_ADAPTER] },
];

/** Loaded right after first paint when a sign-in may be persisted, or when the visitor signs in. */
const AUTH_SESSION_MODULE = 'src/lib/auth/firebase-session.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const webRoot = fileURLToPath(new URL('../web/', import.meta.url));
const dist = path.resolve(webRoot, process.env.HALL_WEB_OUT_DIR ?? 'dist');
/** Each language's build shares dist/assets; its manifest names the chunks its pages load. */
const LANGUAGES = [
  { lang: 'English', manifest: 'manifest.json' },
  { lang: 'Bangla', manifest: 'manifest.bn.json' },
] as const;

function fail(message: string): never {
  console.error(`size: ${message}`);
  process.exit(1);
}

function readManifest(manifestPath: string): Manifest {
  if (!fs.existsSync(manifestPath))
    fail(`${path.relative(process.cwd(), manifestPath)} not found. Run \`npm run build -w web\` first.`);
  return JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
}

/** The files (JS and CSS) a manifest chunk needs: itself, its CSS, and its static imports, recursively. */
function collect(manifest: Manifest, key: string, files: Set<string>, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) fail(`the manifest has no chunk "${key}".`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files, seen);
  return files;
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function totals(files: Iterable<string>): { js: number; css: number } {
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.js')) js += gzipBytes(file);
    else if (file.endsWith('.css')) css += gzipBytes(file);
  }
  return { js, css };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** One language's routes and verdicts; true when a page is over budget. */
function measure(lang: string, manifestPath: string): boolean {
  const manifest = readManifest(manifestPath);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) fail(`${lang}: the manifest has no entry chunk.`);
  const entryFiles = collect(manifest, entryKey, new Set());

  const rows = ROUTES.map(({ route, modules, form = false }) => {
    const files = new Set(entryFiles);
    for (const module of modules) {
      if (!manifest[module])
        fail(`${lang}: route ${route}: its module ${module} is not in the manifest (renamed or no longer lazy?).`);
      collect(manifest, module, files);
    }
    return { route, form, ...totals(files) };
  });

  const routeWidth = Math.max(5, ...rows.map((row) => row.route.length));
  console.log(
    `\n${lang}: first load per route, gzipped (level 9), from ${path.relative(process.cwd(), manifestPath)}\n`,
  );
  console.log(`${'route'.padEnd(routeWidth)}  ${'JS kB gz'.padStart(9)}  ${'CSS kB gz'.padStart(9)}`);
  for (const row of rows) {
    console.log(`${row.route.padEnd(routeWidth)}  ${kb(row.js).padStart(9)}  ${kb(row.css).padStart(9)}`);
  }

  if (manifest[AUTH_SESSION_MODULE]) {
    const auth = totals([...collect(manifest, AUTH_SESSION_MODULE, new Set())].filter((file) => !entryFiles.has(file)));
    console.log(
      `\nThen, only with a persisted sign-in or once signing in: the auth session (${AUTH_SESSION_MODULE}) ${kb(auth.js)} kB gz of JS.`,
    );
  }

  const home = rows.find((row) => row.route === '/');
  if (!home) fail('no home route measured.');
  console.log(`Home page once idle, first-time visitor: ${kb(home.js)} kB gz of JS (${home.js} B; no auth session).`);
  const verdicts = [
    { what: 'home page first-load JS', bytes: home.js, budget: HOME_JS_BUDGET_KB },
    { what: 'home page JS once idle (visitor)', bytes: home.js, budget: HOME_VISITOR_IDLE_BUDGET_KB },
    ...rows
      .filter((row) => row.form)
      .map((row) => ({ what: `${row.route} first-load JS`, bytes: row.js, budget: FORM_JS_BUDGET_KB })),
  ];
  let over = false;
  for (const { what, bytes, budget } of verdicts) {
    const line = `${lang} ${what} ${kb(bytes)} kB gz; budget ${budget} kB gz`;
    if (bytes > budget * 1000) {
      over = true;
      console.error(`OVER BUDGET: ${line}.`);
    } else console.log(`Within budget: ${line}.`);
  }
  return over;
}

let over = false;
for (const { lang, manifest } of LANGUAGES) over = measure(lang, path.join(dist, '.vite', manifest)) || over;
if (over) process.exit(1);
