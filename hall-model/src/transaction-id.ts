// A bKash transaction id pays once, across token purchases and hall fees. People retype ids with
// other case or stray spaces, so the uniqueness key ignores both.
import type { HallFee, TokenPurchase } from './entities.ts';

/** The key under which a transaction id is unique: whitespace removed, uppercased. */
export function normalizeTransactionId(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** The paid collections whose requests claim a transaction id (Firestore names). */
export type PaidCollectionName = 'tokenPurchases' | 'hallFees';

/** Who holds a transaction id: the claim made when a paid request was filed. */
export interface TransactionClaim {
  /** The normalised id (the claim's key). */
  transactionId: string;
  collection: PaidCollectionName;
  recordId: string;
  /**
   * When the claim was made (ISO), the same moment as the request's `createdAt`; null for a claim
   * older than this record whose request is gone (SQLite kept no time for it).
   */
  claimedAt: string | null;
}

/**
 * The administrator's search by transaction id (GET /api/transactions/{id}): the claim and the
 * request that made it; `record` is null when that request was cleared after approval (the id
 * stays spent).
 */
export interface TransactionLookup extends TransactionClaim {
  record: TokenPurchase | HallFee | null;
}
