// The answers to POSTs sent with an Idempotency-Key (idempotencyKeys/{sha256(caller, key)}; the
// layout: firestore-store.ts). Only the API reads or writes them.
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  IDEMPOTENCY_RUNNING_MS,
  IDEMPOTENCY_TTL_MS,
  type AnswerKey,
  type IdempotencyRepository,
  type KeyHolder,
  type StoredAnswer,
} from '../port.ts';

/** The API's own collection: no client ever reads it, so it is not in the hall model's layout. */
export const IDEMPOTENCY_COLLECTION = 'idempotencyKeys';

/** One document per caller and key; hashed, as keys may hold characters a document id cannot. */
function idempotencyDoc(db: Firestore, caller: string, key: string) {
  return db.collection(IDEMPOTENCY_COLLECTION).doc(createHash('sha256').update(`${caller}\n${key}`).digest('hex'));
}

/** A keyed request's answer, written in the transaction of the record it made (AnswerKey). */
export function keepAnswer(db: Firestore, tx: Transaction, answerKey: AnswerKey, recordId: string): void {
  tx.set(
    idempotencyDoc(db, answerKey.caller, answerKey.key),
    { answer: JSON.stringify(answerKey.answer(recordId)) },
    { merge: true },
  );
}

export function idempotencyRepository(db: Firestore): IdempotencyRepository {
  const docOf = (caller: string, key: string) => idempotencyDoc(db, caller, key);
  return {
    async reserve(caller, key, fingerprint) {
      const ref = docOf(caller, key);
      const now = Date.now();
      // Read and reserved in one transaction: of two requests with one key, the second's commit
      // finds its read stale (or create() finds the key there) and, retried, sees the first's.
      return db.runTransaction(async (tx): Promise<KeyHolder | null> => {
        const held = (await tx.get(ref)).data();
        if (held && !isExpired(held, now)) {
          if (typeof held.answer === 'string') return JSON.parse(held.answer) as StoredAnswer;
          if (Date.parse(String(held.createdAt)) + IDEMPOTENCY_RUNNING_MS >= now)
            return { fingerprint: String(held.fingerprint), running: true };
        }
        const reservation = {
          fingerprint,
          createdAt: new Date(now).toISOString(),
          expiresAt: Timestamp.fromMillis(now + IDEMPOTENCY_TTL_MS),
        };
        // A free key is created (never overwritten); an expired or abandoned one is taken over.
        if (held) tx.set(ref, reservation);
        else tx.create(ref, reservation);
        return null;
      });
    },
    async complete(caller, key, answer) {
      const ref = docOf(caller, key);
      await db.runTransaction(async (tx) => {
        if ((await tx.get(ref)).exists) tx.set(ref, { answer: JSON.stringify(answer) }, { merge: true });
      });
    },
    async release(caller, key) {
      const ref = docOf(caller, key);
      await db.runTransaction(async (tx) => {
        const held = (await tx.get(ref)).data();
        if (held && typeof held.answer !== 'string') tx.delete(ref);
      });
    },
  };
}

/** By `createdAt`: the TTL policy deletes on `expiresAt` only some time after it passes. */
function isExpired(data: DocumentData, now: number): boolean {
  return !(Date.parse(String(data.createdAt)) + IDEMPOTENCY_TTL_MS >= now);
}
