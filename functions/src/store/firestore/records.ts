// A record collection in Firestore (every kind but users): insert, read, list, page and count,
// update, decide and remove, each write in one transaction with its activity entry and, for paid
// requests, its transaction-id claim (claims.ts). Layout and indexes: firestore-store.ts.
import {
  FieldPath,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  APPROVED_PART,
  APPROVED_STATUS,
  approvedFirst,
  COLLECTIONS,
  isFirestoreDocumentId,
  newestFirstOrder,
  OWNER_FIELD,
  pageApprovedThenPending,
  PENDING_PART,
  REJECTED_STATUS,
  removalChanges,
  type PagePosition,
  type RecordKind,
  type RecordTypes,
} from '@hall/model';
import {
  InvalidCursorError,
  refusesDecision,
  TransactionIdUsedError,
  type Audit,
  type Collection,
  type ListFilter,
  type NewRecord,
} from '../port.ts';
import { newId } from '../ids.ts';
import { releasedRoom } from '../released-room.ts';
import { changesAnything, fromDocument, fromSnapshot, timestampOf, toDocument, withIsoCreatedAt } from './mapping.ts';
import { appendActivity } from './activity.ts';
import { claimOf, claimTransactionId, rethrowAlreadyExists } from './claims.ts';
import { keepAnswer } from './idempotency.ts';

type CollectionKind = Exclude<RecordKind, 'users'>;

export function recordCollection<K extends CollectionKind>(
  db: Firestore,
  kind: K,
  paid: boolean,
): Collection<RecordTypes[K]> {
  type T = RecordTypes[K];
  const records = db.collection(COLLECTIONS[kind]);
  const owner = OWNER_FIELD[kind];

  /** The collection narrowed to the owner and the student-id prefix (no order yet). */
  const filtered = (filter: ListFilter): Query => {
    let query: Query = records;
    if (filter.ownerEmail !== undefined && owner) query = query.where(owner, '==', filter.ownerEmail.toLowerCase());
    if (filter.idPrefix !== undefined)
      query = query.where('id', '>=', filter.idPrefix).where('id', '<', `${filter.idPrefix}\uf8ff`);
    return query;
  };
  const approvedOf = (query: Query) => query.where('status', '==', APPROVED_STATUS);
  /** Up to `limit` records of the filter, newest first, after the given one; `more` when others follow. */
  const newestAfter = async (filter: ListFilter, approvedOnly: boolean, after: PagePosition | null, limit: number) => {
    const order = newestFirstOrder(filter.idPrefix === undefined ? null : 'id');
    const narrowed = approvedOnly ? approvedOf(filtered(filter)) : filtered(filter);
    let ordered = order.reduce((built, field) => built.orderBy(field, 'desc'), narrowed);
    ordered = ordered.orderBy(FieldPath.documentId(), 'desc');
    if (after) {
      const byField = { createdAt: timestampOf(after.createdAt), id: after.studentId };
      ordered = ordered.startAfter(...order.map((field) => byField[field as keyof typeof byField]), after.id);
    }
    const snapshot = await ordered.limit(limit + 1).get();
    const items = snapshot.docs.slice(0, limit).map((doc) => fromSnapshot(kind, doc) as T);
    return { items, more: snapshot.docs.length > limit };
  };
  const subjectOf = (id: string, data: DocumentData, changes: object) => ({
    collection: kind,
    recordId: id,
    studentId: typeof data.id === 'string' ? data.id : null,
    changes,
    record: withIsoCreatedAt(data),
  });
  /** Deletes the claim (read in the same transaction) and logs the release for an audited change. */
  const releaseClaim = (tx: Transaction, claim: DocumentReference, id: string, data: DocumentData, audit?: Audit) => {
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
      if (!isFirestoreDocumentId(id)) return null;
      const snapshot = await records.doc(id).get();
      return snapshot.exists ? (fromSnapshot(kind, snapshot) as T) : null;
    },
    async list(options = {}) {
      let query: Query = records;
      if (options.ownerEmail !== undefined) {
        // Notices have no owner: nobody owns any of them (as in SQLite, where the column is null).
        if (!owner) return [];
        query = query.where(owner, '==', options.ownerEmail.toLowerCase());
      }
      const snapshot = await query.orderBy('createdAt', 'desc').get();
      return approvedFirst(snapshot.docs.map((doc) => fromSnapshot(kind, doc) as T));
    },
    async page({ limit, after, ...filter }) {
      if (filter.ownerEmail !== undefined && !owner) return { items: [], next: null };
      const query = {
        limit,
        ...(after === undefined ? {} : { after }),
        ...(filter.status ? { status: filter.status } : {}),
      };
      return pageApprovedThenPending(
        query,
        (approvedOnly, from, size) => newestAfter(filter, approvedOnly, from, size),
        () => new InvalidCursorError(),
      );
    },
    async count(filter = {}) {
      if (filter.ownerEmail !== undefined && !owner) return 0;
      const total = async (query: Query) => (await query.count().get()).data().count;
      if (filter.status === APPROVED_PART) return total(approvedOf(filtered(filter)));
      if (filter.status === PENDING_PART) {
        const [all, approved] = await Promise.all([total(filtered(filter)), total(approvedOf(filtered(filter)))]);
        return all - approved;
      }
      return total(filtered(filter));
    },
    async update(id, changes, audit) {
      if (!isFirestoreDocumentId(id)) return { matched: false, modified: false };
      const ref = records.doc(id);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return { matched: false, modified: false };
        const before = fromSnapshot(kind, snapshot);
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
      if (!isFirestoreDocumentId(id)) return false;
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
        if (claim && holds) releaseClaim(tx, claim, id, data, audit);
        // An approved room application's residents leave its room: its beds are free again.
        const freed = releasedRoom(kind, data);
        if (audit && freed)
          appendActivity(db, tx, { ...audit, action: 'room_released' }, subjectOf(id, data, { SelectedRoom: freed }));
        tx.delete(ref);
        return true;
      });
    },
    async decide(id, decision, audit) {
      if (!isFirestoreDocumentId(id)) return { matched: false, modified: false, conflict: false };
      const ref = records.doc(id);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return { matched: false, modified: false, conflict: false };
        const before = fromSnapshot(kind, snapshot);
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
        if (claim && holds) releaseClaim(tx, claim, id, data, audit);
        return { matched: true, modified: true, conflict: false };
      });
    },
  };
}
