// Transaction-id claims (transactions/{normalised id}; the layout: firestore-store.ts): a bKash
// transaction id pays once, claimed in the transaction of the paid request (records.ts).
import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import { claimFromDocument, COLLECTIONS, isFirestoreDocumentId, normalizeTransactionId } from '@hall/model';
import { TransactionIdUsedError, type TransactionClaimRepository } from '../port.ts';
import { documentId } from './mapping.ts';

/** A transactions/{id} document: which record paid with the id, and when. */
interface Claim {
  collection: string;
  recordId: string;
  createdAt: Timestamp;
}

/** gRPC status of a `create` that finds its document already there. */
const ALREADY_EXISTS = 6;

/** transactions/{normalised id}: the claim of a bKash transaction id. */
export function claimOf(db: Firestore, raw: unknown) {
  const key = normalizeTransactionId(typeof raw === 'string' ? raw : '');
  return db.collection(COLLECTIONS.transactions).doc(documentId(key));
}

/**
 * Claims the transaction id for the record inside `tx` (reads come first in a Firestore
 * transaction, so call it before any write). `create` would also fail on an existing claim at
 * commit; reading it first gives the clean error and makes a racing claim retry and then fail.
 */
export async function claimTransactionId(db: Firestore, tx: Transaction, claimant: Claim, raw: unknown) {
  const claim = claimOf(db, raw);
  if ((await tx.get(claim)).exists) throw new TransactionIdUsedError();
  tx.create(claim, claimant);
}

export function claimRepository(db: Firestore): TransactionClaimRepository {
  return {
    async find(transactionId) {
      const key = normalizeTransactionId(transactionId);
      if (!isFirestoreDocumentId(key)) return null;
      return claimFromDocument(key, (await claimOf(db, key).get()).data());
    },
  };
}

/**
 * A transaction's reads should catch an existing claim or guard; should a commit still find one
 * (gRPC ALREADY_EXISTS), it is the same conflict.
 */
export function rethrowAlreadyExists(conflict: () => Error) {
  return (error: unknown): never => {
    if ((error as { code?: unknown } | null)?.code === ALREADY_EXISTS) throw conflict();
    throw error;
  };
}
