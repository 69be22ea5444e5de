// Firestore document -> wire record, shared by the Cloud Function's store (firebase-admin) and the
// SPA's adapter (the web SDK). No SDK import: the two SDKs' Timestamps are different classes, so a
// Timestamp is recognised by its `toDate()`.
//
// A document is the wire record without `_id` (the document id is the `_id`), holding only the
// entity's own fields: a field the model does not know is never returned, so a document written
// by another client (the console, say) never leaks extra fields into the portal.
import { RECORD_FIELDS, type RecordKind, type RecordTypes } from './firestore-layout.ts';
import type { TransactionClaim } from './transaction-id.ts';
import { isUrlSafeDocumentId } from './document-id.ts';

/** A Firestore Timestamp of either SDK, seen structurally. */
export interface TimestampLike {
  toDate(): Date;
}

export function isTimestampLike(value: unknown): value is TimestampLike {
  return typeof value === 'object' && value !== null && typeof (value as TimestampLike).toDate === 'function';
}

/** A stored value as the wire has it: a Timestamp as an ISO string, null as absent. */
function wireValue(value: unknown): unknown {
  if (isTimestampLike(value)) return value.toDate().toISOString();
  return value === null ? undefined : value;
}

/**
 * The wire record of a document: `_id` from the document id, the entity's fields only, every
 * Timestamp as an ISO string, nulls dropped. Without a `createdAt` string, `fallbackCreatedAt`
 * (the document's own creation time, when the caller has it) or '' stands in, so sorting never breaks.
 */
export function recordFromDocument<K extends RecordKind>(
  kind: K,
  id: string,
  data: Record<string, unknown>,
  fallbackCreatedAt = '',
): RecordTypes[K] {
  const record: Record<string, unknown> = { _id: id };
  for (const field of Object.keys(RECORD_FIELDS[kind])) {
    const value = wireValue(data[field]);
    if (value !== undefined) record[field] = value;
  }
  if (typeof record.createdAt !== 'string') record.createdAt = fallbackCreatedAt;
  return record as unknown as RecordTypes[K];
}

/**
 * A transactions/{key} document as a claim, or null when it is not one of a paid request (or its
 * record id could name another path).
 */
export function claimFromDocument(key: string, data: Record<string, unknown> | undefined): TransactionClaim | null {
  const collection = data?.collection;
  const recordId = data?.recordId;
  if ((collection !== 'tokenPurchases' && collection !== 'hallFees') || !isUrlSafeDocumentId(recordId)) return null;
  const created = data?.createdAt;
  const claimedAt = isTimestampLike(created)
    ? created.toDate().toISOString()
    : typeof created === 'string'
      ? created
      : null;
  return { transactionId: key, collection, recordId, claimedAt };
}
