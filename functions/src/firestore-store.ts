// Entry point `@hall/functions/firestore-store`: the API's Firestore store, its in-memory stand-in
// (the API tests' second back end, the emulators without Storage) and the check of a query
// against firestore.indexes.json (the SPA adapter's tests hold its queries to it).
export { openFirestoreStore, type Bucket } from './store/firestore/firestore-store.ts';
export { asBucket, asFirestore, FakeBucket, FakeFirestore } from './store/firestore/fake-firestore.ts';
export { queryProblem, type QueryShape } from './store/firestore/query-indexes.ts';
