// The reports contract (issue 32) on the SQLite store.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeReportsContract } from '../reports-contract.ts';
import { openSqliteStore } from './sqlite-store.ts';

describeReportsContract('SQLite', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reports-contract-'));
  const store = openSqliteStore(dataDir);
  return {
    store,
    async close() {
      await store.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
