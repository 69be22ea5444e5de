import type Database from 'better-sqlite3';

/** At most this many answers are kept, oldest dropped first. */
const MAX_ANSWERS = 256;
/** A longer answer (the office's whole unpaged list) is not kept: it would crowd out the rest. */
const MAX_ANSWER_CHARS = 128 * 1024;

export interface AnswerCache<T> {
  /** The answer remembered under `key` while the database is unchanged, else `compute()`'s. */
  get(key: string, compute: () => T): T;
}

/**
 * List and page answers of one SQLite connection (`sizeOf` at most MAX_ANSWER_CHARS), kept until
 * the database changes (decision 016). The database's version is this connection's `total_changes()` (every row it
 * inserted, updated or deleted, even in a transaction later rolled back: then a needless refresh)
 * with `PRAGMA data_version` (which moves when another connection commits), so any write, from
 * this server or another process, drops every kept answer. Inside a transaction nothing is
 * kept: its writes are not final yet.
 */
export function answerCache<T>(db: Database.Database, sizeOf: (answer: T) => number): AnswerCache<T> {
  const ownChanges = db.prepare<[], number>('SELECT total_changes()').pluck();
  const othersCommits = db.prepare<[], number>('PRAGMA data_version').pluck();
  let seen = '';
  const answers = new Map<string, T>();
  return {
    get(key, compute) {
      if (db.inTransaction) return compute();
      const now = `${ownChanges.get()!}.${othersCommits.get()!}`;
      if (now !== seen) {
        answers.clear();
        seen = now;
      }
      const kept = answers.get(key);
      if (kept !== undefined) return kept;
      const answer = compute();
      if (sizeOf(answer) <= MAX_ANSWER_CHARS) {
        if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value!);
        answers.set(key, answer);
      }
      return answer;
    },
  };
}
