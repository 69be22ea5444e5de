// The paging of a request list in Firestore (decision 016), for the Cloud Function's store and the
// SPA's adapter alike: the approved records, newest first, then the pending ones, newest first.
// Pending records have no `status` field, which no Firestore query can ask for, so the pending part
// reads every record newest first and skips the approved ones. The caller runs the queries (its
// SDK); this module decides what to ask for and writes and reads the cursors.
import { isApproved } from './approval.ts';
import type { StatusFilter } from './constants.ts';
import { isFirestoreDocumentId } from './document-id.ts';

/** A record's place in the newest-first order (`studentId` for queries ordered by it too). */
export interface PagePosition {
  createdAt: string;
  id: string;
  studentId: string;
}

/** Where a page ended: in which part, after which record (an empty position: the part's start). */
export interface PageCursor extends PagePosition {
  phase: StatusFilter;
}

/**
 * Up to `limit` records newest first, after `after` (null: from the newest), only approved ones
 * when `approvedOnly`; `more` when others follow.
 */
export type FetchNewest<T> = (
  approvedOnly: boolean,
  after: PagePosition | null,
  limit: number,
) => Promise<{ items: T[]; more: boolean }>;

export interface ApprovedThenPendingQuery {
  limit: number;
  /** The cursor text of the page before; absent for the first page. */
  after?: string;
  status?: StatusFilter;
}

type PagedRecord = { _id: string; createdAt: string };

/** A record's position: its time, document id and student id. */
export function pagePositionOf(record: PagedRecord): PagePosition {
  const studentId = (record as { id?: unknown }).id;
  return { createdAt: record.createdAt, id: record._id, studentId: typeof studentId === 'string' ? studentId : '' };
}

/**
 * One page in the approved-then-pending order, and the cursor of the next (null after the last).
 * A cursor this module did not write throws `invalidCursor()`, the caller's own error.
 */
export async function pageApprovedThenPending<T extends PagedRecord>(
  { limit, after, status }: ApprovedThenPendingQuery,
  fetchNewest: FetchNewest<T>,
  invalidCursor: () => Error,
): Promise<{ items: T[]; next: string | null }> {
  const cursor = after === undefined ? null : readPageCursor(after);
  if (after !== undefined && cursor === null) throw invalidCursor();
  const items: T[] = [];
  if (status !== 'pending' && (cursor === null || cursor.phase === 'approved')) {
    const found = await fetchNewest(true, cursor, limit);
    items.push(...found.items);
    if (found.more) return { items, next: writePageCursor({ phase: 'approved', ...pagePositionOf(items.at(-1)!) }) };
    if (status === 'approved') return { items, next: null };
  }
  let from: PagePosition | null = cursor?.phase === 'pending' && cursor.id !== '' ? cursor : null;
  const pending: T[] = [];
  for (;;) {
    // As many as the page still needs, and one more to tell whether another page follows.
    const found = await fetchNewest(false, from, limit - items.length - pending.length + 1);
    pending.push(...found.items.filter((record) => !isApproved(record)));
    if (items.length + pending.length > limit || !found.more) break;
    from = pagePositionOf(found.items.at(-1)!);
  }
  const taken = pending.slice(0, limit - items.length);
  items.push(...taken);
  if (pending.length === taken.length) return { items, next: null };
  const last = taken.at(-1);
  const position = last ? pagePositionOf(last) : { createdAt: '', id: '', studentId: '' };
  return { items, next: writePageCursor({ phase: 'pending', ...position }) };
}

// atob/btoa are in every browser and in Node; the model's lib (ECMAScript only) does not declare them.
const { atob, btoa } = globalThis as unknown as { atob(text: string): string; btoa(text: string): string };

/** JSON with every character past ASCII escaped, so that btoa takes it. */
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The cursor as URL-safe base64 of `[phase, createdAt, id, studentId]`. */
export function writePageCursor(cursor: PageCursor): string {
  const json = asciiJson([cursor.phase, cursor.createdAt, cursor.id, cursor.studentId]);
  return btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cursor `text` holds, or null when it is not exactly one `writePageCursor` wrote. */
export function readPageCursor(text: string): PageCursor | null {
  try {
    const value: unknown = JSON.parse(atob(text.replace(/-/g, '+').replace(/_/g, '/')));
    if (!Array.isArray(value) || value.length !== 4 || (value[0] !== 'approved' && value[0] !== 'pending')) return null;
    const [phase, createdAt, id, studentId] = value as [PageCursor['phase'], unknown, unknown, unknown];
    if (typeof createdAt !== 'string' || typeof id !== 'string' || typeof studentId !== 'string') return null;
    const start = id === '' && createdAt === '' && phase === 'pending';
    const placed = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(createdAt) && isFirestoreDocumentId(id);
    if (studentId.length > 64 || !(start || placed)) return null;
    const cursor: PageCursor = { phase, createdAt, id, studentId };
    // Only the exact text written here (base64 decoding forgives trailing garbage).
    return writePageCursor(cursor) === text ? cursor : null;
  } catch {
    return null;
  }
}
