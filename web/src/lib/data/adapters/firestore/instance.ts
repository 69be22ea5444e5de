// The Firestore instances of the signed-in app, wired to the emulators when the build says so:
// Firestore Lite for reads and writes, Storage (loaded only when a PDF moves) and the full SDK
// (loaded only for live listeners). Each may be connected to its emulator only once.
import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore/lite';
import type { FirebaseApp } from 'firebase/app';
import { env } from '../../../../config/env.ts';

/** host:port of an emulator, as connectFirestoreEmulator / connectStorageEmulator take it. */
function hostAndPort(value: string): [string, number] {
  const at = value.lastIndexOf(':');
  return [value.slice(0, at), Number(value.slice(at + 1))];
}

const liteDatabases = new WeakMap<object, Firestore>();
const connectedBuckets = new WeakSet<object>();
const connectedListeners = new WeakSet<object>();

/** The app's Firestore Lite instance (initializeFirestore may run only once per app). */
export function liteFirestoreOf(app: FirebaseApp): Firestore {
  let db = liteDatabases.get(app);
  if (!db) {
    db = initializeFirestore(app, {});
    if (env.firestoreEmulatorHost) connectFirestoreEmulator(db, ...hostAndPort(env.firestoreEmulatorHost));
    liteDatabases.set(app, db);
  }
  return db;
}

/** The Storage SDK and the app's bucket, loaded on first use. */
export async function storageOf(app: FirebaseApp) {
  const sdk = await import('firebase/storage');
  const bucket = sdk.getStorage(app);
  if (env.storageEmulatorHost && !connectedBuckets.has(bucket)) {
    sdk.connectStorageEmulator(bucket, ...hostAndPort(env.storageEmulatorHost));
    connectedBuckets.add(bucket);
  }
  return { sdk, bucket };
}

/** The full SDK's instance for live listeners (Firestore Lite has none), loaded on first use. */
export async function listeningFirestoreOf(app: FirebaseApp) {
  const { getFirestore, connectFirestoreEmulator: connect } = await import('firebase/firestore');
  const db = getFirestore(app);
  if (env.firestoreEmulatorHost && !connectedListeners.has(db)) {
    connect(db, ...hostAndPort(env.firestoreEmulatorHost));
    connectedListeners.add(db);
  }
  return db;
}
