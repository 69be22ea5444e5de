import type Database from 'better-sqlite3';
import { normalizeTransactionId } from '@hall/model';
import type { TransactionClaimRepository } from '../port.ts';
import { ensureOpen } from './rows.ts';

/** The `payments` table: one row per claimed transaction id (rows.ts claimSql, records.ts). */
export function claimRepository(db: Database.Database): TransactionClaimRepository {
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
