// The reads of one record table, as the rows' JSON texts: the store parses them, the answers
// join them (text-answers.ts) without parsing. Filters, cursors and the choice of index live here.
import { APPROVED_PART } from '@hall/model';
import type Database from 'better-sqlite3';
import { InvalidCursorError, type ListFilter, type ListOptions, type PageRequest } from '../port.ts';
import { ensureOpen, LIST_ORDER } from './rows.ts';

/** A prefix matching at least this many records is searched along the list order. */
const BROAD_PREFIX = 2000;
/** How long a prefix's breadth (BROAD_PREFIX or not) is remembered. */
const BREADTH_MS = 60_000;

type PageRow = { data: string; approved: number; created_at: string; rowid: number };

export interface TextPage {
  texts: string[];
  next: string | null;
}

export interface RecordReader {
  /** One page in list order (decision 016); throws InvalidCursorError for a cursor not made here. */
  page(request: PageRequest): TextPage;
  list(options: ListOptions): string[];
  count(filter: ListFilter): number;
}

export function recordReader(db: Database.Database, table: string): RecordReader {
  // Plucked: each row is its JSON text, with no object around it (a list answers with the texts).
  const listAll = db.prepare<[], string>(`SELECT data FROM ${table} ${LIST_ORDER}`).pluck();
  const listByOwner = db
    .prepare<[string], string>(`SELECT data FROM ${table} WHERE owner_email = ? ${LIST_ORDER}`)
    .pluck();

  // One statement per combination of filters, prepared on first use.
  const statements = new Map<string, Database.Statement>();
  const statement = (sql: string) => {
    let prepared = statements.get(sql);
    if (!prepared) statements.set(sql, (prepared = db.prepare(sql)));
    return prepared;
  };

  // A short prefix matches most records: walking the list order and skipping the others finds a
  // page at once, where the student-id index would sort them all. A long one matches few: that
  // index finds them, and sorting a few is cheap. Counting up to BROAD tells which (decision 016).
  const probe = db.prepare<[string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${table} INDEXED BY ${table}_by_student WHERE student_id >= ? AND student_id < ? LIMIT ${BROAD_PREFIX})`,
  );
  // The answer only picks an index (either gives the same rows), so it may be a little old: a
  // prefix's breadth is counted once per BREADTH_MS, not for every page and keystroke.
  const breadth = new Map<string, { until: number; broad: boolean }>();
  const indexFor = (filter: ListFilter) => {
    const prefix = filter.idPrefix;
    if (prefix === undefined || filter.ownerEmail !== undefined) return '';
    const now = Date.now();
    let known = breadth.get(prefix);
    if (!known || known.until <= now) {
      if (breadth.size >= 1000) breadth.clear();
      known = { until: now + BREADTH_MS, broad: probe.get(prefix, `${prefix}\uffff`)!.n >= BROAD_PREFIX };
      breadth.set(prefix, known);
    }
    return `INDEXED BY ${table}_${known.broad ? 'by_order' : 'by_student'}`;
  };

  return {
    page({ limit, after, ...filter }) {
      ensureOpen(db);
      const clause = where(filter, after === undefined ? null : readCursor(after));
      const rows = statement(
        `SELECT rowid, approved, created_at, data FROM ${table} ${indexFor(filter)} ${clause.sql} ${LIST_ORDER} LIMIT ?`,
      ).all(...clause.params, limit + 1) as PageRow[];
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      const next = rows.length > limit && last ? writeCursor([last.approved, last.created_at, last.rowid]) : null;
      return { texts: items.map((row) => row.data), next };
    },
    list(options) {
      ensureOpen(db);
      return options.ownerEmail ? listByOwner.all(options.ownerEmail.toLowerCase()) : listAll.all();
    },
    count(filter) {
      ensureOpen(db);
      const clause = where(filter, null);
      return (statement(`SELECT COUNT(*) AS n FROM ${table} ${clause.sql}`).get(...clause.params) as { n: number }).n;
    },
  };
}

function where(filter: ListFilter, cursor: Cursor | null) {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filter.ownerEmail !== undefined) {
    clauses.push('owner_email = ?');
    params.push(filter.ownerEmail.toLowerCase());
  }
  if (filter.idPrefix !== undefined) {
    // A range, not LIKE: answered from the student-id index (decision 016).
    clauses.push('student_id >= ? AND student_id < ?');
    params.push(filter.idPrefix, `${filter.idPrefix}\uffff`);
  }
  if (filter.status !== undefined) {
    clauses.push('approved = ?');
    params.push(filter.status === APPROVED_PART ? 1 : 0);
  }
  if (cursor) {
    clauses.push('(approved, created_at, rowid) < (?, ?, ?)');
    params.push(...cursor);
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;

/** Where a page ended: (approved, created_at, rowid) of its last row, the list order's key. */
type Cursor = [number, string, number];

function writeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function readCursor(text: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      (value[0] === 0 || value[0] === 1) &&
      typeof value[1] === 'string' &&
      ISO_TIME.test(value[1]) &&
      Number.isSafeInteger(value[2]) &&
      writeCursor(value as Cursor) === text
    ) {
      return value as Cursor;
    }
  } catch {
    // falls through to the error
  }
  throw new InvalidCursorError();
}
