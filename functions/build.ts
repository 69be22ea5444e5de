// Bundles the Cloud Function: `tsx build.ts` (npm run build) from functions/ writes lib/index.js.
// The workspace's own code and @hall/model go into the bundle (the deployed folder has no
// workspaces); every npm dependency of functions/package.json stays external and is installed
// by the deploy from that file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
};

await build({
  absWorkingDir: root,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // A package marked external keeps its subpaths external too (firebase-admin/app ...).
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'info',
});
