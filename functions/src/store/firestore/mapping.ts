// Wire record <-> Firestore document, as pure functions (no I/O; see mapping.test.ts).
//
// A document is the wire record without `_id` (the document id is the `_id`), holding only the
// entity's own fields: a field the model does not know is neither written nor returned, so a
// document written by another client (the SPA, the console) never leaks extra fields into the
// REST answers. The owner's e-mail (`email`, or `senderEmail` on contact messages) is stored
// lowercased, because owner queries compare it exactly. `createdAt` is an ISO string, so that
// it sorts as text like the SQLite store's; a Timestamp found in a document (say, written with
// serverTimestamp()) is read back as an ISO string all the same.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type {
  Complaint,
  ContactMessage,
  HallFee,
  Notice,
  RoomAllotment,
  StudentUser,
  TokenPurchase,
} from '@hall/model';

/** The record type kept under each kind (the kinds are also the collection names). */
export interface RecordTypes {
  users: StudentUser;
  tokenPurchases: TokenPurchase;
  hallFees: HallFee;
  roomAllotments: RoomAllotment;
  complaints: Complaint;
  notices: Notice;
  contactMessages: ContactMessage;
}
export type RecordKind = keyof RecordTypes;

type FieldSet<T> = Record<Exclude<keyof T, '_id'>, true>;

const owned = { createdAt: true, name: true, email: true, id: true } as const;

/**
 * Every field of every entity but `_id`. Typed as exactly the entity's keys: adding a field to
 * the model without listing it here (or listing one the model lacks) fails the type check.
 */
export const RECORD_FIELDS: { [K in RecordKind]: FieldSet<RecordTypes[K]> } = {
  users: { ...owned, phone: true },
  tokenPurchases: {
    ...owned,
    Start_date: true,
    End_date: true,
    package1: true,
    amount: true,
    Transaction_id: true,
    bkash_number: true,
    status: true,
    pdfFileName: true,
  },
  hallFees: {
    ...owned,
    month_start: true,
    month_end: true,
    lavel: true,
    term: true,
    Transaction_id: true,
    bkash_number: true,
    status: true,
  },
  roomAllotments: {
    ...owned,
    student_Id_1: true,
    student_Id_2: true,
    student_Id_3: true,
    student_Id_4: true,
    room_1: true,
    room_2: true,
    room_3: true,
    room_4: true,
    pre_room: true,
    apply_date: true,
    status: true,
    SelectedRoom: true,
  },
  complaints: { ...owned, complains: true },
  notices: { createdAt: true, title: true, date: true, fileName: true },
  contactMessages: { createdAt: true, from_name: true, user_email: true, message: true, senderEmail: true },
};

/** The field that names a record's owner (lowercased on write), or null: notices have none. */
export const OWNER_FIELD: { [K in RecordKind]: (keyof RecordTypes[K] & string) | null } = {
  users: 'email',
  tokenPurchases: 'email',
  hallFees: 'email',
  roomAllotments: 'email',
  complaints: 'email',
  notices: null,
  contactMessages: 'senderEmail',
};

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
  return document;
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
