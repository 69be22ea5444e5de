import { APPROVED_STATUS, REJECTED_STATUS } from '@hall/model';

interface Ordered {
  createdAt: string;
  status?: string;
}

export const isApproved = (record: { status?: string }): boolean => record.status === APPROVED_STATUS;
export const isRejected = (record: { status?: string }): boolean => record.status === REJECTED_STATUS;

/** The API's order: approved first, then newest first (so an approval moves an item up). */
export function approvedFirst<T extends Ordered>(records: readonly T[]): T[] {
  return [...records].sort(
    (a, b) => Number(isApproved(b)) - Number(isApproved(a)) || b.createdAt.localeCompare(a.createdAt),
  );
}

/** Records whose search keys contain `query` (trimmed, ignoring case); all of them for an empty query. */
export function filterByKeys<T>(records: readonly T[], query: string, keysOf: (record: T) => readonly string[]): readonly T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return records;
  return records.filter((record) => keysOf(record).some((key) => key.toLowerCase().includes(needle)));
}
