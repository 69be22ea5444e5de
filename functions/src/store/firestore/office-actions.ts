// The activity log in firebase mode (issue 28, decision 022). The office's browser changes
// Firestore directly, so its entries cannot be trusted to it: the rules let no client write
// `activity`, and these triggers write one entry per office action from the change itself. The
// rules let only the office make such a change, so the office is the entry's actor. Changes made
// through the API (the Firestore store) already carry their entry, written in the same
// transaction; the trigger finds it and writes nothing.
import type { App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  activityEntryId,
  activityFields,
  APPROVED_STATUS,
  COLLECTIONS,
  REJECTED_STATUS,
  type ActivityAction,
  type ActivityActor,
  normalizeTransactionId,
  removalChanges,
} from '@hall/model';
import { newId } from '../ids.ts';
import { withIsoCreatedAt } from './mapping.ts';

/** The requests the office decides on (approves, rejects, allocates, attaches a PDF to). */
const REQUESTS: readonly string[] = [COLLECTIONS.tokenPurchases, COLLECTIONS.hallFees, COLLECTIONS.roomAllotments];

export interface OfficeAction {
  action: ActivityAction;
  changes: Record<string, string>;
}

/**
 * What the office did to one document, from its state before and after (undefined: absent).
 * A student's filing, a profile's edit or a change of nothing gives no action.
 */
export function officeActionsOf(
  collection: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): OfficeAction[] {
  if (collection === COLLECTIONS.notices) {
    if (before === undefined && after !== undefined)
      return [{ action: 'notice_upload', changes: texts(after, ['title', 'date', 'fileName']) }];
    if (before !== undefined && after === undefined)
      return [{ action: 'notice_delete', changes: removalChanges(collection, before) }];
    return [];
  }
  if (before === undefined) return [];
  if (after === undefined) {
    if (collection === COLLECTIONS.users) return [{ action: 'profile_removed', changes: texts(before, ['email']) }];
    return [{ action: 'clear', changes: {} }];
  }
  if (!REQUESTS.includes(collection)) return [];
  if (after.status === REJECTED_STATUS && before.status !== REJECTED_STATUS) {
    return [{ action: 'reject', changes: texts(after, ['status', 'rejectReason']) }];
  }
  if (after.status !== APPROVED_STATUS) return [];
  if (collection === COLLECTIONS.roomAllotments) {
    return after.SelectedRoom !== before.SelectedRoom || before.status !== APPROVED_STATUS
      ? [{ action: 'allocate', changes: texts(after, ['status', 'SelectedRoom']) }]
      : [];
  }
  const actions: OfficeAction[] = [];
  if (before.status !== APPROVED_STATUS) actions.push({ action: 'approve', changes: { status: APPROVED_STATUS } });
  if (typeof after.pdfFileName === 'string' && after.pdfFileName !== before.pdfFileName) {
    actions.push({ action: 'pdf_attached', changes: { pdfFileName: after.pdfFileName } });
  }
  return actions;
}

function texts(data: DocumentData, fields: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const field of fields) if (typeof data[field] === 'string') picked[field] = data[field];
  return picked;
}

/** One document's change, as a trigger hands it over. */
export interface DocumentChange {
  collection: string;
  recordId: string;
  before: DocumentData | undefined;
  after: DocumentData | undefined;
  /** When the document was last written before this change (absent for a new document). */
  since: Timestamp | undefined;
  /** When this change was made. */
  at: Timestamp;
}

/**
 * Writes the entries of one change that the log does not hold yet, by `actor`: an entry of the
 * same action on the record with the same changes, made since the document's previous write, is
 * this change's own (the API's, or a retry of this trigger's). A paid request rejected or cleared
 * before approval also gave its transaction id back, in the same batch: logged as the stores do.
 */
export async function logOfficeActions(db: Firestore, actor: ActivityActor, change: DocumentChange): Promise<number> {
  const { collection, recordId, before, after } = change;
  const actions = officeActionsOf(collection, before, after);
  if (actions.length === 0) return 0;
  if (isPaid(collection) && before && (actions.some((one) => one.action === 'reject') || after === undefined)) {
    const released = await releasedTransactionId(db, recordId, before);
    if (released) actions.push({ action: 'transaction_released', changes: { Transaction_id: released } });
  }
  const entries = db.collection(COLLECTIONS.activity);
  const logged = (await entries.where('recordId', '==', recordId).get()).docs.map((doc) => doc.data());
  const already = (one: OfficeAction) =>
    logged.some(
      (entry) =>
        entry.action === one.action &&
        entry.collection === collection &&
        sameChanges(entry.changes, one.changes) &&
        (change.since === undefined ||
          (entry.createdAt instanceof Timestamp && entry.createdAt.toMillis() >= change.since.toMillis())),
    );
  const data = before ?? after ?? {};
  const studentId = collection === COLLECTIONS.notices ? null : typeof data.id === 'string' ? data.id : null;
  // Whole milliseconds, as every reader's cursor carries the time (an ISO string).
  const createdAt = Timestamp.fromMillis(change.at.toMillis());
  const batch = db.batch();
  let written = 0;
  for (const one of actions.filter((action) => !already(action))) {
    written += 1;
    batch.create(entries.doc(activityEntryId(newId(), createdAt.toMillis())), {
      createdAt,
      ...activityFields(actor, one.action, {
        collection,
        recordId,
        studentId,
        changes: one.changes,
        record: withIsoCreatedAt(data),
      }),
    });
  }
  if (written > 0) await batch.commit();
  return written;
}

/** The same fields with the same texts, in any order. */
function sameChanges(stored: unknown, made: Record<string, string>): boolean {
  if (typeof stored !== 'object' || stored === null) return false;
  const entries = Object.entries(stored as Record<string, unknown>);
  return entries.length === Object.keys(made).length && entries.every(([field, value]) => made[field] === value);
}

const isPaid = (collection: string) => collection === COLLECTIONS.tokenPurchases || collection === COLLECTIONS.hallFees;

/** The record's transaction id when its claim no longer points at it (given back), else null. */
async function releasedTransactionId(db: Firestore, recordId: string, before: DocumentData): Promise<string | null> {
  if (before.status === APPROVED_STATUS || typeof before.Transaction_id !== 'string') return null;
  const key = normalizeTransactionId(before.Transaction_id);
  const claim = await db.collection(COLLECTIONS.transactions).doc(key).get();
  return claim.exists && claim.get('recordId') === recordId ? null : key;
}

/** A document as a trigger's event carries it (before or after the change). */
export interface EventSnapshot {
  exists: boolean;
  data(): DocumentData | undefined;
  updateTime?: Timestamp;
}

/** The triggers' entry point: one document's change, `time` the event's (a deletion has no after). */
export async function logDocumentChange(
  app: App,
  actor: ActivityActor,
  collection: string,
  recordId: string,
  before: EventSnapshot | undefined,
  after: EventSnapshot | undefined,
  time: string,
): Promise<void> {
  await logOfficeActions(getFirestore(app), actor, {
    collection,
    recordId,
    before: before?.exists ? before.data() : undefined,
    after: after?.exists ? after.data() : undefined,
    since: before?.exists ? before.updateTime : undefined,
    at: after?.exists && after.updateTime ? after.updateTime : Timestamp.fromDate(new Date(time)),
  });
}
