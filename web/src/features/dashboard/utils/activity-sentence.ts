// The activity log in words (issue 35): one plain sentence per office action, in the hall's time
// zone, built from what the entry holds. Entries written before issue 35 have no `about`, and
// some actions record little, so every part of a sentence is optional.
import { ACTIVITY_LABELS, type ActivityEntry } from '@hall/model';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatHallFeeMonths } from '../../../lib/format-date.ts';
import { activityText as text } from '@hall/model/texts/dashboard-activity';
import { locale } from '@hall/model/texts/locale';
import { count, plainNumber } from './numbers.ts';

/** An entry as the log shows it: a clear or rejection with the transaction id it gave back. */
export interface ActivityRow extends ActivityEntry {
  /** The `transaction_released` entry written with this one (pairActivityEntries). */
  released?: ActivityEntry;
}

/** The hall is in Bangladesh (UTC+6, no daylight saving): the office reads its own clock. */
export const HALL_TIME_ZONE = 'Asia/Dhaka';

// Day and time apart: joined by ICU, they read '… at 17:05' in some versions and '…, 17:05' in others.
const hallDay = new Intl.DateTimeFormat(locale.dates, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: HALL_TIME_ZONE,
});
const hallClock = new Intl.DateTimeFormat(locale.dates, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: locale.hourCycle,
  timeZone: HALL_TIME_ZONE,
});

/** '2026-11-26T11:05:00Z' → '26 November 2026, 17:05' (Dhaka time); anything else as it is. */
export function formatHallTime(iso: string): string {
  const time = Date.parse(iso);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(iso) || Number.isNaN(time)) return iso;
  return `${hallDay.format(time)}, ${hallClock.format(time)}`;
}

/** '2500' → '2,500 Tk'. */
const taka = (amount: string) => (/^\d{1,9}$/.test(amount) ? text.taka(count(Number(amount))) : amount);

/** The record in words: "2104321's 30-day meal token, 2,500 Tk", 'the notice "Exam routine"'. */
export function recordPhrase(entry: ActivityEntry): string {
  const about = { ...entry.about, ...entry.changes };
  const owner = entry.studentId ?? undefined;
  const words = text.records;
  switch (entry.collection) {
    case 'tokenPurchases': {
      const days = about.package1 && /^\d{1,3}$/.test(about.package1) ? plainNumber(Number(about.package1)) : undefined;
      return words.token(owner, days, about.amount ? taka(about.amount) : undefined);
    }
    case 'hallFees': {
      const months =
        about.month_start && about.month_end
          ? formatHallFeeMonths({
              month_start: about.month_start,
              month_end: about.month_end,
              createdAt: entry.createdAt,
            })
          : undefined;
      return words.hallFee(owner, months);
    }
    case 'roomAllotments':
      return words.roomApplication(owner);
    case 'complaints':
      return words.complaint(owner);
    case 'contactMessages':
      return words.message(about.from_name, about.user_email);
    case 'users':
      return words.profile(owner, about.email);
    case 'notices':
      return words.notice(about.title);
    case 'rooms':
      return words.room(about.number ?? entry.recordId);
    default:
      return words.other(owner);
  }
}

/** The sentence of one action, without the transaction id given back with it. */
function actionSentence(row: ActivityRow, record: string): string {
  const { changes } = row;
  const say = text.sentences;
  switch (row.action) {
    case 'approve':
      return say.approve(record);
    case 'reject':
      return say.reject(record, changes.rejectReason);
    case 'allocate':
      return say.allocate(changes.SelectedRoom, row.studentId ?? undefined);
    case 'clear':
      return say.clear(record);
    case 'pdf_attached':
      return say.pdfAttached(record);
    case 'notice_upload':
      return say.noticeUpload(record, changes.date ? formatDate(changes.date) : undefined);
    case 'profile_removed':
      return say.profileRemoved(record);
    case 'staff_added':
      return say.staffAdded(changes.email);
    case 'staff_removed':
      return say.staffRemoved(changes.email);
    case 'room_added':
    case 'room_changed': {
      const beds = changes.beds && /^\d+$/.test(changes.beds) ? plainNumber(Number(changes.beds)) : changes.beds;
      const details = say.roomDetails(changes.floor, beds, changes.beds === '1', changes.notes);
      return row.action === 'room_added' ? say.roomAdded(record, details) : say.roomChanged(record, details);
    }
    case 'room_removed':
      return say.roomRemoved(record);
    case 'room_released':
      return say.roomReleased(changes.SelectedRoom, record);
    case 'transaction_released':
      return say.transactionReleased(changes.Transaction_id, record);
    default: {
      // An action named after this was written (a notice's removal...): its label and record.
      const label = (ACTIVITY_LABELS as Partial<Record<string, string>>)[row.action] ?? String(row.action);
      return say.other(label, record);
    }
  }
}

/** The sentence of one entry (and of the transaction id given back with it). */
export function activitySentence(row: ActivityRow): string {
  const sentence = actionSentence(row, recordPhrase(row));
  // A release's own sentence already names its transaction id; so does a room's release.
  if (row.action === 'room_released' || row.action === 'transaction_released') return sentence;
  const released = row.released?.changes.Transaction_id;
  return released ? text.sentences.alsoReleased(sentence, released) : sentence;
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
