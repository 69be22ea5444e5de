// `npm run rules:sync`: rewrites the generated block of firestore.rules and storage.rules from
// the hall model (scripts/lib/rules-values.ts). `--check` only reports stale blocks.
import fs from 'node:fs';
import path from 'node:path';
import { synced, type RulesFile } from './lib/rules-values.ts';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
let stale = 0;
for (const file of ['firestore.rules', 'storage.rules'] as RulesFile[]) {
  const target = path.join(root, file);
  const source = fs.readFileSync(target, 'utf8');
  const next = synced(file, source);
  if (next === source) {
    console.log(`${file}: up to date`);
  } else if (check) {
    stale += 1;
    console.log(`${file}: stale`);
  } else {
    fs.writeFileSync(target, next);
    console.log(`${file}: rewritten from hall-model`);
  }
}
process.exitCode = stale > 0 ? 1 : 0;
