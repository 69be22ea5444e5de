// The office's activity log, newest first (issue 19): the queries firestore.rules grant the admin.
// Entries are the Cloud Function's to write (decision 022); this side only reads them.
import {
  collection,
  getCount,
  getDocs,
  query,
  where,
  type QueryConstraint,
  type Timestamp,
} from 'firebase/firestore/lite';
import { COLLECTIONS, isUrlSafeDocumentId, newestFirstOrder, type ActivityEntry, type PagePosition } from '@hall/model';
import type { ListFilter, PagedList } from '../../port.ts';
import { asDataError, badCursor } from './errors.ts';
import { newestAfterQuery } from './paging.ts';
import type { Session } from './session.ts';

const writeCursor = (at: PagePosition) => btoa(JSON.stringify([at.createdAt, at.id, at.studentId]));

function readCursor(text: string): PagePosition {
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
      const built = newestAfterQuery(entries, filtered(filter), order, at, size + 1);
      const snapshot = await asDataError(() => getDocs(built));
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
