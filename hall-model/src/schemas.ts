// Zod schemas for every write. The SPA checks with them before sending and the API checks again
// on arrival, so both refuse the same input with the same message. Strings are trimmed first;
// objects are strict so a client cannot slip in `status` or other fields it must not set.
// Split by concern: the building blocks (schema-basics.ts), field schemas, the bodies people
// file (form-schemas.ts) and the office's (office-schemas.ts).
export {
  BANGLADESHI_MOBILE,
  BODY_ERROR_KEY,
  cleanText,
  fieldErrors,
  hasVisibleText,
  ID_CHARACTERS,
  isRealDate,
  ROOM_NAME,
  STORED_TRANSACTION_ID_CHARACTERS,
  TRANSACTION_ID_CHARACTERS,
  TRANSACTION_ID_MIN_LENGTH,
} from './schema-basics.ts';
export * from './field-schemas.ts';
export * from './form-schemas.ts';
export * from './office-schemas.ts';
