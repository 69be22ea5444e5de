// The id checks of the portal's records and documents, one module for every side: the API's
// routes, the Cloud Function's Firestore store and the SPA's Firestore adapter. Each says what it
// accepts; an id that fails one names nothing there, so the caller answers 404 (or finds nothing).

const RECORD_ID = /^[0-9a-f]{24}$/;
const URL_SAFE_DOCUMENT_ID = /^[A-Za-z0-9_-]{1,128}$/;
const FIRESTORE_ID_MAX_BYTES = 1500;

/** The `_id` the portal gives a record: 24 lowercase hex digits (the API's newId, the SPA's newRecordId). */
export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && RECORD_ID.test(value);
}

/**
 * A document id the SPA sends to Firestore: letters, digits, `_` and `-` (records, uids, claims'
 * record ids), so nothing read from a page or a document can name another path.
 */
export function isUrlSafeDocumentId(value: unknown): value is string {
  return typeof value === 'string' && URL_SAFE_DOCUMENT_ID.test(value);
}

/**
 * Firestore's own rule for a document id (an e-mail, a transaction key): not empty, at most
 * 1,500 bytes of UTF-8, no `/`, not `.` or `..`, not `__name__`-shaped (reserved).
 */
export function isFirestoreDocumentId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    utf8Length(value) <= FIRESTORE_ID_MAX_BYTES &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value)
  );
}

/** UTF-8 byte length without TextEncoder (the model has no platform globals). */
function utf8Length(value: string): number {
  let bytes = 0;
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
