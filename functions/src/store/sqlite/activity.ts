// The activity log in SQLite (issue 19): the table `activity` (migration 5), whose triggers
// refuse UPDATE and DELETE. Entries are appended by the store's own transactions.
import type Database from 'better-sqlite3';
import { activityFields, type ActivityEntry, type ActivitySubject } from '@hall/model';
import { newId } from '../ids.ts';
import { InvalidCursorError, type ActivityFilter, type ActivityLog, type Audit } from '../port.ts';

/** Appends one entry; call it inside the transaction that makes the change. */
export type ActivityAppender = (audit: Audit, subject: ActivitySubject) => void;

export function activityAppender(db: Database.Database): ActivityAppender {
  const insert = db.prepare(
    'INSERT INTO activity (_id, created_at, action, student_id, data) VALUES (@id, @createdAt, @action, @studentId, @data)',
  );
  return (audit: Audit, subject: ActivitySubject): void => {
    const entry: ActivityEntry = {
      _id: newId(),
      createdAt: new Date().toISOString(),
      ...activityFields(audit.by, audit.action, subject),
    };
    insert.run({
      id: entry._id,
      createdAt: entry.createdAt,
      action: entry.action,
      studentId: entry.studentId,
      data: JSON.stringify(entry),
    });
  };
}

export function activityLog(db: Database.Database): ActivityLog {
  const where = ({ idPrefix, action }: ActivityFilter, after: number | null) => {
    const clauses: string[] = [];
    const params: Array<string | number> = [];
    if (idPrefix !== undefined) {
      // U+10FFFF sorts after every character: [prefix, prefix + U+10FFFF) is the prefix's range.
      clauses.push('student_id >= ? AND student_id < ?');
      params.push(idPrefix, `${idPrefix}\u{10FFFF}`);
    }
    if (action !== undefined) {
      clauses.push('action = ?');
      params.push(action);
    }
    if (after !== null) {
      clauses.push('seq < ?');
      params.push(after);
    }
    return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
  };
  const readCursor = (text: string): number => {
    if (!/^\d{1,15}$/.test(text)) throw new InvalidCursorError();
    return Number(text);
  };
  return {
    async page({ limit, after, ...filter }) {
      const clause = where(filter, after === undefined ? null : readCursor(after));
      const rows = db
        .prepare<Array<string | number>, { seq: number; data: string }>(
          `SELECT seq, data FROM activity ${clause.sql} ORDER BY seq DESC LIMIT ?`,
        )
        .all(...clause.params, limit + 1);
      const items = rows.slice(0, limit);
      return {
        items: items.map((row) => JSON.parse(row.data) as ActivityEntry),
        next: rows.length > limit ? String(items.at(-1)!.seq) : null,
      };
    },
    async count(filter = {}) {
      const clause = where(filter, null);
      return (db.prepare(`SELECT COUNT(*) AS n FROM activity ${clause.sql}`).get(...clause.params) as { n: number }).n;
    },
  };
}
