// The activity log (issue 19): one entry per administrator action, written in the same
// transaction (or batch) as the change itself, never changed or removed afterwards.

import { activityLabels } from './texts/activity.ts';

/**
 * What the office did. `transaction_released`: a clear or a rejection gave a bKash transaction id
 * back. `profile_removed`: the profile of a student recreated in Auth was removed (DELETE /users/{_id}).
 * `staff_added`, `staff_removed`: an address put on or taken off the dining staff list (issue 30).
 * `room_added`, `room_changed`, `room_removed`: the hall's list of rooms (issue 31; an import logs
 * each room it adds or changes); `room_released`: clearing an approved allotment freed its beds.
 */
export const ACTIVITY_ACTIONS = [
  'approve',
  'reject',
  'allocate',
  'clear',
  'notice_upload',
  'notice_delete',
  'pdf_attached',
  'transaction_released',
  'profile_removed',
  'staff_added',
  'staff_removed',
  'room_added',
  'room_changed',
  'room_removed',
  'room_released',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The collections whose records the office acts on. */
export const ACTIVITY_COLLECTIONS = [
  'tokenPurchases',
  'hallFees',
  'roomAllotments',
  'complaints',
  'notices',
  'contactMessages',
  'users',
  'diningStaff',
  'rooms',
] as const;

/** How the dashboard names each action. */
export const ACTIVITY_LABELS: Record<ActivityAction, string> = activityLabels;

export const isActivityAction = (value: unknown): value is ActivityAction =>
  ACTIVITY_ACTIONS.includes(value as ActivityAction);

/** Who acted: the signed-in administrator's account. */
export interface ActivityActor {
  uid: string;
  email: string;
}

export interface ActivityEntry {
  _id: string;
  /** When the change was stored (ISO). */
  createdAt: string;
  actorUid: string;
  actorEmail: string;
  action: ActivityAction;
  /** The collection of the record acted on (tokenPurchases, notices...). */
  collection: string;
  recordId: string;
  /** The student the record belongs to; null for a notice. */
  studentId: string | null;
  /** What the action set, as text: status, SelectedRoom, rejectReason, pdfFileName, a notice's title... */
  changes: Record<string, string>;
  /**
   * What the record was when acted on, for the log's sentence (activityAbout): a token's days,
   * amount and transaction id, a fee's months... Absent on entries written before issue 35.
   */
  about?: Record<string, string>;
}

/** The changes an entry records: the written fields that are text, nothing else. */
export function activityChanges(fields: object): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) if (typeof value === 'string') changes[name] = value;
  return changes;
}

/**
 * What a removal's entry keeps of the record that is gone: a notice's title, date and file (the
 * log still says which notice went); nothing for the others, whose entry names the student. The
 * stores and the firebase-mode trigger both use it, so the trigger recognises the API's entry.
 */
export function removalChanges(collection: string, record: object): Record<string, string> {
  if (collection !== 'notices') return {};
  const { title, date, fileName } = record as Record<string, unknown>;
  return activityChanges({ title, date, fileName });
}

/** What an action was about: the record acted on, and the fields the action wrote. */
export interface ActivitySubject {
  collection: string;
  recordId: string;
  studentId: string | null;
  changes: object;
  /** The record as it was (before a removal, after a decision): its `about` texts come from it. */
  record?: object;
}

/** What a dining staff entry is about: the address, which is the record (no student's). */
export const diningStaffSubject = (email: string): ActivitySubject => ({
  collection: 'diningStaff',
  recordId: email,
  studentId: null,
  changes: { email },
});

/**
 * What a room entry is about: the room (its number is the record; no student's), with what the
 * change set (`beds`, `floor`, `notes` as text).
 */
export const roomSubject = (room: {
  number: string;
  floor?: string;
  beds?: number;
  notes?: string;
}): ActivitySubject => ({
  collection: 'rooms',
  recordId: room.number,
  studentId: null,
  changes: {
    number: room.number,
    ...(room.floor === undefined ? {} : { floor: room.floor }),
    ...(room.beds === undefined ? {} : { beds: String(room.beds) }),
    ...(room.notes === undefined ? {} : { notes: room.notes }),
  },
});

/** The record's fields an entry keeps in `about`, per collection (the rest is in the record list). */
// A request's `createdAt`: when it was filed, for the queue report's time to decision (issue 32).
const ABOUT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  tokenPurchases: ['package1', 'amount', 'Transaction_id', 'createdAt'],
  hallFees: ['month_start', 'month_end', 'Transaction_id', 'createdAt'],
  roomAllotments: ['createdAt'],
  notices: ['title'],
  contactMessages: ['from_name', 'user_email'],
};

/** The texts an entry keeps of the record it is about (empty for a collection with none). */
export function activityAbout(collection: string, record: object | undefined): Record<string, string> {
  const fields = Object.hasOwn(ABOUT_FIELDS, collection) ? ABOUT_FIELDS[collection]! : [];
  const picked = record as Record<string, unknown> | undefined;
  return activityChanges(Object.fromEntries(fields.map((field) => [field, picked?.[field]])));
}

/** An entry's fields but its id and time, which each store gives it. */
export function activityFields(
  by: ActivityActor,
  action: ActivityAction,
  subject: ActivitySubject,
): Omit<ActivityEntry, '_id' | 'createdAt'> {
  return {
    actorUid: by.uid,
    actorEmail: by.email,
    action,
    collection: subject.collection,
    recordId: subject.recordId,
    studentId: subject.studentId,
    changes: activityChanges(subject.changes),
    ...aboutOf(subject),
  };
}

const aboutOf = (subject: ActivitySubject): { about?: Record<string, string> } => {
  const about = activityAbout(subject.collection, subject.record);
  return Object.keys(about).length > 0 ? { about } : {};
};

let entriesMade = 0;

/**
 * An entry's document id in Firestore, whose log is ordered by time, then id: the entries of one
 * transaction share a timestamp (a rejection and its released transaction id), so the id leads
 * with the time and a count that keep them in the order they were made; `unique` ends it.
 */
export function activityEntryId(unique: string, now: number = Date.now()): string {
  entriesMade = (entriesMade + 1) % 36 ** 4;
  return `${now.toString(36).padStart(9, '0')}${entriesMade.toString(36).padStart(4, '0')}${unique}`;
}
