// The activity log in Firestore (issue 19): activity/{id}, written in the same transaction as the
// administrator's change. The admin SDK bypasses the rules, which give clients create and read
// (the administrator) and never update or delete.
import { FieldPath, Timestamp, type Firestore, type Query, type Transaction } from 'firebase-admin/firestore';
import {
  activityEntryId,
  activityFields,
  COLLECTIONS,
  newestFirstOrder,
  type ActivityEntry,
  type ActivitySubject,
} from '@hall/model';
import { newId } from '../ids.ts';
import { InvalidCursorError, type ActivityFilter, type ActivityLog, type Audit } from '../port.ts';

/** Adds one entry to `tx`: it commits with the change or not at all. */
export function appendActivity(db: Firestore, tx: Transaction, audit: Audit, subject: ActivitySubject): void {
  tx.create(db.collection(COLLECTIONS.activity).doc(activityEntryId(newId())), {
    createdAt: Timestamp.now(),
    ...activityFields(audit.by, audit.action, subject),
  });
}

/** An entry's place in the newest-first order (`studentId` for queries ordered by it too). */
type Position = { createdAt: string; id: string; studentId: string };

const writeCursor = (at: Position) =>
  Buffer.from(JSON.stringify([at.createdAt, at.id, at.studentId])).toString('base64url');

function readCursor(text: string): Position {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3 && value.every((part) => typeof part === 'string')) {
      const [createdAt, id, studentId] = value as [string, string, string];
      // Only the exact text this store wrote.
      if (/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(createdAt) && /^[A-Za-z0-9]{1,64}$/.test(id) && studentId.length <= 64) {
        const at = { createdAt, id, studentId };
        if (writeCursor(at) === text) return at;
      }
    }
  } catch {
    // falls through
  }
  throw new InvalidCursorError();
}

export function firestoreActivityLog(db: Firestore): ActivityLog {
  const entries = db.collection(COLLECTIONS.activity);
  const filtered = ({ idPrefix, action }: ActivityFilter): Query => {
    let query: Query = entries;
    if (action !== undefined) query = query.where('action', '==', action);
    if (idPrefix !== undefined)
      query = query.where('studentId', '>=', idPrefix).where('studentId', '<', `${idPrefix}\uf8ff`);
    return query;
  };
  return {
    async page({ limit, after, ...filter }) {
      const order = newestFirstOrder(filter.idPrefix === undefined ? null : 'studentId');
      let query = order.reduce((built, field) => built.orderBy(field, 'desc'), filtered(filter));
      query = query.orderBy(FieldPath.documentId(), 'desc');
      if (after !== undefined) {
        const at = readCursor(after);
        const byField = { createdAt: Timestamp.fromDate(new Date(at.createdAt)), studentId: at.studentId };
        query = query.startAfter(...order.map((field) => byField[field as keyof typeof byField]), at.id);
      }
      const snapshot = await query.limit(limit + 1).get();
      const items = snapshot.docs.slice(0, limit).map((doc): ActivityEntry => {
        const data = doc.data();
        return {
          _id: doc.id,
          createdAt: (data.createdAt as Timestamp).toDate().toISOString(),
          actorUid: data.actorUid,
          actorEmail: data.actorEmail,
          action: data.action,
          collection: data.collection,
          recordId: data.recordId,
          studentId: data.studentId ?? null,
          changes: data.changes ?? {},
          ...(data.about ? { about: data.about } : {}),
        };
      });
      const last = items.at(-1);
      return {
        items,
        next:
          snapshot.docs.length > limit && last
            ? writeCursor({ createdAt: last.createdAt, id: last._id, studentId: last.studentId ?? '' })
            : null,
      };
    },
    async count(filter = {}) {
      return (await filtered(filter).count().get()).data().count;
    },
  };
}
