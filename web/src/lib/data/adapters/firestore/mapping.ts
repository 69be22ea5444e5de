// Records -> Firestore documents and Storage paths for the SPA's Firestore adapter, as pure
// functions (no SDK import, so they are unit-tested without an emulator: mapping.test.ts).
// Reading a document back is the hall model's recordFromDocument, shared with the API's store.
//
// The layout is the API's Firestore store's (functions/src/store/firestore/firestore-store.ts,
// COLLECTIONS) and the rules' (firestore.rules): a document is the wire record without `_id`
// (the document id), owner e-mails lowercased, `createdAt` the server's Timestamp.
import {
  messages,
  NOTICE_MAX_BYTES,
  normalizeTransactionId,
  isSafePdfName,
  NOTICE_FOLDER,
  TOKEN_PDF_FOLDER,
} from '@hall/model';
import { DataError } from '../../port.ts';

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

/**
 * The record id of a submission sent with an Idempotency-Key (32 hex digits, http-transport.ts):
 * its first 24, the same shape as newRecordId's, so every send of it names the same document.
 */
export function recordIdOfKey(key: string): string {
  if (!/^[0-9a-f]{32}$/.test(key)) throw new Error('An Idempotency-Key is 32 hex digits.');
  return key.slice(0, 24);
}

/** transactions/{key}: the claim that makes a bKash transaction id pay once. */
export function transactionClaimId(transactionId: string): string {
  return normalizeTransactionId(transactionId);
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
