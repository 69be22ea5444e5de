// The data port over Firestore and Cloud Storage (VITE_BACKEND=firebase). Loaded with a dynamic
// import only in firebase mode, so the local build never fetches it.
import type { Auth } from 'firebase/auth';
import type { DataPort } from '../port.ts';

export interface FirestoreAdapterOptions {
  /** The signed-in app's Auth instance; its `app` is the Firebase app to use. */
  getAuthInstance: () => Promise<Auth>;
}

export async function createFirestoreDataPort(_options: FirestoreAdapterOptions): Promise<DataPort> {
  throw new Error('The Firestore adapter is not built yet.');
}
