// What `npm start` finds in its data folder before it starts anything: nothing (a first run), all
// of it (sound), or a broken state that it refuses with one sentence naming the file and the fix.
import fs from 'node:fs';
import path from 'node:path';
import type { DemoAccount } from '@hall/functions/demo-data';
import { checkDatabaseFile } from '@hall/functions/local-server';
import { savedAccounts } from './accounts.ts';
import { StartError } from './auth-emulator.ts';

export type DataState = { kind: 'fresh' } | { kind: 'kept'; accountsDir: string; demoAccounts: DemoAccount[] };

function isWritable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

export function inspectDataDir(dataDir: string): DataState {
  const shown = path.relative(process.cwd(), dataDir) || dataDir;
  const afresh = `delete ${shown}/ to start afresh with the demo data`;
  const database = path.join(dataDir, 'portal.sqlite');
  const demoFile = path.join(dataDir, 'demo-accounts.json');
  // Read-only is not damaged: say so, and never invite deleting good data (issue 34).
  for (const [file, what] of [
    [dataDir, `${shown}/`],
    [database, `the database ${path.join(shown, 'portal.sqlite')}`],
  ] as const) {
    if (fs.existsSync(file) && !isWritable(file)) {
      throw new StartError(
        `${what} is read-only, and npm start writes there: make it writable again (for example chmod -R u+w ${shown}), or point PORTAL_DATA_DIR at another folder. Nothing was changed.`,
      );
    }
  }
  const accountsDir = savedAccounts(dataDir);
  const parts = [
    { present: fs.existsSync(database), what: `the database ${path.join(shown, 'portal.sqlite')}` },
    {
      present: fs.existsSync(path.join(dataDir, 'notices')),
      what: `the notice PDFs ${path.join(shown, 'notices')}/`,
    },
    { present: fs.existsSync(demoFile), what: `the demo sign-ins ${path.join(shown, 'demo-accounts.json')}` },
    { present: accountsDir !== undefined, what: `the saved accounts ${path.join(shown, 'accounts')}/` },
  ];
  if (parts.every((part) => !part.present)) return { kind: 'fresh' };
  const missing = parts.filter((part) => !part.present).map((part) => part.what);
  if (missing.length > 0) {
    throw new StartError(
      `${shown}/ is incomplete: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing while the rest is there; restore ${missing.length > 1 ? 'them' : 'it'} from a backup, or ${afresh}.`,
    );
  }
  const problems = checkDatabaseFile(database);
  if (problems.length > 0) {
    throw new StartError(
      `The database ${path.join(shown, 'portal.sqlite')} is damaged (SQLite's integrity check: ${problems[0]}); restore it from a backup, or ${afresh}.`,
    );
  }
  let demoAccounts: DemoAccount[];
  try {
    demoAccounts = JSON.parse(fs.readFileSync(demoFile, 'utf8')) as DemoAccount[];
  } catch {
    throw new StartError(
      `${path.join(shown, 'demo-accounts.json')} is not valid JSON; restore it from a backup, or ${afresh}.`,
    );
  }
  return { kind: 'kept', accountsDir: accountsDir!, demoAccounts };
}
