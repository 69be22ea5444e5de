// Seeding past records into SQLite (HistoryLoader, issue 32): the demo's year of payments and the
// reports contract's hall. One transaction, rows written as the store writes them (rows.ts).
import type Database from 'better-sqlite3';
import { normalizeTransactionId, QUEUE_KINDS, REJECTED_STATUS, type ActivityEntry } from '@hall/model';
import type { HistoryLoader, PastRecords } from '../port.ts';
import { claimSql, ensureOpen, insertRowSql, REQUEST_TABLES, rowOf, type Doc } from './rows.ts';

export function historyLoader(db: Database.Database): HistoryLoader {
  const insertUser = db.prepare('INSERT INTO users (_id, email, created_at, data, uid) VALUES (?, ?, ?, ?, NULL)');
  const insertEntry = db.prepare(
    'INSERT INTO activity (_id, created_at, action, student_id, data) VALUES (@id, @createdAt, @action, @studentId, @data)',
  );
  const claim = db.prepare(claimSql);
  const load = db.transaction((records: PastRecords) => {
    for (const user of records.users ?? []) {
      const stored = { ...user, email: user.email.toLowerCase() };
      insertUser.run(stored._id, stored.email, stored.createdAt, JSON.stringify(stored));
    }
    for (const kind of QUEUE_KINDS) {
      const table = REQUEST_TABLES[kind];
      const insert = db.prepare(insertRowSql(table));
      for (const doc of (records[kind] ?? []) as Doc[]) {
        const { Transaction_id: transactionId, status } = doc as { Transaction_id?: unknown; status?: unknown };
        // A rejected request gave its transaction id back (Collection.decide).
        if (typeof transactionId === 'string' && status !== REJECTED_STATUS) {
          claim.run(normalizeTransactionId(transactionId), table, doc._id, doc.createdAt);
        }
        insert.run(rowOf(kind, doc));
      }
    }
    // The log's order (seq) is the order the entries were written in.
    const entries = [...(records.activity ?? [])].sort(byTime);
    for (const entry of entries) {
      insertEntry.run({
        id: entry._id,
        createdAt: entry.createdAt,
        action: entry.action,
        studentId: entry.studentId,
        data: JSON.stringify(entry),
      });
    }
  });
  return {
    async load(records) {
      ensureOpen(db);
      load(records);
    },
  };
}

const byTime = (a: ActivityEntry, b: ActivityEntry) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
