// The store contract on the real Cloud Firestore emulator (the Admin SDK, as the Cloud Function
// runs it), in the `firebase` project of `npm test`, which starts the emulator. Notice and token
// PDFs go to the Storage emulator where it can run; where it cannot (no Storage rules runtime on
// the machine), to the in-memory bucket, and the suite's name says so.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { LOCAL_PROJECT_ID } from '@hall/model';
import { asBucket, FakeBucket } from './fake-firestore.ts';
import { openFirestoreStore } from './firestore-store.ts';
import { describeStoreContract } from './store-contract.ts';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
if (!firestoreHost)
  throw new Error('FIRESTORE_EMULATOR_HOST is not set: `npm test` runs this file inside the emulators.');
let apps = 0;

describeStoreContract(
  `Firestore store on the Firestore emulator (${firestoreHost}), PDFs ${storageHost ? `on the Storage emulator (${storageHost})` : 'in memory (no Storage emulator here)'}`,
  async () => {
    // Its own project: the Functions emulator's triggers (decision 022) watch the portal's.
    const projectId = `${LOCAL_PROJECT_ID}-store-contract`;
    // Every test starts from an empty database (the emulator's own reset endpoint).
    const reset = await fetch(
      `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    if (!reset.ok) throw new Error(`could not clear the Firestore emulator: HTTP ${reset.status}`);
    const app = initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` }, `store-contract-${++apps}`);
    const bucket = storageHost ? getStorage(app).bucket() : asBucket(new FakeBucket());
    const store = openFirestoreStore(getFirestore(app), bucket);
    return {
      store,
      async close() {
        await store.close();
        await deleteApp(app);
      },
    };
  },
);
