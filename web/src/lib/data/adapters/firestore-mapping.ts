// Wire records <-> Firestore documents for the SPA's Firestore adapter, as pure functions (no
// SDK import, so they are unit-tested here without an emulator: firestore-mapping.test.ts).
//
// The layout is the API's Firestore store's (functions/src/store/firestore/firestore-store.ts,
// COLLECTIONS) and the rules' (firestore.rules): a document is the wire record without `_id`
// (the document id), owner e-mails lowercased, `createdAt` the server's Timestamp (read back as an ISO string).
import {
  fieldErrors,
  messages,
  NOTICE_MAX_BYTES,
  normalizeTransactionId,
  isSafePdfName,
  NOTICE_FOLDER,
  RECORD_FIELDS,
  TOKEN_PDF_FOLDER,
  type RecordKind,
  type ErrorCode,
  type RecordTypes,
  type TransactionClaim,
} from '@hall/model';
import type { z } from 'zod/mini';
import { DataError } from '../port.ts';

/** A Firestore Timestamp, seen structurally (this module does not import the SDK). */
interface TimestampLike {
  toDate(): Date;
}

function isTimestamp(value: unknown): value is TimestampLike {
  return typeof value === 'object' && value !== null && typeof (value as TimestampLike).toDate === 'function';
}

/**
 * The wire record of a document: `_id` from the document id, the entity's own fields only (a
 * field written by someone else never leaks out), Timestamps as ISO strings, nulls dropped.
 */
export function recordFromDocument<K extends RecordKind>(
  kind: K,
  id: string,
  data: Record<string, unknown>,
): RecordTypes[K] {
  const record: Record<string, unknown> = { _id: id };
  for (const field of Object.keys(RECORD_FIELDS[kind])) {
    const raw = data[field];
    const value = isTimestamp(raw) ? raw.toDate().toISOString() : raw;
    if (value !== undefined && value !== null) record[field] = value;
  }
  if (typeof record.createdAt !== 'string') record.createdAt = '';
  return record as unknown as RecordTypes[K];
}

/** The owner fields a student's record copies from their own profile (users/{uid}). */
export interface Owner {
  name: string;
  email: string;
  id: string;
}

/**
 * A new owned record's document: the owner's name, lowercased e-mail and student id, the checked
 * input, and `createdAt` (serverTimestamp(): the rules accept only the server's time). Nothing else: the rules refuse any other field (status included).
 */
export function ownedDocument<I extends object>(owner: Owner, input: I, createdAt: unknown): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) if (value !== undefined) document[field] = value;
  return { ...document, name: owner.name, email: owner.email.toLowerCase(), id: owner.id, createdAt };
}

/**
 * A new record's document id: 24 hex digits, the API's `_id` shape (functions/src/store/ids.ts),
 * so a record filed in the SPA can also be approved or cleared through the REST contract.
 */
export function newRecordId(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return Array.from(random(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** transactions/{key}: the claim that makes a bKash transaction id pay once. */
export function transactionClaimId(transactionId: string): string {
  return normalizeTransactionId(transactionId);
}

/** A transactions/{key} document as a claim, or null when it is not one of a paid request. */
export function claimFromDocument(key: string, data: Record<string, unknown> | undefined): TransactionClaim | null {
  const collection = data?.collection;
  const recordId = data?.recordId;
  if (
    (collection !== 'tokenPurchases' && collection !== 'hallFees') ||
    typeof recordId !== 'string' ||
    !/^[A-Za-z0-9_-]{1,128}$/.test(recordId)
  ) {
    return null;
  }
  const created = data?.createdAt;
  const claimedAt = isTimestamp(created)
    ? created.toDate().toISOString()
    : typeof created === 'string'
      ? created
      : null;
  return { transactionId: key, collection, recordId, claimedAt };
}

/** Where a notice's PDF lives in the bucket. */
export function noticeObjectPath(fileName: string): string {
  if (!isSafePdfName(fileName)) throw new DataError({ status: 404, code: 'not_found', message: messages.api.notFound });
  return `${NOTICE_FOLDER}/${fileName}`;
}

/** Where the token PDF attached to a purchase lives: readable by the admin and the owner. */
export function tokenPdfObjectPath(ownerEmail: string, fileName: string): string {
  if (!isSafePdfName(fileName)) throw new Error(`unsafe file name: ${fileName}`);
  return `${TOKEN_PDF_FOLDER}/${ownerEmail.toLowerCase()}/${fileName}`;
}

/**
 * Checks an upload before it leaves the browser, as the API does on arrival: a PDF (by its
 * first bytes, not its name) of at most NOTICE_MAX_BYTES. `head` is the file's first 5 bytes.
 */
export function pdfProblem(size: number, head: Uint8Array): DataError | null {
  if (size > NOTICE_MAX_BYTES) {
    return new DataError({ status: 413, code: 'file_too_large', message: messages.api.fileTooLarge });
  }
  const magic = String.fromCharCode(...head.subarray(0, 5));
  if (size === 0 || magic !== '%PDF-') {
    return new DataError({ status: 400, code: 'not_pdf', message: messages.api.notPdf });
  }
  return null;
}

/** A refused body, shaped like the API's 400 (per-field messages in `fields`). */
export function invalidBody(error: z.core.$ZodError): DataError {
  return new DataError({
    status: 400,
    code: 'invalid_body',
    message: messages.api.invalidBody,
    fields: fieldErrors(error),
  });
}

/**
 * Why the rules refused a write, when the adapter could find out: after a refused batch it reads
 * the claim (transactions/{ID}) or the e-mail guard (userEmails/{e-mail}) it tried to create, and
 * only when that exists does the refusal get the specific reason. Anything else is a refusal.
 */
export type RefusalReason = 'transaction-id-claimed' | 'e-mail-claimed' | 'unknown';

/** True when Firestore or Storage refused the call (the rules said no). */
export function isRefusal(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? '').replace(/^(firestore|storage)\//, '');
  return code === 'permission-denied' || code === 'unauthorized';
}

/** A Firestore/Storage error as a DataError with the API's status codes. */
export function dataErrorOf(error: unknown, reason: RefusalReason = 'unknown'): DataError {
  if (error instanceof DataError) return error;
  const code = String((error as { code?: unknown } | null)?.code ?? '').replace(/^(firestore|storage)\//, '');
  const make = (status: number, code: ErrorCode, message: string) =>
    new DataError({ status, code, message }, { cause: error });
  switch (code) {
    case 'permission-denied':
    case 'unauthorized':
    case 'already-exists':
      if (reason === 'transaction-id-claimed') return make(409, 'conflict', messages.api.transactionIdUsed);
      if (reason === 'e-mail-claimed') return make(409, 'conflict', messages.api.userExists);
      return make(403, 'forbidden', messages.api.forbidden);
    case 'unauthenticated':
      return make(401, 'unauthenticated', messages.api.unauthenticated);
    case 'not-found':
    case 'object-not-found':
      return make(404, 'not_found', messages.api.notFound);
    case 'resource-exhausted':
    case 'quota-exceeded':
      return make(429, 'too_many_requests', messages.api.tooManyRequests);
    case 'unavailable':
    case 'retry-limit-exceeded':
      return make(0, 'network_error', messages.api.unreachable);
    default:
      return make(500, 'internal', messages.api.internal);
  }
}
