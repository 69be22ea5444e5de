// Entry point `@hall/web/firestore-shapes`: the documents and queries the Firestore adapter sends,
// for the tests that hold them to firestore.rules and count their reads (tests/rules, tests/costs).
// Not re-exported from index.ts: live.ts loads the full Firestore SDK, which the adapter's own
// chunk leaves out until live changes are watched.
export { liveQueries, OFFICE_LIVE_SINCE_MS } from './live.ts';
export { watchDiningDay } from './dining-live.ts';
export { watchRoomNews } from './rooms-live.ts';
export { ownedDocument, transactionClaimId } from './mapping.ts';
