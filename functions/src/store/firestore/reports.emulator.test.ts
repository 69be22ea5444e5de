// The reports contract (issue 32) on the real Cloud Firestore emulator, in its own project (the
// `firebase` project of `npm test` starts the emulator; files run one at a time).
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { LOCAL_PROJECT_ID } from '@hall/model';
import { describeReportsContract } from '../reports-contract.ts';
import { asBucket, FakeBucket } from './fake-firestore.ts';
import { openFirestoreStore } from './firestore-store.ts';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!firestoreHost)
  throw new Error('FIRESTORE_EMULATOR_HOST is not set: `npm test` runs this file inside the emulators.');
let apps = 0;

describeReportsContract(`Firestore store on the Firestore emulator (${firestoreHost})`, async () => {
  const projectId = `${LOCAL_PROJECT_ID}-reports-contract`;
  const reset = await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!reset.ok) throw new Error(`could not clear the Firestore emulator: HTTP ${reset.status}`);
  const app = initializeApp({ projectId }, `reports-contract-${++apps}`);
  // The reports read no files: the in-memory bucket stands in for Storage.
  const store = openFirestoreStore(getFirestore(app), asBucket(new FakeBucket()));
  return {
    store,
    async close() {
      await store.close();
      await deleteApp(app);
    },
  };
});
