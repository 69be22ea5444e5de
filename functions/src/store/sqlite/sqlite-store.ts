import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import etag from 'etag';
import {
  isApproved,
  isSafePdfName,
  normalizeTransactionId,
  OWNER_FIELD,
  REJECTED_STATUS,
  removalChanges,
  type RecordKind,
  type StudentUser,
} from '@hall/model';
import {
  DuplicateUserError,
  InvalidCursorError,
  StoreClosedError,
  TransactionIdUsedError,
  type Collection,
  IDEMPOTENCY_RUNNING_MS,
  IDEMPOTENCY_TTL_MS,
  type FileRepository,
  type IdempotencyRepository,
  type ListFilter,
  type ListOptions,
  type OwnedFileRepository,
  type PageRequest,
  type JsonAnswer,
  type AnswerKey,
  type KeyHolder,
  type StoredAnswer,
  type NewRecord,
  type Store,
  type TransactionClaimRepository,
  type UserRepository,
  type Decision,
  type Audit,
  refusesDecision,
} from '../port.ts';
import { activityAppender, activityLog, type ActivityAppender } from './activity.ts';
import { answerCache, type AnswerCache } from './answer-cache.ts';
import { newId } from '../ids.ts';
import { MIGRATIONS } from './schema.ts';

type Row = { data: string };
/** A prefix matching at least this many records is searched along the list order. */
const BROAD_PREFIX = 2000;
/** How long a prefix's breadth (BROAD_PREFIX or not) is remembered. */
const BREADTH_MS = 60_000;
type PageRow = { data: string; approved: number; created_at: string; rowid: number };
type Doc = { _id: string; createdAt: string };
const require = createRequire(import.meta.url);

/** Every list's order: approved first, then newest, then the later insert (read from an index: migration 6). */
export const LIST_ORDER = 'ORDER BY approved DESC, created_at DESC, rowid DESC';

/** A list's JSON text with the weak entity tag Express would give it, made once per kept answer. */
const jsonAnswer = (json: string): JsonAnswer => ({ json, etag: etag(json, { weak: true }) });

/**
 * The local store: one SQLite file (WAL, so an answered write survives the process being
 * killed), a folder of notice PDFs and one of token PDFs, all under `dataDir`. `keepAnswers`
 * (on unless the bench turns it off) keeps list and page answers until the database changes.
 */
/** Below this much free space on the data disk, the store reports itself unhealthy (ping). */
export const MIN_FREE_BYTES = 32 * 1024 * 1024;

/** The data disk is (nearly) full: writes would fail; `code` as Node's own error. */
export class DiskFullError extends Error {
  readonly code = 'ENOSPC';
  constructor(dataDir: string, freeBytes: number) {
    super(`only ${Math.round(freeBytes / 1024 / 1024)} MB free on the disk of ${dataDir}`);
  }
}

export function openSqliteStore(
  dataDir: string,
  { keepAnswers = true, minFreeBytes = MIN_FREE_BYTES }: { keepAnswers?: boolean; minFreeBytes?: number } = {},
): Store {
  fs.mkdirSync(path.join(dataDir, 'notices'), { recursive: true });
  fs.mkdirSync(path.join(dataDir, 'tokens'), { recursive: true });
  const db = new Database(path.join(dataDir, 'portal.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const appendActivity = activityAppender(db);
  const answers: AnswerCache<JsonAnswer> = keepAnswers
    ? answerCache(db, (answer) => answer.json.length)
    : { get: (_key, compute) => compute() };
  const answerOfKey = db.prepare('UPDATE idempotency_keys SET answer = ? WHERE caller = ? AND key = ?');
  /** A keyed request's answer, in the transaction of the record it made (AnswerKey). */
  const keepAnswer = (answerKey: AnswerKey, recordId: string) =>
    answerOfKey.run(JSON.stringify(answerKey.answer(recordId)), answerKey.caller, answerKey.key);
  const claimPayment = db.prepare(
    'INSERT INTO payments (transaction_key, collection, record_id, claimed_at) VALUES (?, ?, ?, ?)',
  );

  function collection<T extends Doc>(kind: RecordKind, table: string, paid: boolean): Collection<T> {
    const insert = db.prepare(
      `INSERT INTO ${table} (_id, owner_email, student_id, approved, created_at, data) VALUES (@id, @owner, @studentId, @approved, @createdAt, @data)`,
    );
    const get = db.prepare<[string], Row>(`SELECT data FROM ${table} WHERE _id = ?`);
    // Plucked: each row is its JSON text, with no object around it (a list answers with the texts).
    const listAll = db.prepare<[], string>(`SELECT data FROM ${table} ${LIST_ORDER}`).pluck();
    const listByOwner = db
      .prepare<[string], string>(`SELECT data FROM ${table} WHERE owner_email = ? ${LIST_ORDER}`)
      .pluck();
    const replace = db.prepare(
      `UPDATE ${table} SET approved = @approved, student_id = @studentId, data = @data WHERE _id = @id`,
    );
    const remove = db.prepare(`DELETE FROM ${table} WHERE _id = ?`);
    const release = db.prepare('DELETE FROM payments WHERE transaction_key = ? AND collection = ? AND record_id = ?');
    const subjectOf = (doc: T, changes: object) => ({
      collection: kind,
      recordId: doc._id,
      studentId: studentIdOf(doc),
      changes,
      record: doc,
    });
    /** Gives the record's transaction id back (if it still holds it), logging that for an audited change. */
    const releaseClaimOf = (doc: T, audit: Audit | undefined) => {
      const key = normalizeTransactionId(String((doc as { Transaction_id?: unknown }).Transaction_id ?? ''));
      const released = release.run(key, table, doc._id).changes > 0;
      if (released && audit)
        appendActivity({ ...audit, action: 'transaction_released' }, subjectOf(doc, { Transaction_id: key }));
    };
    // A request cleared before approval gives its transaction id back; an approved one paid.
    const removeDoc = db.transaction((id: string, audit: Audit | undefined) => {
      const row = get.get(id);
      if (!row) return false;
      const doc = JSON.parse(row.data) as T;
      if (audit) appendActivity(audit, subjectOf(doc, removalChanges(kind, doc)));
      if (paid && !isApproved(doc)) releaseClaimOf(doc, audit);
      return remove.run(id).changes > 0;
    });
    const write = (doc: T) => rowOf(kind, doc);

    // Checked and written in one transaction, so two decisions cannot both pass the check.
    const decideDoc = db.transaction((id: string, decision: Decision, audit: Audit | undefined) => {
      const row = get.get(id);
      if (!row) return { matched: false, modified: false, conflict: false };
      const before = JSON.parse(row.data) as T;
      if (refusesDecision(before, decision)) return { matched: true, modified: false, conflict: true };
      const after = { ...before, ...decision } as T;
      const modified = JSON.stringify(after) !== row.data;
      if (!modified) return { matched: true, modified, conflict: false };
      replace.run(write(after));
      if (audit) appendActivity(audit, subjectOf(after, decision));
      // A rejected payment gives its transaction id back, as a cleared one does (decision 031).
      if (paid && decision.status === REJECTED_STATUS) releaseClaimOf(before, audit);
      return { matched: true, modified, conflict: false };
    });

    const insertDoc = db.transaction(
      (doc: T, given: NewRecord<T>, audit: Audit | undefined, answerKey: AnswerKey | undefined) => {
        if (paid) {
          const key = normalizeTransactionId(String((doc as { Transaction_id?: unknown }).Transaction_id ?? ''));
          try {
            claimPayment.run(key, table, doc._id, doc.createdAt);
          } catch (error) {
            if (isUniqueViolation(error)) throw new TransactionIdUsedError();
            throw error;
          }
        }
        insert.run(write(doc));
        // What the office gave (a notice's title, date and file), not the stored copy's id and time.
        if (audit) appendActivity(audit, subjectOf(doc, given));
        if (answerKey) keepAnswer(answerKey, doc._id);
      },
    );
    const updateDoc = db.transaction((id: string, changes: Partial<NewRecord<T>>, audit: Audit | undefined) => {
      const row = get.get(id);
      if (!row) return { matched: false, modified: false };
      const before = JSON.parse(row.data) as T;
      const after = { ...before, ...changes, _id: before._id, createdAt: before.createdAt } as T;
      const modified = JSON.stringify(after) !== row.data;
      if (modified) {
        replace.run(write(after));
        if (audit) appendActivity(audit, subjectOf(after, changes));
      }
      return { matched: true, modified };
    });

    // One statement per combination of filters, prepared on first use.
    const statements = new Map<string, Database.Statement>();
    const statement = (sql: string) => {
      let prepared = statements.get(sql);
      if (!prepared) statements.set(sql, (prepared = db.prepare(sql)));
      return prepared;
    };
    const where = (filter: ListFilter, cursor: Cursor | null) => {
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
        params.push(filter.status === 'approved' ? 1 : 0);
      }
      if (cursor) {
        clauses.push('(approved, created_at, rowid) < (?, ?, ?)');
        params.push(...cursor);
      }
      return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params };
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

    const pageRows = ({ limit, after, ...filter }: PageRequest) => {
      ensureOpen(db);
      const clause = where(filter, after === undefined ? null : readCursor(after));
      const rows = statement(
        `SELECT rowid, approved, created_at, data FROM ${table} ${indexFor(filter)} ${clause.sql} ${LIST_ORDER} LIMIT ?`,
      ).all(...clause.params, limit + 1) as PageRow[];
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      const next = rows.length > limit && last ? writeCursor([last.approved, last.created_at, last.rowid]) : null;
      return { items, next };
    };
    const listRows = (options: ListOptions) => {
      ensureOpen(db);
      return options.ownerEmail ? listByOwner.all(options.ownerEmail.toLowerCase()) : listAll.all();
    };
    // `data` is JSON.stringify of the record (rowOf), so joining the texts gives the bytes
    // JSON.stringify of the parsed records would.
    const joined = (texts: readonly string[]) => `[${texts.join(',')}]`;

    return {
      async page(request) {
        const { items, next } = pageRows(request);
        return { items: items.map((row) => JSON.parse(row.data) as T), next };
      },
      async pageJson(request) {
        ensureOpen(db);
        return answers.get(`${table} page ${JSON.stringify(request)}`, () => {
          const { items, next } = pageRows(request);
          return jsonAnswer(`{"items":${joined(items.map((row) => row.data))},"next":${JSON.stringify(next)}}`);
        });
      },
      async listJson(options = {}) {
        ensureOpen(db);
        return answers.get(`${table} list ${options.ownerEmail?.toLowerCase() ?? ''}`, () =>
          jsonAnswer(joined(listRows(options))),
        );
      },
      async count(filter = {}) {
        ensureOpen(db);
        const clause = where(filter, null);
        return (statement(`SELECT COUNT(*) AS n FROM ${table} ${clause.sql}`).get(...clause.params) as { n: number }).n;
      },
      async insert(record: NewRecord<T>, audit, answerKey) {
        ensureOpen(db);
        const doc = { _id: newId(), createdAt: new Date().toISOString(), ...record } as T;
        insertDoc(doc, record, audit, answerKey);
        return doc;
      },
      async get(id) {
        ensureOpen(db);
        const row = get.get(id);
        return row ? (JSON.parse(row.data) as T) : null;
      },
      async list(options = {}) {
        return listRows(options).map((text) => JSON.parse(text) as T);
      },
      async update(id, changes, audit) {
        ensureOpen(db);
        return updateDoc(id, changes, audit);
      },
      async remove(id, audit) {
        ensureOpen(db);
        return removeDoc(id, audit);
      },
      async decide(id, decision, audit) {
        ensureOpen(db);
        return decideDoc(id, decision, audit);
      },
    };
  }

  const file = path.join(dataDir, 'portal.sqlite');
  const alive = db.prepare('SELECT COUNT(*) FROM sqlite_schema');
  const pages = pageCheck(file);
  const store: Store = {
    users: userRepository(db, appendActivity, keepAnswer),
    tokenPurchases: collection('tokenPurchases', 'token_purchases', true),
    hallFees: collection('hallFees', 'hall_fees', true),
    roomAllotments: collection('roomAllotments', 'room_allotments', false),
    complaints: collection('complaints', 'complaints', false),
    notices: collection('notices', 'notices', false),
    contactMessages: collection('contactMessages', 'contact_messages', false),
    transactionClaims: claimRepository(db),
    activity: activityLog(db),
    idempotency: idempotencyRepository(db),
    noticeFiles: fileRepository(path.join(dataDir, 'notices')),
    tokenFiles: byName(fileRepository(path.join(dataDir, 'tokens'))),
    async ping() {
      ensureOpen(db);
      alive.get();
      const problems = await pages.problems();
      if (problems.length > 0) throw new DatabaseDamagedError(file, problems);
      const disk = await fs.promises.statfs(dataDir);
      const freeBytes = disk.bavail * disk.bsize;
      if (freeBytes < minFreeBytes) throw new DiskFullError(dataDir, freeBytes);
    },
    async close() {
      db.close();
    },
  };
  return store;
}

const rowOf = (kind: RecordKind, doc: Doc) => ({
  id: doc._id,
  owner: ownerOf(kind, doc),
  studentId: studentIdOf(doc),
  approved: isApproved(doc) ? 1 : 0,
  createdAt: doc.createdAt,
  data: JSON.stringify(doc),
});

export const SQLITE_TABLES = {
  tokenPurchases: 'token_purchases',
  hallFees: 'hall_fees',
  roomAllotments: 'room_allotments',
  complaints: 'complaints',
} as const;

/**
 * Loads many finished records (with `_id` and `createdAt`) into the store under `dataDir` in
 * one transaction, claiming paid ones' transaction ids: for benchmarks, where one insert per
 * record would take minutes. Open no store on the folder meanwhile.
 */
export function bulkLoadSqlite(dataDir: string, records: { [K in keyof typeof SQLITE_TABLES]?: Doc[] }): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'portal.sqlite'));
  try {
    db.pragma('journal_mode = WAL');
    migrate(db);
    const claim = db.prepare(
      'INSERT INTO payments (transaction_key, collection, record_id, claimed_at) VALUES (?, ?, ?, ?)',
    );
    db.transaction(() => {
      for (const [kind, docs] of Object.entries(records) as [keyof typeof SQLITE_TABLES, Doc[]][]) {
        const table = SQLITE_TABLES[kind];
        const insert = db.prepare(
          `INSERT INTO ${table} (_id, owner_email, student_id, approved, created_at, data) VALUES (@id, @owner, @studentId, @approved, @createdAt, @data)`,
        );
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

/** The database file failed SQLite's integrity check; `problems` are SQLite's own words. */
export class DatabaseDamagedError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file} is damaged: ${problems.slice(0, 3).join('; ')}`);
  }
}

function integrityProblems(db: Database.Database, check: 'integrity_check'): string[] {
  try {
    const rows = db.pragma(`${check}(20)`) as Array<Record<string, string>>;
    const problems = rows.map((row) => Object.values(row)[0] ?? '');
    return problems.length === 1 && problems[0] === 'ok' ? [] : problems;
  } catch (error) {
    // Some damage stops the check itself ("database disk image is malformed").
    return [error instanceof Error ? error.message : String(error)];
  }
}

/** How long /api/health trusts the last check of the file's pages. */
export const PAGE_CHECK_TTL_MS = 60_000;

/**
 * SQLite's quick_check of every page, for /api/health: a damaged page otherwise shows only when a
 * query happens to read it. The check reads the whole file (about a second at 100,000 records per
 * collection), so it runs in a worker thread on its own read-only connection, at most once per
 * PAGE_CHECK_TTL_MS: the first call waits for it, later ones answer from the last result while a
 * stale one is redone in the background (decision 016). `npm start` runs the full integrity_check
 * before opening (checkDatabaseFile).
 */
function pageCheck(file: string): { problems(): Promise<string[]> } {
  let last: { at: number; problems: string[] } | null = null;
  let running: Promise<string[]> | null = null;
  const run = () =>
    (running ??= quickCheckInWorker(file).then((problems) => {
      last = { at: Date.now(), problems };
      running = null;
      return problems;
    }));
  return {
    async problems() {
      if (!last) return run();
      if (Date.now() - last.at > PAGE_CHECK_TTL_MS) void run();
      return last.problems;
    },
  };
}

// Plain JavaScript (an eval'd worker has no TypeScript loader); better-sqlite3 by its resolved path.
const QUICK_CHECK_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
let db;
try {
  db = new Database(workerData.file, { readonly: true, fileMustExist: true });
  const problems = db.pragma('quick_check(20)').map((row) => String(Object.values(row)[0] ?? ''));
  parentPort.postMessage(problems.length === 1 && problems[0] === 'ok' ? [] : problems);
} catch (error) {
  parentPort.postMessage([error instanceof Error ? error.message : String(error)]);
} finally {
  if (db) db.close();
}
`;

function quickCheckInWorker(file: string): Promise<string[]> {
  return new Promise((resolve) => {
    const worker = new Worker(QUICK_CHECK_WORKER, {
      eval: true,
      workerData: { file, module: require.resolve('better-sqlite3') },
    });
    worker.unref();
    worker.once('message', (problems: string[]) => resolve(problems));
    worker.once('error', (error) => resolve([`the page check failed: ${error.message}`]));
    worker.once('exit', (code) => resolve([`the page check stopped (exit ${code})`]));
  });
}

/**
 * Checks a database file before the store opens it (read-only, so a damaged file is left as it
 * is): the problems SQLite finds, or an empty list when the file is sound.
 */
export function checkDatabaseFile(file: string): string[] {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    return integrityProblems(db, 'integrity_check');
  } catch (error) {
    // "file is not a database", "database disk image is malformed", ...
    return [error instanceof Error ? error.message : String(error)];
  } finally {
    db?.close();
  }
}

/** A request that outlives a shutdown gets a clear 503, not a crash. */
function ensureOpen(db: Database.Database) {
  if (!db.open) throw new StoreClosedError();
}

function migrate(db: Database.Database) {
  const version = db.pragma('user_version', { simple: true }) as number;
  db.transaction(() => {
    MIGRATIONS.slice(version).forEach((sql) => db.exec(sql));
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  })();
}

function userRepository(
  db: Database.Database,
  appendActivity: ActivityAppender,
  keepAnswer: (answerKey: AnswerKey, recordId: string) => void,
): UserRepository {
  const byEmail = db.prepare<[string], Row>('SELECT data FROM users WHERE email = ?');
  const all = db.prepare<[], Row>('SELECT data FROM users ORDER BY created_at ASC, rowid ASC');
  const insert = db.prepare('INSERT INTO users (_id, email, created_at, data, uid) VALUES (?, ?, ?, ?, ?)');
  const maker = db.prepare<[string], { uid: string | null }>('SELECT uid FROM users WHERE email = ?');
  const replace = db.prepare('UPDATE users SET data = ? WHERE email = ?');
  // The row is also the one-per-e-mail guard (email UNIQUE): deleting it frees the address.
  const remove = db.prepare('DELETE FROM users WHERE _id = ?');
  const parse = (row: Row | undefined) => (row ? (JSON.parse(row.data) as StudentUser) : null);
  const byId = db.prepare<[string], Row>('SELECT data FROM users WHERE _id = ?');
  const removeAudited = db.transaction((id: string, audit: Audit | undefined) => {
    const user = parse(byId.get(id));
    if (!user) return false;
    remove.run(id);
    if (audit) {
      appendActivity(audit, { collection: 'users', recordId: id, studentId: user.id, changes: { email: user.email } });
    }
    return true;
  });
  return {
    async findByEmail(email) {
      ensureOpen(db);
      return parse(byEmail.get(email.toLowerCase()));
    },
    async madeBy(email) {
      ensureOpen(db);
      return maker.get(email.toLowerCase())?.uid ?? null;
    },
    async list() {
      ensureOpen(db);
      return all.all().map((row) => JSON.parse(row.data) as StudentUser);
    },
    async insert(user: NewRecord<StudentUser>, options) {
      ensureOpen(db);
      const doc: StudentUser = {
        _id: newId(),
        createdAt: new Date().toISOString(),
        ...user,
        email: user.email.toLowerCase(),
      };
      try {
        db.transaction(() => {
          insert.run(doc._id, doc.email, doc.createdAt, JSON.stringify(doc), options?.uid ?? null);
          if (options?.answerKey) keepAnswer(options.answerKey, doc._id);
        })();
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateUserError();
        throw error;
      }
      return doc;
    },
    async update(email, changes) {
      ensureOpen(db);
      const before = parse(byEmail.get(email.toLowerCase()));
      if (!before) return { matched: false, modified: false };
      const after = JSON.stringify({ ...before, ...changes });
      const modified = after !== JSON.stringify(before);
      if (modified) replace.run(after, before.email);
      return { matched: true, modified };
    },
    async remove(id, audit) {
      ensureOpen(db);
      return removeAudited(id, audit);
    },
  };
}

function claimRepository(db: Database.Database): TransactionClaimRepository {
  const find = db.prepare<[string], { collection: string; record_id: string; claimed_at: string | null }>(
    'SELECT collection, record_id, claimed_at FROM payments WHERE transaction_key = ?',
  );
  const names = { token_purchases: 'tokenPurchases', hall_fees: 'hallFees' } as const;
  return {
    async find(transactionId) {
      ensureOpen(db);
      const key = normalizeTransactionId(transactionId);
      const row = find.get(key);
      const collection = row && names[row.collection as keyof typeof names];
      if (!row || !collection) return null;
      return { transactionId: key, collection, recordId: row.record_id, claimedAt: row.claimed_at };
    },
  };
}

function idempotencyRepository(db: Database.Database): IdempotencyRepository {
  type KeyRow = { created_at: string; fingerprint: string; answer: string | null };
  const find = db.prepare<[string, string], KeyRow>(
    'SELECT created_at, fingerprint, answer FROM idempotency_keys WHERE caller = ? AND key = ?',
  );
  const take = db.prepare(
    'INSERT OR REPLACE INTO idempotency_keys (caller, key, created_at, fingerprint, answer) VALUES (?, ?, ?, ?, NULL)',
  );
  const answer = db.prepare('UPDATE idempotency_keys SET answer = ? WHERE caller = ? AND key = ?');
  const free = db.prepare('DELETE FROM idempotency_keys WHERE caller = ? AND key = ? AND answer IS NULL');
  const prune = db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?');
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  // One transaction: of two requests with one key, the second finds the first's reservation.
  const reserve = db.transaction((caller: string, key: string, fingerprint: string): KeyHolder | null => {
    prune.run(ago(IDEMPOTENCY_TTL_MS));
    const row = find.get(caller, key);
    if (row?.answer) return JSON.parse(row.answer) as StoredAnswer;
    if (row && row.created_at >= ago(IDEMPOTENCY_RUNNING_MS)) return { fingerprint: row.fingerprint, running: true };
    take.run(caller, key, new Date().toISOString(), fingerprint);
    return null;
  });
  return {
    async reserve(caller, key, fingerprint) {
      ensureOpen(db);
      return reserve(caller, key, fingerprint);
    },
    async complete(caller, key, stored) {
      ensureOpen(db);
      answer.run(JSON.stringify(stored), caller, key);
    },
    async release(caller, key) {
      ensureOpen(db);
      free.run(caller, key);
    },
  };
}

/** Local token files need no owner folder: the server names them uniquely and serves them itself. */
function byName(files: FileRepository): OwnedFileRepository {
  return { save: (_owner, name, bytes) => files.save(name, bytes), read: (_owner, name) => files.read(name) };
}

function fileRepository(folder: string): FileRepository {
  // Names come from the server (see routes), but never trust a path: keep to one plain segment.
  const pathOf = (name: string) => {
    if (!isSafePdfName(name)) return null;
    return path.join(folder, name);
  };
  return {
    async save(name, bytes) {
      const file = pathOf(name);
      if (!file) throw new Error(`unsafe file name: ${name}`);
      // Write then rename, so a reader never sees half a file; a temporary name of its own per
      // save, so two saves of one file at once do not share one (the last complete write wins).
      const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
      try {
        await fs.promises.writeFile(temp, bytes);
        await fs.promises.rename(temp, file);
      } catch (error) {
        await fs.promises.rm(temp, { force: true });
        throw error;
      }
    },
    async read(name) {
      const file = pathOf(name);
      if (!file) return null;
      try {
        return await fs.promises.readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      const file = pathOf(name);
      if (file) await fs.promises.rm(file, { force: true });
    },
  };
}

function ownerOf(kind: RecordKind, doc: Doc): string | null {
  const field = OWNER_FIELD[kind];
  const owner = field === null ? undefined : (doc as Record<string, unknown>)[field];
  return typeof owner === 'string' ? owner.toLowerCase() : null;
}

function studentIdOf(doc: Doc): string | null {
  const id = (doc as { id?: unknown }).id;
  return typeof id === 'string' ? id : null;
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

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
