// Wire record <-> Firestore document for the Admin SDK, as pure functions (no I/O; see
// mapping.test.ts). Reading is the hall model's (recordFromDocument, shared with the SPA);
// writing is this side's: the SPA writes the server's timestamp, the API its own clock's.
//
// A document is the wire record without `_id` (the document id is the `_id`), holding only the
// entity's own fields. The owner's e-mail (`email`, or `senderEmail` on contact messages) is stored
// lowercased, because owner queries compare it exactly. `createdAt` is stored as a Timestamp,
// like the SPA's serverTimestamp() (the rules accept only the server's time), so both back ends'
// records sort together; it is read back as an ISO string, as are older string dates.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  isFirestoreDocumentId,
  OWNER_FIELD,
  RECORD_FIELDS,
  recordFromDocument,
  type RecordKind,
  type RecordTypes,
} from '@hall/model';

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
 * The wire record of a document (the hall model's mapping). Without a `createdAt` field, the
 * document's own creation time (when given) stands in for it.
 */
export function fromDocument<K extends RecordKind>(
  kind: K,
  id: string,
  data: DocumentData,
  createTime?: Timestamp,
): RecordTypes[K] {
  return recordFromDocument(kind, id, data, createTime?.toDate().toISOString());
}

/**
 * Document data with its Timestamp `createdAt` as the ISO text wire records carry, so that an
 * activity entry's `about` keeps when the request was filed (issue 32: the time to decision).
 */
export const withIsoCreatedAt = (data: DocumentData): DocumentData =>
  data.createdAt instanceof Timestamp ? { ...data, createdAt: data.createdAt.toDate().toISOString() } : data;

/** The wire record of a read document that exists. */
export function fromSnapshot<K extends RecordKind>(
  kind: K,
  snapshot: { id: string; data(): DocumentData | undefined; createTime?: Timestamp },
): RecordTypes[K] {
  return fromDocument(kind, snapshot.id, snapshot.data() ?? {}, snapshot.createTime);
}

/**
 * `value` as a document id (a transaction key, an e-mail), or an error. Validated input never
 * fails this; it is a last guard so that no value can name another path.
 */
export function documentId(value: string): string {
  if (!isFirestoreDocumentId(value)) throw new Error(`cannot be a document id: ${JSON.stringify(value)}`);
  return value;
}

/** Whether writing `patch` over `before` would change any value. */
export function changesAnything(before: object, patch: DocumentData): boolean {
  const current = before as Record<string, unknown>;
  return Object.entries(patch).some(([field, value]) => JSON.stringify(current[field]) !== JSON.stringify(value));
}
