// The reports contract (issue 32) on the Firestore store's in-memory double; on the emulator:
// reports.emulator.test.ts.
import { describeReportsContract } from '../reports-contract.ts';
import { asBucket, asFirestore, FakeBucket, FakeFirestore } from './fake-firestore.ts';
import { openFirestoreStore } from './firestore-store.ts';

describeReportsContract('Firestore store on an in-memory double', async () => {
  const store = openFirestoreStore(asFirestore(new FakeFirestore()), asBucket(new FakeBucket()));
  return { store, close: () => store.close() };
});
