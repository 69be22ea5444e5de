// Seeding past records (the demo's year of payments, the reports contract; issue 32): the documents
// exactly as the store writes them when a request is filed and decided (mapping.ts, claims.ts,
// users.ts, activity.ts), with the records' own ids and times, in batches of 500 writes.
import { Timestamp, type DocumentData, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, REJECTED_STATUS, type ActivityEntry, type HallFee, type TokenPurchase } from '@hall/model';
import type { HistoryLoader } from '../port.ts';
import { claimOf } from './claims.ts';
import { documentId, timestampOf, toDocument } from './mapping.ts';

/** Firestore's most writes in one batch. */
const BATCH_WRITES = 500;

export function historyLoader(db: Firestore): HistoryLoader {
  return {
    async load(records) {
      const writes: Array<[DocumentReference, DocumentData]> = [];
      for (const user of records.users ?? []) {
        const data = toDocument('users', user);
        writes.push([db.collection(COLLECTIONS.users).doc(documentId(user._id)), data]);
        // The one-user-per-e-mail guard, as users.ts creates it with the profile.
        writes.push([
          db.collection(COLLECTIONS.userEmails).doc(documentId(String(data.email))),
          { userId: user._id, createdAt: data.createdAt },
        ]);
      }
      const paid = (kind: 'tokenPurchases' | 'hallFees', list: readonly (TokenPurchase | HallFee)[]) => {
        for (const record of list) {
          writes.push([db.collection(COLLECTIONS[kind]).doc(documentId(record._id)), toDocument(kind, record)]);
          // A rejected request gave its transaction id back; a pending or approved one holds it.
          if (record.status !== REJECTED_STATUS)
            writes.push([
              claimOf(db, record.Transaction_id),
              { collection: COLLECTIONS[kind], recordId: record._id, createdAt: timestampOf(record.createdAt) },
            ]);
        }
      };
      paid('tokenPurchases', records.tokenPurchases ?? []);
      paid('hallFees', records.hallFees ?? []);
      for (const allotment of records.roomAllotments ?? [])
        writes.push([
          db.collection(COLLECTIONS.roomAllotments).doc(documentId(allotment._id)),
          toDocument('roomAllotments', allotment),
        ]);
      for (const entry of records.activity ?? [])
        writes.push([db.collection(COLLECTIONS.activity).doc(documentId(entry._id)), activityDocument(entry)]);
      for (let start = 0; start < writes.length; start += BATCH_WRITES) {
        const batch = db.batch();
        // `create`, as the store does: seeding over existing records is a mistake to hear about.
        for (const [ref, data] of writes.slice(start, start + BATCH_WRITES)) batch.create(ref, data);
        await batch.commit();
      }
    },
  };
}

/** An entry as appendActivity writes it: its fields, the time as a Timestamp, no `_id`. */
function activityDocument({ _id, createdAt, about, ...fields }: ActivityEntry): DocumentData {
  return { createdAt: Timestamp.fromDate(new Date(createdAt)), ...fields, ...(about ? { about } : {}) };
}
