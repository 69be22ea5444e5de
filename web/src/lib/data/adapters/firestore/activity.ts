// The office's activity log, newest first (issue 19): the queries firestore.rules grant the admin.
// Entries are the Cloud Function's to write (decision 022); this side only reads them.
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
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { COLLECTIONS, isUrlSafeDocumentId, newestFirstOrder, type ActivityEntry } from '@hall/model';
import type { ListFilter, PagedList } from '../../port.ts';
import { asDataError, badCursor } from './errors.ts';
import type { Session } from './session.ts';

type Position = { createdAt: string; id: string; studentId: string };

const writeCursor = (at: Position) => btoa(JSON.stringify([at.createdAt, at.id, at.studentId]));

function readCursor(text: string): Position {
  try {
    const [createdAt, id, studentId] = JSON.parse(atob(text)) as unknown[];
    if (typeof createdAt === 'string' && isUrlSafeDocumentId(id) && typeof studentId === 'string')
      return { createdAt, id, studentId };
  } catch {
    // falls through to the error
  }
  throw badCursor();
}

export function activityLog(session: Session): PagedList<ActivityEntry> {
  const filtered = ({ idPrefix, action }: ListFilter): QueryConstraint[] => [
    ...(action ? [where('action', '==', action)] : []),
    ...(idPrefix ? [where('studentId', '>=', idPrefix), where('studentId', '<', `${idPrefix}\uf8ff`)] : []),
  ];
  const entries = collection(session.db, COLLECTIONS.activity);
  return {
    page: async ({ limit: size, after, ...filter }) => {
      const at = after === undefined ? null : readCursor(after);
      const order = newestFirstOrder(filter.idPrefix ? 'studentId' : null);
      const values = (position: Position) =>
        order.map((field) =>
          field === 'createdAt' ? Timestamp.fromDate(new Date(position.createdAt)) : position.studentId,
        );
      const snapshot = await asDataError(() =>
        getDocs(
          query(
            entries,
            ...filtered(filter),
            ...order.map((field) => orderBy(field, 'desc')),
            orderBy(documentId(), 'desc'),
            ...(at ? [startAfter(...values(at), at.id)] : []),
            limit(size + 1),
          ),
        ),
      );
      const items = snapshot.docs.slice(0, size).map((found): ActivityEntry => {
        const data = found.data();
        return {
          ...(data as Omit<ActivityEntry, '_id' | 'createdAt'>),
          _id: found.id,
          createdAt: (data.createdAt as Timestamp).toDate().toISOString(),
        };
      });
      const last = items.at(-1);
      const more = snapshot.docs.length > size && last;
      return {
        items,
        next: more ? writeCursor({ createdAt: last.createdAt, id: last._id, studentId: last.studentId ?? '' }) : null,
      };
    },
    count: async (filter) => (await asDataError(() => getCount(query(entries, ...filtered(filter))))).data().count,
  };
}
