// The activity log in words (issue 35): one plain sentence per office action, in the hall's time
// zone, built from what the entry holds. Entries written before issue 35 have no `about`, and
// some actions record little, so every part of a sentence is optional.
import { ACTIVITY_LABELS, type ActivityEntry } from '@hall/model';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatHallFeeMonths } from '../../../lib/format-date.ts';

/** An entry as the log shows it: a clear or rejection with the transaction id it gave back. */
export interface ActivityRow extends ActivityEntry {
  /** The `transaction_released` entry written with this one (pairActivityEntries). */
  released?: ActivityEntry;
}

/** The hall is in Bangladesh (UTC+6, no daylight saving): the office reads its own clock. */
export const HALL_TIME_ZONE = 'Asia/Dhaka';

// Day and time apart: joined by ICU, they read '… at 17:05' in some versions and '…, 17:05' in others.
const hallDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: HALL_TIME_ZONE,
});
const hallClock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: HALL_TIME_ZONE,
});

/** '2026-11-26T11:05:00Z' → '26 November 2026, 17:05' (Dhaka time); anything else as it is. */
export function formatHallTime(iso: string): string {
  const time = Date.parse(iso);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(iso) || Number.isNaN(time)) return iso;
  return `${hallDay.format(time)}, ${hallClock.format(time)}`;
}

/** '2500' → '2,500 Tk'. */
const taka = (amount: string) => (/^\d{1,9}$/.test(amount) ? `${Number(amount).toLocaleString('en')} Tk` : amount);

/** Whose: "2104321's " or, for an entry without a student id, "a ". */
const whose = (entry: ActivityEntry) => (entry.studentId ? `${entry.studentId}'s ` : 'a ');

/** The record in words: "2104321's 30-day meal token, 2,500 Tk", 'the notice "Exam routine"'. */
export function recordPhrase(entry: ActivityEntry): string {
  const about = { ...entry.about, ...entry.changes };
  switch (entry.collection) {
    case 'tokenPurchases': {
      const days = about.package1 && /^\d{1,3}$/.test(about.package1) ? `${about.package1}-day ` : '';
      const amount = about.amount ? `, ${taka(about.amount)}` : '';
      return `${whose(entry)}${days}meal token${amount}`;
    }
    case 'hallFees': {
      const months =
        about.month_start && about.month_end
          ? ` for ${formatHallFeeMonths({ month_start: about.month_start, month_end: about.month_end, createdAt: entry.createdAt })}`
          : '';
      return `${whose(entry)}hall fee${months}`;
    }
    case 'roomAllotments':
      return `${whose(entry)}room application`;
    case 'complaints':
      return `${whose(entry)}complaint`;
    case 'contactMessages':
      if (about.from_name && about.user_email) return `the message from ${about.from_name} (${about.user_email})`;
      return about.from_name ? `the message from ${about.from_name}` : 'a contact message';
    case 'users':
      return `${whose(entry)}profile${about.email ? ` (${about.email})` : ''}`;
    case 'notices':
      return about.title ? `the notice "${about.title}"` : 'a notice';
    case 'rooms':
      return `room ${about.number ?? entry.recordId}`;
    default:
      return entry.studentId ? `a record of ${entry.studentId}` : 'a record';
  }
}

/** The sentence of one entry (and of the transaction id given back with it). */
export function activitySentence(row: ActivityRow): string {
  const record = recordPhrase(row);
  const { changes } = row;
  let sentence: string;
  switch (row.action) {
    case 'approve':
      sentence = `Approved ${record}`;
      break;
    case 'reject':
      sentence = `Rejected ${record}${changes.rejectReason ? `: ${changes.rejectReason}` : ''}`;
      break;
    case 'allocate':
      sentence = changes.SelectedRoom
        ? `Allocated room ${changes.SelectedRoom} to ${row.studentId ?? 'a student'}`
        : `Allocated a room to ${row.studentId ?? 'a student'}`;
      break;
    case 'clear':
      sentence = `Cleared ${record}`;
      break;
    case 'pdf_attached':
      sentence = `Attached a PDF to ${record}`;
      break;
    case 'notice_upload':
      sentence = `Uploaded ${record}${changes.date ? ` dated ${formatDate(changes.date)}` : ''}`;
      break;
    case 'profile_removed':
      sentence = `Removed ${record}`;
      break;
    case 'staff_added':
      sentence = `Added ${changes.email ?? 'an address'} to the dining staff`;
      break;
    case 'staff_removed':
      sentence = `Removed ${changes.email ?? 'an address'} from the dining staff`;
      break;
    case 'room_added':
    case 'room_changed': {
      const beds = changes.beds ? `, ${changes.beds} ${changes.beds === '1' ? 'bed' : 'beds'}` : '';
      const notes = changes.notes ? `; notes: ${changes.notes}` : '';
      const what = changes.floor ? ` (${changes.floor}${beds}${notes})` : '';
      sentence = `${row.action === 'room_added' ? 'Added' : 'Changed'} ${record}${what}`;
      break;
    }
    case 'room_removed':
      sentence = `Removed ${record} from the hall's rooms`;
      break;
    case 'room_released':
      return changes.SelectedRoom
        ? `Room ${changes.SelectedRoom} has beds free again: ${record} was cleared`
        : `A room has beds free again: ${record} was cleared`;
    case 'transaction_released':
      return changes.Transaction_id
        ? `The transaction id ${changes.Transaction_id} of ${record} is free again`
        : `The transaction id of ${record} is free again`;
    default: {
      // An action named after this was written (a notice's removal...): its label and record.
      const label = (ACTIVITY_LABELS as Partial<Record<string, string>>)[row.action] ?? String(row.action);
      sentence = `${label}: ${record}`;
    }
  }
  const released = row.released?.changes.Transaction_id;
  return released ? `${sentence}; its transaction id ${released} is free again` : sentence;
}

/** Actions after which the record is gone: nothing to link to. */
const GONE = new Set<string>(['clear', 'profile_removed', 'notice_delete', 'transaction_released', 'room_released']);

/** Where the approved records of a collection are listed, and where its requests are. */
const LISTS: Partial<Record<string, { approved: string; requests: string }>> = {
  tokenPurchases: { approved: paths.dashboard.tokenDetails, requests: paths.dashboard.tokenRequests },
  hallFees: { approved: paths.dashboard.hallFeeDetails, requests: paths.dashboard.hallFeeRequests },
  roomAllotments: { approved: paths.dashboard.allotmentDetails, requests: paths.dashboard.allotmentRequests },
};

/**
 * The dashboard list that shows the entry's record, searched by its student id (`?id=`), or null
 * when the action removed it or no list shows it by student id.
 */
export function activityLink(entry: ActivityEntry): string | null {
  if (GONE.has(entry.action) || !entry.studentId) return null;
  const list = Object.hasOwn(LISTS, entry.collection) ? LISTS[entry.collection] : undefined;
  if (!list) return entry.collection === 'complaints' ? withId(paths.dashboard.complaints, entry.studentId) : null;
  return withId(entry.action === 'reject' ? list.requests : list.approved, entry.studentId);
}

const withId = (path: string, studentId: string) => `${path}?${new URLSearchParams({ id: studentId }).toString()}`;

/**
 * Folds each `transaction_released` entry into the clear or rejection written with it (the entry
 * just after it, newest first, on the same record), so an action is one row. A release without
 * its action beside it stays a row of its own.
 */
export function pairActivityEntries(entries: readonly ActivityEntry[]): ActivityRow[] {
  const rows: ActivityRow[] = [];
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index]!;
    const partner = entries[index + 1];
    if (entry.action === 'transaction_released' && partner && releasedBy(partner, entry)) {
      rows.push({ ...partner, released: entry });
      index += 1;
    } else rows.push(entry);
  }
  return rows;
}

const releasedBy = (action: ActivityEntry, release: ActivityEntry) =>
  (action.action === 'clear' || action.action === 'reject') &&
  action.recordId === release.recordId &&
  action.collection === release.collection;
