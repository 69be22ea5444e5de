import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { APPROVED_STATUS, normalizeTransactionId, type StudentUser } from '@hall/model';
import {
  DuplicateUserError,
  StoreClosedError,
  TransactionIdUsedError,
  type Collection,
  type FileRepository,
  type OwnedFileRepository,
  type NewRecord,
  type Store,
  type UserRepository,
} from '../port.ts';
import { newId } from '../ids.ts';
import { MIGRATIONS } from './schema.ts';

type Row = { data: string };
type Doc = { _id: string; createdAt: string };


/**
 * The local store: one SQLite file (WAL, so an answered write survives the process being
 * killed), a folder of notice PDFs and one of token PDFs, all under `dataDir`.
 */
export function openSqliteStore(dataDir: string): Store {
  fs.mkdirSync(path.join(dataDir, 'notices'), { recursive: true });
  fs.mkdirSync(path.join(dataDir, 'tokens'), { recursive: true });
  const db = new Database(path.join(dataDir, 'portal.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const claimPayment = db.prepare('INSERT INTO payments (transaction_key, collection, record_id) VALUES (?, ?, ?)');

  function collection<T extends Doc>(table: string, paid: boolean): Collection<T> {
    const insert = db.prepare(
      `INSERT INTO ${table} (_id, owner_email, approved, created_at, data) VALUES (@id, @owner, @approved, @createdAt, @data)`,
    );
    const get = db.prepare<[string], Row>(`SELECT data FROM ${table} WHERE _id = ?`);
    const order = 'ORDER BY approved DESC, created_at DESC, rowid DESC';
    const listAll = db.prepare<[], Row>(`SELECT data FROM ${table} ${order}`);
    const listByOwner = db.prepare<[string], Row>(`SELECT data FROM ${table} WHERE owner_email = ? ${order}`);
    const replace = db.prepare(`UPDATE ${table} SET approved = @approved, data = @data WHERE _id = @id`);
    const remove = db.prepare(`DELETE FROM ${table} WHERE _id = ?`);
    const write = (doc: T) => ({
      id: doc._id,
      owner: ownerOf(doc),
      approved: isApproved(doc) ? 1 : 0,
      createdAt: doc.createdAt,
      data: JSON.stringify(doc),
    });

    const insertDoc = db.transaction((doc: T) => {
      if (paid) {
        const key = normalizeTransactionId(String((doc as { Transaction_id?: unknown }).Transaction_id ?? ''));
        try {
          claimPayment.run(key, table, doc._id);
        } catch (error) {
          if (isUniqueViolation(error)) throw new TransactionIdUsedError();
          throw error;
        }
      }
      insert.run(write(doc));
    });

    return {
      async insert(record: NewRecord<T>) {
        ensureOpen(db);
        const doc = { _id: newId(), createdAt: new Date().toISOString(), ...record } as T;
        insertDoc(doc);
        return doc;
      },
      async get(id) {
        ensureOpen(db);
        const row = get.get(id);
        return row ? (JSON.parse(row.data) as T) : null;
      },
      async list(options = {}) {
        ensureOpen(db);
        const rows = options.ownerEmail ? listByOwner.all(options.ownerEmail.toLowerCase()) : listAll.all();
        return rows.map((row) => JSON.parse(row.data) as T);
      },
      async update(id, changes) {
        ensureOpen(db);
        const row = get.get(id);
        if (!row) return { matched: false, modified: false };
        const before = JSON.parse(row.data) as T;
        const after = { ...before, ...changes, _id: before._id, createdAt: before.createdAt } as T;
        const modified = JSON.stringify(after) !== row.data;
        if (modified) replace.run(write(after));
        return { matched: true, modified };
      },
      async remove(id) {
        ensureOpen(db);
        return remove.run(id).changes > 0;
      },
    };
  }

  const store: Store = {
    users: userRepository(db),
    tokenPurchases: collection('token_purchases', true),
    hallFees: collection('hall_fees', true),
    roomAllotments: collection('room_allotments', false),
    complaints: collection('complaints', false),
    notices: collection('notices', false),
    contactMessages: collection('contact_messages', false),
    noticeFiles: fileRepository(path.join(dataDir, 'notices')),
    tokenFiles: byName(fileRepository(path.join(dataDir, 'tokens'))),
    async ping() {
      ensureOpen(db);
      // SQLite's own check of the file's pages: a damaged page otherwise shows only when a query
      // happens to read it.
      const problems = integrityProblems(db, 'quick_check');
      if (problems.length > 0) throw new DatabaseDamagedError(path.join(dataDir, 'portal.sqlite'), problems);
    },
    async close() {
      db.close();
    },
  };
  return store;
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

function integrityProblems(db: Database.Database, check: 'quick_check' | 'integrity_check'): string[] {
  try {
    const rows = db.pragma(`${check}(20)`) as Array<Record<string, string>>;
    const problems = rows.map((row) => Object.values(row)[0] ?? '');
    return problems.length === 1 && problems[0] === 'ok' ? [] : problems;
  } catch (error) {
    // Some damage stops the check itself ("database disk image is malformed").
    return [error instanceof Error ? error.message : String(error)];
  }
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

function userRepository(db: Database.Database): UserRepository {
  const byEmail = db.prepare<[string], Row>('SELECT data FROM users WHERE email = ?');
  const all = db.prepare<[], Row>('SELECT data FROM users ORDER BY created_at ASC, rowid ASC');
  const insert = db.prepare('INSERT INTO users (_id, email, created_at, data) VALUES (?, ?, ?, ?)');
  const replace = db.prepare('UPDATE users SET data = ? WHERE email = ?');
  const parse = (row: Row | undefined) => (row ? (JSON.parse(row.data) as StudentUser) : null);
  return {
    async findByEmail(email) {
      ensureOpen(db);
      return parse(byEmail.get(email.toLowerCase()));
    },
    async list() {
      ensureOpen(db);
      return all.all().map((row) => JSON.parse(row.data) as StudentUser);
    },
    async insert(user: NewRecord<StudentUser>) {
      ensureOpen(db);
      const doc: StudentUser = { _id: newId(), createdAt: new Date().toISOString(), ...user, email: user.email.toLowerCase() };
      try {
        insert.run(doc._id, doc.email, doc.createdAt, JSON.stringify(doc));
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
  };
}

/** Local token files need no owner folder: the server names them uniquely and serves them itself. */
function byName(files: FileRepository): OwnedFileRepository {
  return { save: (_owner, name, bytes) => files.save(name, bytes), read: (_owner, name) => files.read(name) };
}

function fileRepository(folder: string): FileRepository {
  // Names come from the server (see routes), but never trust a path: keep to one plain segment.
  const pathOf = (name: string) => {
    if (!/^[A-Za-z0-9_-]+\.pdf$/.test(name)) return null;
    return path.join(folder, name);
  };
  return {
    async save(name, bytes) {
      const file = pathOf(name);
      if (!file) throw new Error(`unsafe file name: ${name}`);
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      await fs.promises.writeFile(temp, bytes);
      await fs.promises.rename(temp, file);
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
  };
}

function ownerOf(doc: Doc): string | null {
  const record = doc as { email?: unknown; senderEmail?: unknown };
  const owner = typeof record.email === 'string' ? record.email : record.senderEmail;
  return typeof owner === 'string' ? owner.toLowerCase() : null;
}

function isApproved(doc: Doc): boolean {
  return (doc as { status?: unknown }).status === APPROVED_STATUS;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
