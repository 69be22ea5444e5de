// The error codes of `{ error: { code, message, fields? } }`: the API answers with them, and both
// SPA adapters (HTTP and Firestore) report failures with the same codes, so a page handles one set.

/**
 * Every code a data call can fail with: the API's wire codes, and two only the SPA produces
 * (`network_error`: the back end was not reached; `http_error`: an answer without the error
 * shape, say from a proxy).
 */
export type ErrorCode =
  | 'already_decided'
  | 'already_housed'
  | 'already_served'
  | 'auth_unavailable'
  | 'bad_path'
  | 'bad_request'
  | 'conflict'
  | 'email_unverified'
  | 'file_too_large'
  | 'forbidden'
  | 'headers_too_large'
  | 'host_not_allowed'
  | 'idempotency_key_reused'
  | 'idempotency_key_running'
  | 'in_another_group'
  | 'internal'
  | 'meal_day_locked'
  | 'meal_switched_off'
  | 'no_sitting'
  | 'not_valid_today'
  | 'invalid_body'
  | 'invalid_idempotency_key'
  | 'invalid_json'
  | 'invalid_query'
  | 'method_not_allowed'
  | 'storage_unavailable'
  | 'no_profile'
  | 'not_approved'
  | 'not_found'
  | 'not_invited'
  | 'not_pdf'
  | 'payload_too_large'
  | 'request_timeout'
  | 'room_full'
  | 'room_occupied'
  | 'roommates_pending'
  | 'too_many_requests'
  | 'unauthenticated'
  | 'unavailable'
  | 'unknown_room'
  | 'unsupported_encoding'
  | 'unsupported_media_type'
  | 'network_error'
  | 'http_error';
