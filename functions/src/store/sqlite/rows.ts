// How the SQLite store keeps a record: one row per record, its JSON text in `data` beside the
// columns the lists filter and sort on. Shared by the store and the bench's bulk loader.
import type Database from 'better-sqlite3';
import { isApproved, OWNER_FIELD, type LiveGroup, type RecordKind } from '@hall/model';
import { StoreClosedError } from '../port.ts';
import { MIGRATIONS } from './schema.ts';

export type Doc = { _id: string; createdAt: string };

/** Every list's order: approved first, then newest, then the later insert (read from an index: migration 6). */
export const LIST_ORDER = 'ORDER BY approved DESC, created_at DESC, rowid DESC';

/** The table of each request group. */
export const REQUEST_TABLES: Record<LiveGroup, string> = {
  tokenPurchases: 'token_purchases',
  hallFees: 'hall_fees',
  roomAllotments: 'room_allotments',
  complaints: 'complaints',
};

export const insertRowSql = (table: string) =>
  `INSERT INTO ${table} (_id, owner_email, student_id, approved, created_at, data) VALUES (@id, @owner, @studentId, @approved, @createdAt, @data)`;

export const claimSql = 'INSERT INTO payments (transaction_key, collection, record_id, claimed_at) VALUES (?, ?, ?, ?)';

/** The row of a record; `data` is JSON.stringify of it, so joined texts are the JSON of a list. */
export const rowOf = (kind: RecordKind, doc: Doc) => ({
  id: doc._id,
  owner: ownerOf(kind, doc),
  studentId: studentIdOf(doc),
  approved: isApproved(doc) ? 1 : 0,
  createdAt: doc.createdAt,
  data: JSON.stringify(doc),
});

function ownerOf(kind: RecordKind, doc: Doc): string | null {
  const field = OWNER_FIELD[kind];
  const owner = field === null ? undefined : (doc as Record<string, unknown>)[field];
  return typeof owner === 'string' ? owner.toLowerCase() : null;
}

export function studentIdOf(doc: Doc): string | null {
  const id = (doc as { id?: unknown }).id;
  return typeof id === 'string' ? id : null;
}

export function migrate(db: Database.Database) {
  const version = db.pragma('user_version', { simple: true }) as number;
  db.transaction(() => {
    MIGRATIONS.slice(version).forEach((sql) => db.exec(sql));
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  })();
}

/** A request that outlives a shutdown gets a clear 503, not a crash. */
export function ensureOpen(db: Database.Database) {
  if (!db.open) throw new StoreClosedError();
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
