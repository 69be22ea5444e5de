// Messages only the API sends, about HTTP mechanics no page of the SPA produces itself (the SPA
// shows what the server says): a module of their own, so the SPA's bundle leaves them out.
export const serverMessages = {
  invalidIdempotencyKey:
    'The Idempotency-Key header must be 1 to 128 letters, digits, dots, colons, dashes or underscores.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyKeyRunning: 'A request with this Idempotency-Key is still being handled: try again in a moment.',
  storageUnavailable:
    'The portal cannot save anything right now (its disk is full). Nothing was changed; please try again later.',
  contended: 'Other changes were being made to the same records at that moment. Nothing was saved: please try again.',
} as const;
