/* eslint import-x/no-cycle: ["error", { "ignoreExternal": true }] -- as in vite.config.ts: import-x 4.18 crashes walking into vite. */
// `npm run build -w web`: the SPA in both languages (decision 036). First the Bangla build and its
// prerender into a scratch folder laid out as dist (localized/bn/ pages, .vite/manifest.bn.json);
// then English exactly as before into dist, its prerender letting the English shell choose
// between both builds (scripts/shell-language.ts); last the Bangla files join dist (a chunk of the
// same name has the same content). Firebase Hosting's i18n rewrites and functions/src/app.ts serve
// Bangla from localized/bn/. HALL_WEB_OUT_DIR moves dist elsewhere, as for `vite build`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.resolve(webRoot, process.env.HALL_WEB_OUT_DIR ?? 'dist');
const bangla = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-web-bn-'));
const banglaShell = path.join(bangla, 'localized', 'bn', 'shell.html');

function run(command: string, args: string[], env: Record<string, string>): void {
  const result = spawnSync(command, args, { cwd: webRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`build: \`${command} ${args.join(' ')}\` (${JSON.stringify(env)}) failed.`);
    process.exit(result.status ?? 1);
  }
}

const bin = (name: string) => path.join(webRoot, '..', 'node_modules', '.bin', name);

// In this process, so vite.config.ts reads HALL_LANG=bn. It copies the public folder too: the Bangla
// service worker precaches its images (English has the same files).
process.env.HALL_LANG = 'bn';
await build({
  root: webRoot,
  logLevel: 'warn',
  build: { outDir: bangla, emptyOutDir: true, manifest: '.vite/manifest.bn.json' },
});
run(bin('tsx'), ['scripts/prerender.ts'], { HALL_LANG: 'bn', HALL_WEB_OUT_DIR: bangla });
run(bin('vite'), ['build'], { HALL_LANG: 'en', HALL_WEB_OUT_DIR: dist });
run(bin('tsx'), ['scripts/prerender.ts'], { HALL_LANG: 'en', HALL_WEB_OUT_DIR: dist, HALL_BANGLA_SHELL: banglaShell });

/** Moves what `from` holds into `to`, folder by folder, keeping what `to` already has of the same name. */
function merge(from: string, to: string): number {
  let moved = 0;
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) moved += merge(source, target);
    else if (!fs.existsSync(target)) {
      fs.renameSync(source, target);
      moved += 1;
    }
  }
  return moved;
}
// Vite's own index.html of the Bangla build is not a page: its pages are in localized/bn/.
fs.rmSync(path.join(bangla, 'index.html'));
const moved = merge(bangla, dist);
fs.rmSync(bangla, { recursive: true, force: true });
console.log(
  `build: English and Bangla (localized/bn/) in ${path.relative(webRoot, dist)}; ${moved} Bangla files added.`,
);
