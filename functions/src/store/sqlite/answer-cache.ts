import type Database from 'better-sqlite3';
import type { Answers, JsonAnswer } from '../answers.ts';
import { ensureOpen } from './rows.ts';

/** At most this many answers are kept, oldest dropped first. */
const MAX_ANSWERS = 256;
/** A longer answer (the office's whole unpaged list) is not kept: it would crowd out the rest. */
const MAX_ANSWER_CHARS = 128 * 1024;

export interface AnswerCache<T> {
  /** The answer remembered under `key` while the database is unchanged, else `compute()`'s. */
  get(key: string, compute: () => T | Promise<T>): Promise<T>;
}

/**
 * Answers computed from one SQLite connection's data (`sizeOf` at most MAX_ANSWER_CHARS), kept
 * until the database changes (decision 016). The database's version is this connection's `total_changes()` (every row it
 * inserted, updated or deleted, even in a transaction later rolled back: then a needless refresh)
 * with `PRAGMA data_version` (which moves when another connection commits), so any write, from
 * this server or another process, drops every kept answer. Inside a transaction nothing is
 * kept: its writes are not final yet. The version is read before `compute()` reads the data, and
 * an answer is kept only if no newer version was seen meanwhile.
 */
export function answerCache<T>(db: Database.Database, sizeOf: (answer: T) => number): AnswerCache<T> {
  const ownChanges = db.prepare<[], number>('SELECT total_changes()').pluck();
  const othersCommits = db.prepare<[], number>('PRAGMA data_version').pluck();
  let seen = '';
  const answers = new Map<string, T>();
  return {
    async get(key, compute) {
      if (db.inTransaction) return compute();
      const version = `${ownChanges.get()!}.${othersCommits.get()!}`;
      if (version !== seen) {
        answers.clear();
        seen = version;
      }
      const kept = answers.get(key);
      if (kept !== undefined) return kept;
      const answer = await compute();
      if (seen === version && sizeOf(answer) <= MAX_ANSWER_CHARS) {
        if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value!);
        answers.set(key, answer);
      }
      return answer;
    },
  };
}

/**
 * The local back end's answers: those of `answers` (read from `db`), kept until the database
 * changes, so a list asked for again between writes is neither read nor serialised again.
 */
export function keptAnswers(answers: Answers, db: Database.Database): Answers {
  const cache = answerCache<JsonAnswer>(db, (answer) => answer.json.length);
  return {
    async list(group, options) {
      ensureOpen(db);
      return cache.get(`${group} list ${options.ownerEmail?.toLowerCase() ?? ''}`, () => answers.list(group, options));
    },
    async page(group, request) {
      ensureOpen(db);
      return cache.get(`${group} page ${JSON.stringify(request)}`, () => answers.page(group, request));
    },
  };
}
