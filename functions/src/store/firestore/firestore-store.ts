/**
 * The production store: Firestore and Cloud Storage through the Admin SDK, with the same
 * behaviour as the SQLite store (sqlite/sqlite-store.ts). The Admin SDK bypasses security
 * rules: the API's own policy checks guard every call that reaches this file.
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
 * These were written from the query shapes, not yet checked on an emulator (none runs here).
 *
 * Ordering ties: SQLite breaks equal `createdAt` (same millisecond) by insertion order; here
 * Firestore breaks them by document id, which is random. Nobody can tell two requests filed in
 * the same millisecond apart, so this is the one intended difference.
 */
import { createHash } from 'node:crypto';
import {
  FieldPath,
  getFirestore,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { getStorage, type Storage } from 'firebase-admin/storage';
import type { App } from 'firebase-admin/app';
import {
  approvedFirst,
  APPROVED_STATUS,
  COLLECTIONS,
  isApproved,
  isSafePdfName,
  newestFirstOrder,
  normalizeTransactionId,
  NOTICE_FOLDER,
  OWNER_FIELD,
  REJECTED_STATUS,
  removalChanges,
  TOKEN_PDF_FOLDER,
  type RecordKind,
  type RecordTypes,
  type StudentUser,
} from '@hall/model';
import {
  DuplicateUserError,
  IDEMPOTENCY_RUNNING_MS,
  IDEMPOTENCY_TTL_MS,
  InvalidCursorError,
  TransactionIdUsedError,
  type Collection,
  type FileRepository,
  type IdempotencyRepository,
  type ListFilter,
  type Page,
  type AnswerKey,
  type KeyHolder,
  type StoredAnswer,
  type NewRecord,
  type Store,
  type TransactionClaimRepository,
  type UserRepository,
  refusesDecision,
  type Audit,
} from '../port.ts';
import { newId } from '../ids.ts';
import { documentId, fromDocument, timestampOf, toDocument } from './mapping.ts';
import { appendActivity, firestoreActivityLog } from './activity.ts';

export type Bucket = ReturnType<Storage['bucket']>;

type CollectionKind = Exclude<RecordKind, 'users'>;

/** A transactions/{id} document: which record paid with the id, and when. */
interface Claim {
  collection: string;
  recordId: string;
  createdAt: Timestamp;
}

/** The API's own collection: no client ever reads it, so it is not in the hall model's layout. */
export const IDEMPOTENCY_COLLECTION = 'idempotencyKeys';

/** gRPC status of a `create` that finds its document already there. */
const ALREADY_EXISTS = 6;

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
    tokenFiles: {
      // tokenPdfs/{owner e-mail}/{name}: the path storage.rules and the SPA's adapter use.
      save: (owner, name, bytes) =>
        fileRepository(bucket, `${TOKEN_PDF_FOLDER}/${documentId(owner.toLowerCase())}`).save(name, bytes),
      read: (owner, name) =>
        fileRepository(bucket, `${TOKEN_PDF_FOLDER}/${documentId(owner.toLowerCase())}`).read(name),
    },
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

function recordCollection<K extends CollectionKind>(db: Firestore, kind: K, paid: boolean): Collection<RecordTypes[K]> {
  type T = RecordTypes[K];
  const records = db.collection(COLLECTIONS[kind]);
  const owner = OWNER_FIELD[kind];
  const read = (snapshot: DocumentSnapshot) => {
    const data = snapshot.data();
    return data ? fromDocument(kind, snapshot.id, data, snapshot.createTime) : null;
  };

  /** The collection narrowed to the owner and the student-id prefix (no order yet). */
  const filtered = (filter: ListFilter): Query => {
    let query: Query = records;
    if (filter.ownerEmail !== undefined && owner) query = query.where(owner, '==', filter.ownerEmail.toLowerCase());
    if (filter.idPrefix !== undefined)
      query = query.where('id', '>=', filter.idPrefix).where('id', '<', `${filter.idPrefix}\uf8ff`);
    return query;
  };
  /** Up to `limit` records of `query`, newest first, after the given record; `more` when others follow. */
  const newestAfter = async (filter: ListFilter, query: Query, after: Position | null, limit: number) => {
    const order = newestFirstOrder(filter.idPrefix === undefined ? null : 'id');
    let ordered = order.reduce((built, field) => built.orderBy(field, 'desc'), query);
    ordered = ordered.orderBy(FieldPath.documentId(), 'desc');
    if (after) {
      const byField = { createdAt: timestampOf(after.createdAt), id: after.studentId };
      ordered = ordered.startAfter(...order.map((field) => byField[field as keyof typeof byField]), after.id);
    }
    const snapshot = await ordered.limit(limit + 1).get();
    const items = snapshot.docs.slice(0, limit).map((doc) => fromDocument(kind, doc.id, doc.data(), doc.createTime));
    return { items, more: snapshot.docs.length > limit };
  };
  const pageOf = (items: T[], next: Cursor | null): Page<T> => ({ items, next: next && writeCursor(next) });
  const subjectOf = (id: string, data: DocumentData, changes: object) => ({
    collection: kind,
    recordId: id,
    studentId: typeof data.id === 'string' ? data.id : null,
    changes,
    record: data,
  });
  /** Deletes the claim (read in the same transaction) and logs the release for an audited change. */
  const release = (tx: Transaction, claim: DocumentReference, id: string, data: DocumentData, audit?: Audit) => {
    tx.delete(claim);
    if (audit)
      appendActivity(
        db,
        tx,
        { ...audit, action: 'transaction_released' },
        subjectOf(id, data, { Transaction_id: claim.id }),
      );
  };

  return {
    async insert(record: NewRecord<T>, audit, answerKey) {
      const _id = newId();
      const createdAt = new Date().toISOString();
      const data = toDocument(kind, { ...record, createdAt } as Partial<T>);
      const ref = records.doc(_id);
      await db
        .runTransaction(async (tx) => {
          if (paid)
            await claimTransactionId(
              db,
              tx,
              { collection: COLLECTIONS[kind], recordId: _id, createdAt: timestampOf(createdAt) },
              data.Transaction_id,
            );
          tx.create(ref, data);
          if (audit) appendActivity(db, tx, audit, subjectOf(_id, data, record));
          if (answerKey) keepAnswer(db, tx, answerKey, _id);
        })
        .catch(rethrowAlreadyExists(() => new TransactionIdUsedError()));
      return fromDocument(kind, _id, data);
    },
    async get(id) {
      if (!isDocumentId(id)) return null;
      return read(await records.doc(id).get());
    },
    async list(options = {}) {
      let query: Query = records;
      if (options.ownerEmail !== undefined) {
        // Notices have no owner: nobody owns any of them (as in SQLite, where the column is null).
        if (!owner) return [];
        query = query.where(owner, '==', options.ownerEmail.toLowerCase());
      }
      const snapshot = await query.orderBy('createdAt', 'desc').get();
      return approvedFirst(snapshot.docs.map((doc) => fromDocument(kind, doc.id, doc.data(), doc.createTime)));
    },
    async page({ limit, after, ...filter }) {
      if (filter.ownerEmail !== undefined && !owner) return { items: [], next: null };
      const cursor = after === undefined ? null : readCursor(after);
      const items: T[] = [];
      // Approved first: the approved records, newest first, then the rest (decision 016).
      if (filter.status !== 'pending' && (cursor === null || cursor.phase === 'approved')) {
        const found = await newestAfter(filter, filtered(filter).where('status', '==', APPROVED_STATUS), cursor, limit);
        items.push(...found.items);
        if (found.more) return pageOf(items, { phase: 'approved', ...positionOf(items.at(-1)!) });
        if (filter.status === 'approved') return pageOf(items, null);
      }
      // Pending records have no `status` field, which no query can ask for: read the newest after
      // the cursor and skip the approved ones (read twice, once in each part; decision 016).
      let from: Position | null = cursor?.phase === 'pending' && cursor.id !== '' ? cursor : null;
      const pending: T[] = [];
      for (;;) {
        // As many as the page still needs, and one more to tell whether another page follows.
        const wanted = limit - items.length - pending.length + 1;
        const found = await newestAfter(filter, filtered(filter), from, wanted);
        pending.push(...found.items.filter((record) => !isApproved(record)));
        if (items.length + pending.length > limit || !found.more) break;
        from = positionOf(found.items.at(-1)!);
      }
      const taken = pending.slice(0, limit - items.length);
      items.push(...taken);
      if (pending.length === taken.length) return pageOf(items, null);
      const last = taken.at(-1);
      return pageOf(items, {
        phase: 'pending',
        ...(last ? positionOf(last) : { createdAt: '', id: '', studentId: '' }),
      });
    },
    async count(filter = {}) {
      if (filter.ownerEmail !== undefined && !owner) return 0;
      const total = async (query: Query) => (await query.count().get()).data().count;
      if (filter.status === 'approved') return total(filtered(filter).where('status', '==', APPROVED_STATUS));
      if (filter.status === 'pending') {
        const [all, approved] = await Promise.all([
          total(filtered(filter)),
          total(filtered(filter).where('status', '==', APPROVED_STATUS)),
        ]);
        return all - approved;
      }
      return total(filtered(filter));
    },
    async update(id, changes, audit) {
      if (!isDocumentId(id)) return { matched: false, modified: false };
      const ref = records.doc(id);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        const before = read(snapshot);
        if (!before) return { matched: false, modified: false };
        const patch = toDocument(kind, changes as Partial<T>);
        delete patch.createdAt;
        const modified = changesAnything(before, patch);
        if (modified) {
          tx.set(ref, patch, { merge: true });
          if (audit) appendActivity(db, tx, audit, subjectOf(id, snapshot.data() ?? {}, changes));
        }
        return { matched: true, modified };
      });
    },
    async remove(id, audit) {
      if (!isDocumentId(id)) return false;
      const ref = records.doc(id);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return false;
        const data = snapshot.data() ?? {};
        // Reads first (a transaction reads before it writes), then the writes.
        // A request cleared before approval gives its transaction id back; an approved one paid.
        const releasing = paid && data.status !== APPROVED_STATUS;
        const claim = releasing ? claimOf(db, data.Transaction_id) : null;
        const holds = claim ? (await tx.get(claim)).data()?.recordId === id : false;
        if (audit) appendActivity(db, tx, audit, subjectOf(id, data, removalChanges(kind, data)));
        if (claim && holds) release(tx, claim, id, data, audit);
        tx.delete(ref);
        return true;
      });
    },
    async decide(id, decision, audit) {
      if (!isDocumentId(id)) return { matched: false, modified: false, conflict: false };
      const ref = records.doc(id);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        const before = read(snapshot);
        if (!before) return { matched: false, modified: false, conflict: false };
        if (refusesDecision(before, decision)) return { matched: true, modified: false, conflict: true };
        const patch = toDocument(kind, decision as unknown as Partial<T>);
        delete patch.createdAt;
        if (!changesAnything(before, patch)) return { matched: true, modified: false, conflict: false };
        // A rejected payment gives its transaction id back, as a cleared one does (decision 031).
        const data = snapshot.data() ?? {};
        const claim = paid && decision.status === REJECTED_STATUS ? claimOf(db, data.Transaction_id) : null;
        const holds = claim ? (await tx.get(claim)).data()?.recordId === id : false;
        tx.set(ref, patch, { merge: true });
        if (audit) appendActivity(db, tx, audit, subjectOf(id, data, decision));
        if (claim && holds) release(tx, claim, id, data, audit);
        return { matched: true, modified: true, conflict: false };
      });
    },
  };
}

/** transactions/{normalised id}: the claim of a bKash transaction id. */
function claimOf(db: Firestore, raw: unknown) {
  const key = normalizeTransactionId(typeof raw === 'string' ? raw : '');
  return db.collection(COLLECTIONS.transactions).doc(documentId(key));
}

/**
 * Claims the transaction id for the record inside `tx` (reads come first in a Firestore
 * transaction, so call it before any write). `create` would also fail on an existing claim at
 * commit; reading it first gives the clean error and makes a racing claim retry and then fail.
 */
async function claimTransactionId(db: Firestore, tx: Transaction, claimant: Claim, raw: unknown) {
  const claim = claimOf(db, raw);
  if ((await tx.get(claim)).exists) throw new TransactionIdUsedError();
  tx.create(claim, claimant);
}

function claimRepository(db: Firestore): TransactionClaimRepository {
  return {
    async find(transactionId) {
      const key = normalizeTransactionId(transactionId);
      if (!isDocumentId(key)) return null;
      const data = (await claimOf(db, key).get()).data();
      const collection = data?.collection;
      if ((collection !== 'tokenPurchases' && collection !== 'hallFees') || typeof data?.recordId !== 'string')
        return null;
      const created: unknown = data.createdAt;
      const claimedAt =
        created instanceof Timestamp ? created.toDate().toISOString() : typeof created === 'string' ? created : null;
      return { transactionId: key, collection, recordId: data.recordId, claimedAt };
    },
  };
}

function userRepository(db: Firestore): UserRepository {
  const users = db.collection(COLLECTIONS.users);
  const emails = db.collection(COLLECTIONS.userEmails);
  const byEmail = (email: string) => users.where('email', '==', email.toLowerCase()).limit(1);

  return {
    async findByEmail(email) {
      const [doc] = (await byEmail(email).get()).docs;
      return doc ? fromDocument('users', doc.id, doc.data(), doc.createTime) : null;
    },
    // Profiles are keyed by the uid of the account that made them (users/{uid}, as the rules ask).
    async madeBy(email) {
      const [doc] = (await byEmail(email).get()).docs;
      return doc?.id ?? null;
    },
    async list() {
      const snapshot = await users.orderBy('createdAt', 'asc').get();
      return snapshot.docs.map((doc) => fromDocument('users', doc.id, doc.data(), doc.createTime));
    },
    async insert(user: NewRecord<StudentUser>, options = {}) {
      const _id = documentId(options.uid ?? newId());
      const createdAt = new Date().toISOString();
      const data = toDocument('users', { ...user, createdAt });
      const guard = emails.doc(documentId(String(data.email)));
      await db
        .runTransaction(async (tx) => {
          const existing = await tx.get(guard);
          if (existing.exists) {
            // A student recreated in Auth (a new uid) takes the guard over once the old profile is gone.
            const previous = existing.data()?.userId;
            const oldProfile =
              typeof previous === 'string' && previous !== '' && !previous.includes('/')
                ? await tx.get(users.doc(previous))
                : null;
            if (oldProfile?.exists !== false) throw new DuplicateUserError();
            tx.set(guard, { userId: _id, createdAt: timestampOf(createdAt) });
          } else {
            tx.create(guard, { userId: _id, createdAt: timestampOf(createdAt) });
          }
          tx.create(users.doc(_id), data);
          if (options.answerKey) keepAnswer(db, tx, options.answerKey, _id);
        })
        .catch(rethrowAlreadyExists(() => new DuplicateUserError()));
      return fromDocument('users', _id, data);
    },
    async remove(id, audit) {
      if (!isDocumentId(id)) return false;
      const profile = users.doc(id);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(profile);
        const email = snapshot.data()?.email;
        if (!snapshot.exists) return false;
        // The guard goes with the profile when it points to it, so the address can sign up again.
        if (typeof email === 'string' && isDocumentId(email)) {
          const guard = emails.doc(email);
          if ((await tx.get(guard)).data()?.userId === id) tx.delete(guard);
        }
        // The entry after every read (a Firestore transaction reads before it writes).
        if (audit) {
          const studentId = snapshot.data()?.id;
          appendActivity(db, tx, audit, {
            collection: COLLECTIONS.users,
            recordId: id,
            studentId: typeof studentId === 'string' ? studentId : null,
            changes: typeof email === 'string' ? { email } : {},
          });
        }
        tx.delete(profile);
        return true;
      });
    },
    async update(email, changes) {
      return db.runTransaction(async (tx) => {
        const [doc] = (await tx.get(byEmail(email))).docs;
        if (!doc) return { matched: false, modified: false };
        const before = fromDocument('users', doc.id, doc.data(), doc.createTime);
        const patch = toDocument('users', { name: changes.name, phone: changes.phone });
        const modified = changesAnything(before, patch);
        if (modified) tx.set(doc.ref, patch, { merge: true });
        return { matched: true, modified };
      });
    },
  };
}

/** One document per caller and key; hashed, as keys may hold characters a document id cannot. */
function idempotencyDoc(db: Firestore, caller: string, key: string) {
  return db.collection(IDEMPOTENCY_COLLECTION).doc(createHash('sha256').update(`${caller}\n${key}`).digest('hex'));
}

/** A keyed request's answer, written in the transaction of the record it made (AnswerKey). */
function keepAnswer(db: Firestore, tx: Transaction, answerKey: AnswerKey, recordId: string): void {
  tx.set(
    idempotencyDoc(db, answerKey.caller, answerKey.key),
    { answer: JSON.stringify(answerKey.answer(recordId)) },
    { merge: true },
  );
}

function idempotencyRepository(db: Firestore): IdempotencyRepository {
  const docOf = (caller: string, key: string) => idempotencyDoc(db, caller, key);
  return {
    async reserve(caller, key, fingerprint) {
      const ref = docOf(caller, key);
      const now = Date.now();
      // Read and reserved in one transaction: of two requests with one key, the second's commit
      // finds its read stale (or create() finds the key there) and, retried, sees the first's.
      return db.runTransaction(async (tx): Promise<KeyHolder | null> => {
        const held = (await tx.get(ref)).data();
        if (held && !isExpired(held, now)) {
          if (typeof held.answer === 'string') return JSON.parse(held.answer) as StoredAnswer;
          if (Date.parse(String(held.createdAt)) + IDEMPOTENCY_RUNNING_MS >= now)
            return { fingerprint: String(held.fingerprint), running: true };
        }
        const reservation = {
          fingerprint,
          createdAt: new Date(now).toISOString(),
          expiresAt: Timestamp.fromMillis(now + IDEMPOTENCY_TTL_MS),
        };
        // A free key is created (never overwritten); an expired or abandoned one is taken over.
        if (held) tx.set(ref, reservation);
        else tx.create(ref, reservation);
        return null;
      });
    },
    async complete(caller, key, answer) {
      const ref = docOf(caller, key);
      await db.runTransaction(async (tx) => {
        if ((await tx.get(ref)).exists) tx.set(ref, { answer: JSON.stringify(answer) }, { merge: true });
      });
    },
    async release(caller, key) {
      const ref = docOf(caller, key);
      await db.runTransaction(async (tx) => {
        const held = (await tx.get(ref)).data();
        if (held && typeof held.answer !== 'string') tx.delete(ref);
      });
    },
  };
}

/** By `createdAt`: the TTL policy deletes on `expiresAt` only some time after it passes. */
function isExpired(data: DocumentData, now: number): boolean {
  return !(Date.parse(String(data.createdAt)) + IDEMPOTENCY_TTL_MS >= now);
}

function fileRepository(bucket: Bucket, folder: string): FileRepository {
  // Names come from the server (see routes), but never trust a path: keep to one plain segment.
  const fileOf = (name: string) => (isSafePdfName(name) ? bucket.file(`${folder}/${name}`) : null);
  return {
    async save(name, bytes) {
      const file = fileOf(name);
      if (!file) throw new Error(`unsafe file name: ${name}`);
      // One request (no resumable session): the object appears whole or not at all.
      await file.save(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        resumable: false,
        contentType: 'application/pdf',
      });
    },
    async read(name) {
      const file = fileOf(name);
      if (!file) return null;
      try {
        const [bytes] = await file.download();
        return bytes;
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code === 404) return null;
        throw error;
      }
    },
    async remove(name) {
      await fileOf(name)?.delete({ ignoreNotFound: true });
    },
  };
}

/** A record's place in the newest-first order (`studentId` for queries ordered by it too). */
interface Position {
  createdAt: string;
  id: string;
  studentId: string;
}

const positionOf = (record: { _id: string; createdAt: string }): Position => {
  const studentId = (record as { id?: unknown }).id;
  return { createdAt: record.createdAt, id: record._id, studentId: typeof studentId === 'string' ? studentId : '' };
};

/** Where a page ended: in which part (approved, then pending), after which record (none: its start). */
interface Cursor extends Position {
  phase: 'approved' | 'pending';
}

function writeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.phase, cursor.createdAt, cursor.id, cursor.studentId])).toString(
    'base64url',
  );
}

function readCursor(text: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 4 && (value[0] === 'approved' || value[0] === 'pending')) {
      const [phase, createdAt, id, studentId] = value as [Cursor['phase'], unknown, unknown, unknown];
      const start = id === '' && createdAt === '' && phase === 'pending';
      if (
        typeof createdAt === 'string' &&
        typeof id === 'string' &&
        typeof studentId === 'string' &&
        studentId.length <= 64 &&
        (start || (/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(createdAt) && isDocumentId(id)))
      ) {
        const cursor: Cursor = { phase, createdAt, id, studentId };
        // Only the exact text this store wrote (base64 decoding forgives trailing garbage).
        if (writeCursor(cursor) === text) return cursor;
      }
    }
  } catch {
    // falls through to the error
  }
  throw new InvalidCursorError();
}

/** Whether writing `patch` over `before` would change any value. */
function changesAnything(before: object, patch: DocumentData): boolean {
  const current = before as Record<string, unknown>;
  return Object.entries(patch).some(([field, value]) => JSON.stringify(current[field]) !== JSON.stringify(value));
}

/** An id that could name no document (a path, say) matches nothing, as an unknown id in SQLite. */
function isDocumentId(id: string): boolean {
  try {
    documentId(id);
    return true;
  } catch {
    return false;
  }
}

/**
 * A transaction's reads should catch an existing claim or guard; should a commit still find one
 * (gRPC ALREADY_EXISTS), it is the same conflict.
 */
function rethrowAlreadyExists(conflict: () => Error) {
  return (error: unknown): never => {
    if ((error as { code?: unknown } | null)?.code === ALREADY_EXISTS) throw conflict();
    throw error;
  };
}
