/* eslint import-x/no-cycle: ["error", { "ignoreExternal": true }] -- as in vite.config.ts: import-x 4.18 crashes walking into vite. */
// After `vite build`: renders the home page into dist/index.html (decision 017). Builds
// src/app/prerender.tsx for Node with the same Vite config (so asset URLs match the client's),
// renders '/', and writes:
//   dist/shell.html  the empty shell, served for every other route (functions/src/app.ts, firebase.json);
//   dist/index.html  the shell with the home page's markup, its stylesheet and chunk, and the
//                    banner's first image preloaded.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as Prerender from '../src/app/prerender.tsx';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webRoot, 'dist');
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

const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
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
const { renderPage, bannerPreloadTag } = (await import(
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
const links = [...files].map((file) =>
  file.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="/${file}">` : `<link rel="modulepreload" crossorigin href="/${file}">`,
);

const root = '<div id="root"></div>';
if (!shell.includes(root) || !shell.includes('</head>')) fail('dist/index.html has no empty #root or no </head>.');
const page = shell
  .replace('</head>', `  ${bannerPreloadTag()}\n    ${links.join('\n    ')}\n  </head>`)
  // The home page works without scripts, so it does not say it needs them.
  .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
  .replace(root, `<div id="root" data-prerendered="/">${markup}</div>`);

fs.writeFileSync(path.join(dist, 'shell.html'), shell);
fs.writeFileSync(path.join(dist, 'index.html'), page);
console.log(
  `prerender: dist/index.html carries the home page (${(markup.length / 1000).toFixed(1)} kB of markup); dist/shell.html the other routes.`,
);
