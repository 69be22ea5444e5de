// Pages and counts of the four request groups (decision 016), in the same order as the API's
// Firestore store, through the hall model's pager: the approved part (status == APPROVED_STATUS,
// newest first), then the pending part. firestore.rules allow exactly these queries to the
// administrator, and to a student with their own e-mail filter.
import {
  collection,
  documentId,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type CollectionReference,
  type DocumentData,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import {
  APPROVED_PART,
  APPROVED_STATUS,
  COLLECTIONS,
  newestFirstOrder,
  pageApprovedThenPending,
  PENDING_PART,
  recordFromDocument,
  type PagePosition,
  type RecordKind,
  type RecordTypes,
} from '@hall/model';
import type { ListFilter, PagedList } from '../../port.ts';
import { asDataError, badCursor } from './errors.ts';
import type { Session } from './session.ts';

/** Every record `built` selects, in its order. */
export async function readRecords<K extends RecordKind>(
  kind: K,
  built: Query<DocumentData>,
): Promise<RecordTypes[K][]> {
  const snapshot = await asDataError(() => getDocs(built));
  return snapshot.docs.map((found) => recordFromDocument(kind, found.id, found.data()));
}

/**
 * `ref` narrowed by `constraints`, newest first in `order` then by document id, after `after`
 * (null: from the newest), at most `size` documents. createdAt is stored as the server's
 * Timestamp and kept in a position as an ISO string.
 */
export function newestAfterQuery(
  ref: CollectionReference,
  constraints: QueryConstraint[],
  order: readonly string[],
  after: PagePosition | null,
  size: number,
): Query<DocumentData> {
  const values = (at: PagePosition) =>
    order.map((field) => (field === 'createdAt' ? Timestamp.fromDate(new Date(at.createdAt)) : at.studentId));
  return query(
    ref,
    ...constraints,
    ...order.map((field) => orderBy(field, 'desc')),
    orderBy(documentId(), 'desc'),
    ...(after ? [startAfter(...values(after), after.id)] : []),
    limit(size),
  );
}

export type RequestKind = 'tokenPurchases' | 'hallFees' | 'roomAllotments' | 'complaints';

export function requestPages<K extends RequestKind>(session: Session, kind: K): PagedList<RecordTypes[K]> {
  const records = collection(session.db, COLLECTIONS[kind]);
  const narrowed = ({ idPrefix, email }: ListFilter, approvedOnly: boolean): QueryConstraint[] => [
    ...(email ? [where('email', '==', email.trim().toLowerCase())] : []),
    ...(idPrefix ? [where('id', '>=', idPrefix), where('id', '<', `${idPrefix}\uf8ff`)] : []),
    ...(approvedOnly ? [where('status', '==', APPROVED_STATUS)] : []),
  ];
  const newestAfter = async (filter: ListFilter, approvedOnly: boolean, after: PagePosition | null, size: number) => {
    const order = newestFirstOrder(filter.idPrefix ? 'id' : null);
    const built = newestAfterQuery(records, narrowed(filter, approvedOnly), order, after, size + 1);
    const items = await readRecords(kind, built);
    return { items: items.slice(0, size), more: items.length > size };
  };

  return {
    page: async ({ limit: size, after, ...filter }) => {
      if (filter.email) await session.requireVerified();
      // An empty `after` is the first page, as it always was here.
      const pageQuery = {
        limit: size,
        ...(after ? { after } : {}),
        ...(filter.status ? { status: filter.status } : {}),
      };
      return pageApprovedThenPending(
        pageQuery,
        (approvedOnly, from, wanted) => newestAfter(filter, approvedOnly, from, wanted),
        badCursor,
      );
    },
    count: async (filter) => {
      if (filter.email) await session.requireVerified();
      const total = async (approvedOnly: boolean) =>
        (await asDataError(() => getCount(query(records, ...narrowed(filter, approvedOnly))))).data().count;
      if (filter.status === APPROVED_PART) return total(true);
      if (filter.status === PENDING_PART) {
        const [all, approved] = await Promise.all([total(false), total(true)]);
        return all - approved;
      }
      return total(false);
    },
  };
}
