/* eslint import-x/no-cycle: ["error", { "ignoreExternal": true }] -- eslint-plugin-import-x 4.18 crashes
   ("node with invalid interface loaded as resolver") when no-cycle walks into vite's dependencies
   (it loads node_modules/lightningcss/node as a resolver); cycles through node_modules are not ours. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { LOCAL_PORTS } from '../hall-model/src/local-portal.ts';
import { BRAND, brandCssProperties } from './src/config/brand.ts';
import { parseEnv } from './src/config/parse-env.ts';
import { webManifest, webManifestFile } from './scripts/lib/web-manifest.ts';
import { layoutText as englishLayout } from '../hall-model/src/texts/layout.ts';
import { layoutText as banglaLayout } from '../hall-model/src/texts/bn/layout.ts';
import { pageMetaText as englishMeta } from '../hall-model/src/texts/page-meta.ts';
import { pageMetaText as banglaMeta } from '../hall-model/src/texts/bn/page-meta.ts';

/**
 * Checks the VITE_ variables when Vite starts (naming every bad one) and bakes the parsed
 * settings into the bundle as __HALL_ENV__, read by src/config/env.ts.
 */
function hallEnv(): Plugin {
  return {
    name: 'hall-env',
    config(config, { mode }) {
      const env = parseEnv(loadEnv(mode, config.envDir || config.root || '.', 'VITE_'));
      return { define: { __HALL_ENV__: JSON.stringify(env) } };
    },
  };
}

/**
 * Writes the brand colours (src/config/brand.ts) into index.html: CSS custom properties and the
 * theme-color; and the build's web app manifest (scripts/lib/web-manifest.ts), linked with its icons.
 */
function hallBrand(): Plugin {
  return {
    name: 'hall-brand',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: BRAND.primary }, injectTo: 'head' },
      { tag: 'style', children: brandCssProperties(), injectTo: 'head-prepend' },
      { tag: 'link', attrs: { rel: 'manifest', href: `/${webManifestFile(LANG)}` }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' }, injectTo: 'head' },
    ],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: webManifestFile(LANG), source: webManifest(LANG) });
    },
  };
}

const HALL_MODEL = /[\\/]hall-model[\\/]src[\\/]/;

/** The language this build speaks (decision 036): `HALL_LANG=bn vite build` builds the Bangla SPA. */
const LANG = process.env.HALL_LANG === 'bn' ? 'bn' : 'en';
const TEXTS = /[\\/]hall-model[\\/]src[\\/]texts[\\/]/;

/**
 * The Bangla build: every import of a catalogue table (hall-model/src/texts/<area>.ts) made from
 * outside that folder resolves to its Bangla twin (texts/bn/<area>.ts), and the page says lang="bn".
 */
function hallLanguage(): Plugin {
  return {
    name: 'hall-language',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // The language's own styles (the Bangla font): components/layout/language.css or its .bn twin.
      if (LANG === 'bn' && importer && source.endsWith('/language.css'))
        return this.resolve(source.replace(/language\.css$/, 'language.bn.css'), importer, {
          ...options,
          skipSelf: true,
        });
      if (LANG === 'en' || !importer || TEXTS.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !TEXTS.test(resolved.id)) return null;
      const bangla = path.join(path.dirname(resolved.id), 'bn', path.basename(resolved.id));
      return fs.existsSync(bangla) ? bangla : resolved;
    },
    // The page's title before any script runs, in the build's language (usePageTitle sets it after),
    // and its description for search results and link previews.
    transformIndexHtml: (html) =>
      html
        .replace('<html lang="en">', `<html lang="${LANG}">`)
        .replace(/<title>.*<\/title>/, `<title>${(LANG === 'bn' ? banglaLayout : englishLayout).title()}</title>`)
        .replace(
          /(<meta\s+name="description"\s+content=")[^"]*"/,
          (_, start: string) => `${start}${(LANG === 'bn' ? banglaMeta : englishMeta).description}"`,
        ),
  };
}

/**
 * React Router 7 ships a production build beside its development one but exports only the latter,
 * whose dev warnings stay in the bundle: the same code without them (about 0.6 kB gz of the entry).
 */
function reactRouterProduction() {
  const development = path.dirname(createRequire(import.meta.url).resolve('react-router'));
  const production = path.join(development, '..', 'production');
  return [
    { find: /^react-router$/, replacement: path.join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(production, 'dom-export.mjs') },
  ];
}

// The API listens on 127.0.0.1 under /api (functions/src/app.ts); dev and preview proxy to it.
const api = { '/api': { target: `http://127.0.0.1:${LOCAL_PORTS.portal}` } };

export default defineConfig({
  plugins: [hallLanguage(), react(), hallEnv(), hallBrand()],
  resolve: { alias: reactRouterProduction() },
  build: {
    // A copy of `npm start` on another Auth emulator port builds its own SPA elsewhere (scripts/start.ts).
    outDir: process.env.HALL_WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    // scripts/size.ts reads dist/.vite/manifest.json to measure what each route loads first.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The hall model is pure (no I/O, no top-level effects), but its package.json does not
        // say so ("sideEffects": false), and its schemas are top-level zod calls. Without this,
        // importing one constant from '@hall/model' would put all of zod in the first-load JS.
        moduleSideEffects: (id) => (HALL_MODEL.test(id) ? false : undefined),
      },
      // The entry names every lazy chunk's file for preloading, and a hash's random letters do not
      // compress: 7 instead of 8 (rolldown refuses too short a hash for the number of chunks,
      // so a collision cannot pass silently) keeps the home page's first load from growing with
      // each chunk added behind it (about 60 bytes gz).
      output: { chunkFileNames: 'assets/[name]-[hash:7].js' },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy: api },
  preview: { host: '127.0.0.1', port: 4173, proxy: api },
});
