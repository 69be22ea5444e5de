import type Database from 'better-sqlite3';
import { IDEMPOTENCY_RUNNING_MS, IDEMPOTENCY_TTL_MS } from '../port.ts';
import type { AnswerKey, IdempotencyRepository, KeyHolder, StoredAnswer } from '../port.ts';
import { ensureOpen } from './rows.ts';

const ANSWER_SQL = 'UPDATE idempotency_keys SET answer = ? WHERE caller = ? AND key = ?';

/** Stores a keyed request's answer; call it in the transaction of the record it made (AnswerKey). */
export function answerKeeper(db: Database.Database): (answerKey: AnswerKey, recordId: string) => void {
  const answer = db.prepare(ANSWER_SQL);
  return (answerKey, recordId) =>
    answer.run(JSON.stringify(answerKey.answer(recordId)), answerKey.caller, answerKey.key);
}

export function idempotencyRepository(db: Database.Database): IdempotencyRepository {
  type KeyRow = { created_at: string; fingerprint: string; answer: string | null };
  const find = db.prepare<[string, string], KeyRow>(
    'SELECT created_at, fingerprint, answer FROM idempotency_keys WHERE caller = ? AND key = ?',
  );
  const take = db.prepare(
    'INSERT OR REPLACE INTO idempotency_keys (caller, key, created_at, fingerprint, answer) VALUES (?, ?, ?, ?, NULL)',
  );
  const answer = db.prepare(ANSWER_SQL);
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
