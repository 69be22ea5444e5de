// For benchmarks and scale tests (scripts/bench.ts, scripts/bench-dashboard.ts): the store itself
// never loads in bulk.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { normalizeTransactionId, type LiveGroup } from '@hall/model';
import { claimSql, insertRowSql, migrate, REQUEST_TABLES, rowOf, type Doc } from './rows.ts';

/**
 * Loads many finished records (with `_id` and `createdAt`) into the store under `dataDir` in
 * one transaction, claiming paid ones' transaction ids: one insert per record would take
 * minutes. Open no store on the folder meanwhile.
 */
export function bulkLoadSqlite(dataDir: string, records: { [K in LiveGroup]?: Doc[] }): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'portal.sqlite'));
  try {
    db.pragma('journal_mode = WAL');
    migrate(db);
    const claim = db.prepare(claimSql);
    db.transaction(() => {
      for (const [kind, docs] of Object.entries(records) as [LiveGroup, Doc[]][]) {
        const table = REQUEST_TABLES[kind];
        const insert = db.prepare(insertRowSql(table));
        for (const doc of docs) {
          const transactionId = (doc as { Transaction_id?: unknown }).Transaction_id;
          if (typeof transactionId === 'string')
            claim.run(normalizeTransactionId(transactionId), table, doc._id, doc.createdAt);
          insert.run(rowOf(kind, doc));
        }
      }
    })();
    db.pragma('optimize');
  } finally {
    db.close();
  }
}
