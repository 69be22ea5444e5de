/**
 * The production store: Firestore and Cloud Storage through the Admin SDK, with the same
 * behaviour as the SQLite store (sqlite/sqlite-store.ts). The Admin SDK bypasses security
 * rules: the API's own policy checks guard every call that reaches this store. This file
 * assembles it: records.ts (record collections, their pages in the hall model's
 * approved-then-pending order), claims.ts, users.ts, idempotency.ts, files.ts, activity.ts.
 *
 * Layout (names in COLLECTIONS; firestore.rules use the same ones):
 * - users/{_id}, tokenPurchases/{_id}, hallFees/{_id}, roomAllotments/{_id}, complaints/{_id},
 *   notices/{_id}, contactMessages/{_id}: the wire record without `_id` (see mapping.ts), the
 *   document id being the `_id` (newId(): 24 hex digits), `createdAt` an ISO string.
 * - transactions/{normalised bKash transaction id}: { collection, recordId, createdAt }, created
 *   in the same transaction as the paid request it pays for. A transaction id pays once across
 *   tokenPurchases and hallFees; deleting or rejecting an unapproved request releases its claim, deleting an approved one keeps it.
 * - users/{uid}: keyed by the Auth uid the route passes (so that firestore.rules can find the
 *   caller's profile with get(users/$(request.auth.uid)) and the SPA writes the same layout);
 *   a user inserted without one (demo seeding) gets a new id.
 * - userEmails/{lowercased e-mail}: { userId, createdAt }, the one-user-per-e-mail guard, created
 *   in the same transaction as the user (the SPA: the same batch), so a second user with that
 *   e-mail fails (DuplicateUserError). Uniqueness thus rests on one document's existence, which
 *   transactions check reliably (and rules can, with existsAfter()), rather than on a query
 *   finding nothing. Removing a user (the admin, for a student recreated in Auth) deletes the
 *   guard with it when the guard points to that user.
 *
 * - idempotencyKeys/{sha256(caller, key)}: { answer (JSON), createdAt, expiresAt }, the answers to
 *   POSTs sent with an Idempotency-Key; only the API reads or writes them (the rules allow no
 *   client). `expiresAt` is for a Firestore TTL policy on the collection; reads ignore expired ones.
 * - diningStaff, mealDays, mealSwitches, servings, diningDays: the dining hall's day (dining.ts).
 * - rooms, roomNews: the hall's rooms (rooms.ts); who lives where is the approved roomAllotments.
 * - The office's reports (reports.ts, reports-queue.ts) read these and write nothing; history.ts
 *   seeds past records (the demo's year of payments) in this same layout.
 * Indexes (for firestore.indexes.json). Owner lists query where(owner == e-mail) ordered by
 * `createdAt` descending, which needs one composite index per owned collection:
 *   tokenPurchases, hallFees, roomAllotments, complaints: (email ASC, createdAt DESC)
 *   contactMessages:                                      (senderEmail ASC, createdAt DESC)
 * Everything else uses Firestore's automatic single-field indexes: the full lists order by
 * `createdAt` (descending; users ascending), and findByEmail filters users on `email`.
 * "Approved first" is a stable partition in memory for the unpaged lists. Pages and counts
 * (decision 016) add, per request collection: (status, createdAt DESC) for the approved part,
 * (createdAt DESC, id) and (status, createdAt DESC, id) for the id-prefix range, (status, id) for
 * its approved count, (email, status, createdAt DESC) for a student's approved history.
 * The dining day (dining.ts): (status, End_date, Start_date) on tokenPurchases for the tokens
 * covering a day, (tokenId, at DESC) on mealSwitches for a token's history.
 * The reports (reports.ts): (status, amount, createdAt) on tokenPurchases for a month's approved
 * tokens of one amount; the rest uses the indexes above or equalities alone.
 * These were written from the query shapes, not yet checked on an emulator (none runs here).
 *
 * Ordering ties: SQLite breaks equal `createdAt` (same millisecond) by insertion order; here
 * Firestore breaks them by document id, which is random. Nobody can tell two requests filed in
 * the same millisecond apart, so this is the one intended difference.
 */
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { App } from 'firebase-admin/app';
import { NOTICE_FOLDER, TOKEN_PDF_FOLDER } from '@hall/model';
import type { Store } from '../port.ts';
import { firestoreActivityLog } from './activity.ts';
import { claimRepository } from './claims.ts';
import { diningRepository } from './dining.ts';
import { fileRepository, tokenFileRepository, type Bucket } from './files.ts';
import { historyLoader } from './history.ts';
import { idempotencyRepository } from './idempotency.ts';
import { recordCollection } from './records.ts';
import { reportsRepository } from './reports.ts';
import { roomRepository } from './rooms.ts';
import { userRepository } from './users.ts';

export type { Bucket } from './files.ts';

/** The store on the given database and bucket (the Cloud Function passes the project's defaults). */
export function openFirestoreStore(db: Firestore, bucket: Bucket): Store {
  return {
    users: userRepository(db),
    tokenPurchases: recordCollection(db, 'tokenPurchases', true),
    hallFees: recordCollection(db, 'hallFees', true),
    roomAllotments: recordCollection(db, 'roomAllotments', false),
    complaints: recordCollection(db, 'complaints', false),
    notices: recordCollection(db, 'notices', false),
    contactMessages: recordCollection(db, 'contactMessages', false),
    transactionClaims: claimRepository(db),
    activity: firestoreActivityLog(db),
    idempotency: idempotencyRepository(db),
    noticeFiles: fileRepository(bucket, NOTICE_FOLDER),
    tokenFiles: tokenFileRepository(bucket, TOKEN_PDF_FOLDER),
    dining: diningRepository(db),
    rooms: roomRepository(db),
    reports: reportsRepository(db),
    history: historyLoader(db),
    async ping() {
      // Lists collection ids: answers only when the database does, and reads no document.
      await db.listCollections();
    },
    async close() {
      await db.terminate();
    },
  };
}

/** The store on the app's default Firestore database and default Storage bucket. */
export function openDefaultFirestoreStore(app: App): Store {
  return openFirestoreStore(getFirestore(app), getStorage(app).bucket());
}
