// A SQLite store in a fresh temporary folder, removed when closed: the store contracts' reference.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Store } from '../port.ts';
import { openSqliteStore } from './sqlite-store.ts';

export async function openTempSqliteStore(
  prefix = 'store-contract-',
): Promise<{ store: Store; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const store = openSqliteStore(dataDir);
  return {
    store,
    async close() {
      await store.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
