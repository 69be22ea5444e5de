// A request's approval, and the order every list is shown in (both stores, both SPA adapters, the
// dashboard after an approval).
import { APPROVED_STATUS, REJECTED_STATUS } from './constants.ts';

/** Takes any record: those without a status (complaints, notices) are never approved. */
export const isApproved = (record: object): boolean => (record as { status?: unknown }).status === APPROVED_STATUS;

/** Rejected by the office with a reason (decision 031): final, like an approval. */
export const isRejected = (record: object): boolean => (record as { status?: unknown }).status === REJECTED_STATUS;

/** Approved records first, then newest first; records with the same time keep their order. */
export function approvedFirst<T extends { createdAt: string }>(records: readonly T[]): T[] {
  return [...records].sort(
    (a, b) => Number(isApproved(b)) - Number(isApproved(a)) || b.createdAt.localeCompare(a.createdAt),
  );
}
