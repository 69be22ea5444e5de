/* eslint import-x/no-cycle: ["error", { "ignoreExternal": true }] -- as in vite.config.ts: import-x 4.18 crashes walking into vite. */
// After `vite build`: renders the home page into dist/index.html (decision 017). Builds
// src/app/prerender.tsx for Node with the same Vite config (so asset URLs match the client's),
// renders '/', and writes:
//   dist/shell.html  the empty shell, served for every other route (functions/src/app.ts, firebase.json);
//   dist/index.html  the shell with the home page's markup, its stylesheet and chunk, and the
//                    banner's first image preloaded.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as Prerender from '../src/app/prerender.tsx';
import { chooseLanguageInShell } from './shell-language.ts';
import { writeServiceWorker } from './lib/service-worker.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
// Where `vite build` wrote (vite.config.ts): dist/, or HALL_WEB_OUT_DIR for a copy of `npm start`.
const dist = path.resolve(webRoot, process.env.HALL_WEB_OUT_DIR ?? 'dist');
// The language built (vite.config.ts). Bangla pages go to localized/bn/ and its manifest is
// manifest.bn.json, as in the final dist (scripts/build.ts), which serves both languages.
const lang = process.env.HALL_LANG === 'bn' ? 'bn' : 'en';
const pages = lang === 'bn' ? path.join(dist, 'localized', 'bn') : dist;
const viteManifest = path.join(dist, '.vite', lang === 'bn' ? 'manifest.bn.json' : 'manifest.json');
const out = path.join(webRoot, 'node_modules', '.prerender');
const HOME_MODULE = 'src/app/routes/home.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

function fail(message: string): never {
  console.error(`prerender: ${message}`);
  process.exit(1);
}

const built = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
// Run again on the same build: start from the shell written the first time.
const shell = built.includes('data-prerendered') ? fs.readFileSync(path.join(pages, 'shell.html'), 'utf8') : built;
const manifest = JSON.parse(fs.readFileSync(viteManifest, 'utf8')) as Record<string, ManifestChunk>;
if (!manifest[HOME_MODULE]) fail(`${HOME_MODULE} is not in the manifest.`);

await build({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: {
    ssr: 'src/app/prerender.tsx',
    outDir: out,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});
const { renderPage, bannerPreloadTag, renderNoScriptPage } = (await import(
  pathToFileURL(path.join(out, 'prerender.js')).href
)) as typeof Prerender;
// React puts a preload for the high-priority banner image first; the head carries one with an href instead.
const markup = (await renderPage('/')).replace(/^(<link [^>]*\/>)+/, '');

// The home chunk and what it imports beyond the entry (already in the shell): fetched with the entry, not after it.
const files = new Set<string>();
const seen = new Set<string>();
const collect = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || seen.has(key)) return;
  seen.add(key);
  for (const file of [chunk.file, ...(chunk.css ?? [])]) if (!shell.includes(file)) files.add(file);
  for (const imported of chunk.imports ?? []) collect(imported);
};
collect(HOME_MODULE);
const homeCss = [...files].filter((file) => file.endsWith('.css'));
const homeJs = [...files].filter((file) => file.endsWith('.js'));

// The shell's entry script and its modulepreloads: on the home page they are requested only after
// the first paint, so the HTML, the stylesheets and the banner image have the phone's bandwidth
// to themselves and the page paints before any script is fetched or run (decision 017).
const entryTag = /\s*<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/;
const entry = entryTag.exec(shell)?.[1] ?? fail('dist/index.html has no entry <script type="module">.');
const preloadTag = /\s*<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+\.js)">/g;
const entryImports = [...shell.matchAll(preloadTag)].map((match) => match[1]!);
const deferred = [...entryImports, ...homeJs].map((file) => `/${file}`);
// A file of its own, not an inline script: the portal's Content-Security-Policy allows scripts
// from 'self' only (functions/src/http/security-headers.ts). Named by its content, like Vite's.
const loaderSource = `(function(){var done=false;function load(){if(done)return;done=true;${JSON.stringify(deferred)}.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(`/${entry}`)};document.head.appendChild(s)}requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1000)})()`;
const loaderFile = `assets/load-app-${createHash('sha256').update(loaderSource).digest('hex').slice(0, 8)}.js`;
fs.writeFileSync(path.join(dist, loaderFile), loaderSource);
const loader = `<script async src="/${loaderFile}"></script>`;

const root = '<div id="root"></div>';
if (!shell.includes(root) || !shell.includes('</head>')) fail('dist/index.html has no empty #root or no </head>.');
const page = shell
  .replace(entryTag, '')
  .replace(preloadTag, '')
  .replace(
    '</head>',
    `  ${bannerPreloadTag()}\n    ${homeCss.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ')}\n  </head>`,
  )
  // The home page works without scripts, so it does not say it needs them.
  .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
  .replace(root, `<div id="root" data-prerendered="/">${markup}</div>\n    ${loader}`);

// Without scripts, every other page shows the site's header and footer around one styled sentence
// (the shell's stylesheet carries the layout's styles), not index.html's bare line.
if (!shell.includes('<noscript>')) fail('dist/index.html has no <noscript>.');
const noScriptShell = shell.replace(
  /<noscript>[\s\S]*?<\/noscript>/,
  () => `<noscript>${renderNoScriptPage()}</noscript>`,
);
fs.mkdirSync(pages, { recursive: true });
fs.writeFileSync(path.join(pages, 'shell.html'), noScriptShell);
fs.writeFileSync(path.join(pages, 'index.html'), page);
// English deep links may be Bangla readers' (scripts/shell-language.ts): with the Bangla build's
// shell at hand, the English shell chooses between the two builds' tags.
if (lang === 'en' && process.env.HALL_BANGLA_SHELL) chooseLanguageInShell(dist, process.env.HALL_BANGLA_SHELL);
console.log(
  `prerender (${lang}): ${path.relative(dist, pages) || '.'}/index.html carries the home page (${(markup.length / 1000).toFixed(1)} kB of markup); shell.html the other routes.`,
);

// Last: the worker precaches the pages as written above (decision 036).
await writeServiceWorker({ dist, lang });
