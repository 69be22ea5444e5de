/* eslint import-x/no-cycle: ["error", { "ignoreExternal": true }] -- as in vite.config.ts: import-x 4.18 crashes walking into vite. */
// `npm run build -w web`: the SPA in both languages (decision 036). English exactly as before into
// dist/ (then its prerender); then the Bangla build into a scratch folder, whose chunks join
// dist/assets (a chunk of the same name has the same content), whose manifest becomes
// dist/.vite/manifest.bn.json (scripts/size.ts) and whose pages become dist/localized/bn/ (the
// folder Firebase Hosting's i18n rewrites and functions/src/app.ts serve Bangla from).
// HALL_WEB_OUT_DIR moves dist elsewhere, as for `vite build` and the prerender.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.resolve(webRoot, process.env.HALL_WEB_OUT_DIR ?? 'dist');
// Hidden (Hosting ignores dot folders) and removed once moved.
const banglaOut = path.join(dist, '.bn-build');

function run(lang: 'en' | 'bn', outDir: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    cwd: webRoot,
    stdio: 'inherit',
    env: { ...process.env, HALL_LANG: lang, HALL_WEB_OUT_DIR: outDir },
  });
  if (result.status !== 0) {
    console.error(`build: ${lang}: \`${command} ${args.join(' ')}\` failed.`);
    process.exit(result.status ?? 1);
  }
}

const viteBin = path.join(webRoot, '..', 'node_modules', '.bin', 'vite');
const tsx = path.join(webRoot, '..', 'node_modules', '.bin', 'tsx');

run('en', dist, viteBin, ['build']);
run('en', dist, tsx, ['scripts/prerender.ts']);
// In this process, so vite.config.ts reads HALL_LANG=bn; the public folder is already in dist.
process.env.HALL_LANG = 'bn';
await build({
  root: webRoot,
  logLevel: 'warn',
  build: { outDir: banglaOut, emptyOutDir: true, copyPublicDir: false },
});
run('bn', banglaOut, tsx, ['scripts/prerender.ts']);

let added = 0;
for (const file of fs.readdirSync(path.join(banglaOut, 'assets'))) {
  const target = path.join(dist, 'assets', file);
  if (fs.existsSync(target)) continue;
  fs.renameSync(path.join(banglaOut, 'assets', file), target);
  added += 1;
}
fs.renameSync(path.join(banglaOut, '.vite', 'manifest.json'), path.join(dist, '.vite', 'manifest.bn.json'));
const pages = path.join(dist, 'localized', 'bn');
fs.mkdirSync(pages, { recursive: true });
// The pages go to localized/bn/; any other file the Bangla build wrote at its top (a Bangla service
// worker, say) joins dist unless English has one of that name.
for (const entry of fs.readdirSync(banglaOut, { withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const from = path.join(banglaOut, entry.name);
  if (entry.name === 'index.html' || entry.name === 'shell.html') fs.renameSync(from, path.join(pages, entry.name));
  else if (!fs.existsSync(path.join(dist, entry.name))) fs.renameSync(from, path.join(dist, entry.name));
}
fs.rmSync(banglaOut, { recursive: true, force: true });
console.log(
  `build: Bangla pages in ${path.relative(webRoot, pages)}; ${added} Bangla chunks and files added to assets.`,
);
