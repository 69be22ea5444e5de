// Past records for the browser journeys (issue 32): no route files a request in the past, so they
// go through the store port's history loader straight into the store the journeys' portal reads:
// the local portal's SQLite (another connection on its data folder; the server sees other
// processes' commits) or, in firebase mode, the Firestore emulator.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { inject } from 'vitest';
import {
  LOCAL_PROJECT_ID,
  type ActivityActor,
  type ActivityEntry,
  type HallFee,
  type TokenPurchase,
} from '@hall/model';
import { decidedPayment } from '@hall/functions/demo-data';
import { asBucket, FakeBucket, openFirestoreStore } from '@hall/functions/firestore-store';
import { newId, openSqliteStore } from '@hall/functions/local-server';

/** What the history loader takes: records with their own ids and times, and the log's entries. */
export type PastRecords = Parameters<ReturnType<typeof openSqliteStore>['history']['load']>[0];

let apps = 0;

/** Loads `records` into the journeys' portal's store. */
export async function loadPastRecords(records: PastRecords): Promise<void> {
  const dataDir = inject('portalDataDir');
  if (dataDir) {
    const store = openSqliteStore(dataDir);
    try {
      await store.history.load(records);
    } finally {
      await store.close();
    }
    return;
  }
  const app = initializeApp({ projectId: LOCAL_PROJECT_ID }, `journey-history-${++apps}`);
  const store = openFirestoreStore(getFirestore(app), asBucket(new FakeBucket()));
  try {
    await store.history.load(records);
  } finally {
    await store.close();
    await deleteApp(app);
  }
}

/**
 * A payment filed at `filedAt`, as the API would have stored it; with `decided`, as the office
 * decided it then (approved, or rejected with `rejectReason`) with the log's entries.
 */
export function pastPayment<T extends TokenPurchase | HallFee>(
  kind: 'tokenPurchases' | 'hallFees',
  filed: Omit<T, '_id' | 'createdAt' | 'status'>,
  filedAt: Date,
  office: ActivityActor,
  decided?: { at: Date; rejectReason?: string },
): { record: T; activity: ActivityEntry[] } {
  const record = { ...filed, _id: newId(), createdAt: filedAt.toISOString() } as T;
  return decided ? decidedPayment(kind, record, decided.at, office, decided.rejectReason) : { record, activity: [] };
}
