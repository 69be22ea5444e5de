import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { LIVE_GROUPS, type LiveGroup, type RecordTypes } from '@hall/model';
import type { Answers } from '../answers.ts';
import type { Store } from '../port.ts';
import { activityAppender, activityLog } from './activity.ts';
import { keptAnswers } from './answer-cache.ts';
import { claimRepository } from './claims.ts';
import { diningRepository } from './dining.ts';
import { byName, fileRepository } from './files.ts';
import { historyLoader } from './history.ts';
import { answerKeeper, idempotencyRepository } from './idempotency.ts';
import { DatabaseDamagedError, pageCheck } from './integrity.ts';
import { recordReader, type RecordReader } from './reader.ts';
import { sqliteCollection, type CollectionContext } from './records.ts';
import { reportsRepository } from './reports.ts';
import { ensureOpen, migrate, REQUEST_TABLES } from './rows.ts';
import { roomRepository } from './rooms.ts';
import { textAnswers } from './text-answers.ts';
import { userRepository } from './users.ts';

export { checkDatabaseFile, DatabaseDamagedError, PAGE_CHECK_TTL_MS } from './integrity.ts';

/** Below this much free space on the data disk, the store reports itself unhealthy (ping). */
export const MIN_FREE_BYTES = 32 * 1024 * 1024;

/** The data disk is (nearly) full: writes would fail; `code` as Node's own error. */
export class DiskFullError extends Error {
  readonly code = 'ENOSPC';
  constructor(dataDir: string, freeBytes: number) {
    super(`only ${Math.round(freeBytes / 1024 / 1024)} MB free on the disk of ${dataDir}`);
  }
}

/** The SQLite store and, beside the port, its request lists' answers as the rows' JSON text. */
export interface SqliteStore extends Store {
  answers: Answers;
}

/**
 * The local store: one SQLite file (WAL, so an answered write survives the process being
 * killed), a folder of notice PDFs and one of token PDFs, all under `dataDir`. `keepAnswers`
 * (on unless the bench turns it off) keeps the request lists' answers until the database changes.
 */
export function openSqliteStore(
  dataDir: string,
  { keepAnswers = true, minFreeBytes = MIN_FREE_BYTES }: { keepAnswers?: boolean; minFreeBytes?: number } = {},
): SqliteStore {
  fs.mkdirSync(path.join(dataDir, 'notices'), { recursive: true });
  fs.mkdirSync(path.join(dataDir, 'tokens'), { recursive: true });
  const file = path.join(dataDir, 'portal.sqlite');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const context: CollectionContext = { db, appendActivity: activityAppender(db), keepAnswer: answerKeeper(db) };
  const readers = Object.fromEntries(
    LIVE_GROUPS.map((group) => [group, recordReader(db, REQUEST_TABLES[group])]),
  ) as Record<LiveGroup, RecordReader>;
  const request = <K extends LiveGroup>(group: K, paid: boolean) =>
    sqliteCollection<RecordTypes[K]>(context, group, REQUEST_TABLES[group], paid, readers[group]);
  const other = <K extends 'notices' | 'contactMessages'>(kind: K, table: string) =>
    sqliteCollection<RecordTypes[K]>(context, kind, table, false, recordReader(db, table));
  const answers = textAnswers(readers);

  const alive = db.prepare('SELECT COUNT(*) FROM sqlite_schema');
  const pages = pageCheck(file);
  return {
    users: userRepository(context),
    tokenPurchases: request('tokenPurchases', true),
    hallFees: request('hallFees', true),
    roomAllotments: request('roomAllotments', false),
    complaints: request('complaints', false),
    notices: other('notices', 'notices'),
    contactMessages: other('contactMessages', 'contact_messages'),
    transactionClaims: claimRepository(db),
    activity: activityLog(db),
    idempotency: idempotencyRepository(db),
    dining: diningRepository(db, context.appendActivity),
    rooms: roomRepository(db, context.appendActivity),
    reports: reportsRepository(db),
    history: historyLoader(db),
    noticeFiles: fileRepository(path.join(dataDir, 'notices')),
    tokenFiles: byName(fileRepository(path.join(dataDir, 'tokens'))),
    answers: keepAnswers ? keptAnswers(answers, db) : answers,
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
}
