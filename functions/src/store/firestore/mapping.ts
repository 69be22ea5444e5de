// Wire record <-> Firestore document, as pure functions (no I/O; see mapping.test.ts).
//
// A document is the wire record without `_id` (the document id is the `_id`), holding only the
// entity's own fields: a field the model does not know is neither written nor returned, so a
// document written by another client (the SPA, the console) never leaks extra fields into the
// REST answers. The owner's e-mail (`email`, or `senderEmail` on contact messages) is stored
// lowercased, because owner queries compare it exactly. `createdAt` is stored as a Timestamp,
// like the SPA's serverTimestamp() (the rules accept only the server's time), so both back ends'
// records sort together; it is read back as an ISO string, as are older string dates.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { OWNER_FIELD, RECORD_FIELDS, type RecordKind, type RecordTypes } from '@hall/model';

/**
 * The document for a record (or for part of one: an update's changes). Drops `_id`, unknown
 * fields and undefined values (Firestore refuses undefined); lowercases the owner's e-mail.
 */
export function toDocument<K extends RecordKind>(kind: K, record: Partial<RecordTypes[K]>): DocumentData {
  const fields = RECORD_FIELDS[kind] as Record<string, true>;
  const owner = OWNER_FIELD[kind];
  const document: DocumentData = {};
  for (const [field, value] of Object.entries(record)) {
    if (!Object.hasOwn(fields, field) || value === undefined) continue;
    document[field] = field === owner && typeof value === 'string' ? value.toLowerCase() : value;
  }
  if (typeof document.createdAt === 'string') document.createdAt = timestampOf(document.createdAt);
  return document;
}

/** An ISO date-time as the Timestamp Firestore stores (to the millisecond, as the ISO string). */
export function timestampOf(iso: string): Timestamp {
  return Timestamp.fromDate(new Date(iso));
}

/**
 * The wire record of a document: `_id` from the document id, the entity's fields only, every
 * Timestamp as an ISO string. Without a `createdAt` field, the document's own creation time
 * (when given) stands in for it.
 */
export function fromDocument<K extends RecordKind>(
  kind: K,
  id: string,
  data: DocumentData,
  createTime?: Timestamp,
): RecordTypes[K] {
  const fields = RECORD_FIELDS[kind] as Record<string, true>;
  const createdAt = plain(data.createdAt) ?? createTime?.toDate().toISOString() ?? '';
  const record: Record<string, unknown> = { _id: id, createdAt };
  for (const field of Object.keys(fields)) {
    if (field === 'createdAt') continue;
    const value = plain(data[field]);
    if (value !== undefined) record[field] = value;
  }
  return record as unknown as RecordTypes[K];
}

function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  return value === null ? undefined : value;
}

/**
 * `value` as a document id (a transaction key, an e-mail), or an error. Validated input never
 * fails this; it is a last guard so that no value can name another path.
 */
export function documentId(value: string): string {
  const valid =
    value.length > 0 &&
    Buffer.byteLength(value, 'utf8') <= 1500 &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value);
  if (!valid) throw new Error(`cannot be a document id: ${JSON.stringify(value)}`);
  return value;
}
