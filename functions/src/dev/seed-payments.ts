// The demo's year of payments (issue 32, decision 035), so the Reports page shows something real on
// first start: 40 students (the rooms' 14 residents and 26 new profiles, no sign-in) with twelve
// months of meal tokens and hall fees, mostly approved, some pending, a few rejected, and the
// office's decisions in the activity log at their own times. A pure function of `now`: every id,
// day and choice is a hash of what the record is (no randomness), so a second call gives the same
// year. The demo sign-ins (Rahim, Nusrat, Tanvir) get nothing here.
//
// Hall fees follow the half-years: a student of level L (batch 22 is level 1, 19 level 4) is in
// term 1 of level L this half-year (January to June, or July to December) and was in term 2 of
// level L - 1 the half-year before; each half's fee is filed around its first month. So the
// Reports page's opening period (level 1, term 1, this half-year: the page's defaultDuesPeriod)
// lists the newest batch. Who owes what there: Sumaiya Rahman, 2204005 (TWO_MONTHS_OWED), owes
// exactly two months (her one approved fee covers the half's first four); Tanjim Ahmed, 2204008,
// has paid nothing; Lamia Chowdhury's (2204007) fee is pending since two days ago.
import { createHash } from 'node:crypto';
import {
  activityFields,
  addDays,
  addMonths,
  APPROVED_STATUS,
  hallDate,
  hallInstant,
  hallMonth,
  MONTHS,
  normalizeTransactionId,
  REJECTED_STATUS,
  studentAddress,
  type ActivityActor,
  type ActivityEntry,
  type HallFee,
  type Level,
  type Month,
  type StudentUser,
  type Term,
  type TokenPurchase,
} from '@hall/model';
import type { PastRecords, Store } from '../store/port.ts';
import { DEMO_RESIDENTS } from './seed-rooms.ts';

type Student = { name: string; email: string; id: string };

const student = (id: string, name: string): Student => ({ name, email: studentAddress(id), id });

/** The registered students the year of payments adds (profiles only). Batch 22 is level 1, 19 level 4. */
export const DEMO_PAYERS: readonly Student[] = [
  ...(
    [
      ['2204001', 'Ayesha Siddiqua'],
      ['2204002', 'Mahmudul Hasan'],
      ['2204003', 'Nafisa Tabassum'],
      ['2204004', 'Rakibul Islam'],
      ['2204005', 'Sumaiya Rahman'],
      ['2204006', 'Fahim Shahriar'],
      ['2204007', 'Lamia Chowdhury'],
      ['2204008', 'Tanjim Ahmed'],
      ['2104021', 'Shakil Ahmed'],
      ['2104022', 'Marufa Yasmin'],
      ['2104023', 'Nayeem Hossain'],
      ['2104024', 'Priya Das'],
      ['2104025', 'Rifat Karim'],
      ['2104026', 'Sharmin Sultana'],
      ['2004021', 'Asif Iqbal'],
      ['2004022', 'Bithi Rani'],
      ['2004023', 'Mashrafi Hasan'],
      ['2004024', 'Nowshin Nahar'],
      ['2004025', 'Sajid Mahmud'],
      ['2004026', 'Tania Parvin'],
      ['1904021', 'Anika Tahsin'],
      ['1904022', 'Ehsanul Haque'],
      ['1904023', 'Fatema Zohra'],
      ['1904024', 'Habibur Rahman'],
      ['1904025', 'Moushumi Akter'],
      ['1904026', 'Zubair Hossain'],
    ] as const
  ).map(([id, name]) => student(id, name)),
];

/** The student who owes exactly two months of the Reports page's opening period (level 1, term 1, this half-year). */
export const TWO_MONTHS_OWED: Student = student('2204005', 'Sumaiya Rahman');

/** Which half-year's fee: this one's (term 1) or the one before's (term 2 of the level below). */
type Half = 'this' | 'before';
/** A fee's first and last month. */
type Span = [Month, Month];
/** Whose fee the office rejected once (filed again two hours after, and approved). */
const REJECTED_ONCE = { id: '2004022', half: 'this' };
/** Who has paid nothing for a half-year. */
const UNPAID = [
  { id: '2204008', half: 'this' },
  { id: '2004024', half: 'this' },
  { id: '1904025', half: 'before' },
];
/** Whose fee was filed a few days ago and waits for the office. */
const LATE = [
  { id: '2204007', half: 'this', daysAgo: 2 },
  { id: '2104024', half: 'before', daysAgo: 5 },
];
/** Meal tokens still pending, filed this many days ago (the queue's oldest waits longest). */
const WAITING_TOKENS = [1, 3, 6];

const REJECTION_REASON = 'No bKash payment has this transaction id: please check it and file again.';
const HOUR = 3_600_000;

const digest = (key: string) => createHash('sha256').update(`demo-payments:${key}`).digest('hex');
/** A number in [0, 1) fixed by `key`. */
const chance = (key: string) => parseInt(digest(key).slice(0, 8), 16) / 2 ** 32;
/** A whole number from `low` to `high` fixed by `key`. */
const between = (key: string, low: number, high: number) => low + Math.floor(chance(key) * (high - low + 1));
const two = (value: number) => String(value).padStart(2, '0');
/** A record id as the stores make them (24 hex digits). */
const recordId = (key: string) => digest(`record:${key}`).slice(0, 24);
/** Ten upper-case letters and digits, a digit first (the demo's other ids start with BK). */
function transactionId(key: string): string {
  const hex = digest(`transaction:${key}`);
  const tail = BigInt(`0x${hex.slice(1, 17)}`)
    .toString(36)
    .toUpperCase()
    .padStart(9, '0')
    .slice(-9);
  return `${parseInt(hex[0]!, 16) % 10}${tail}`;
}
const bkashNumber = (who: Student) => `017${String(between(`bkash:${who.id}`, 0, 99_999_999)).padStart(8, '0')}`;
/** The level of a student's batch: 22 is level 1, 19 is level 4. */
const levelOf = (who: Student) => String(23 - Number(who.id.slice(0, 2))) as Level;
/** When someone filed something on `day` of hall month `month`, at a time fixed by `key`. */
const filedOn = (month: string, day: number, key: string) =>
  hallInstant(`${month}-${two(day)}`, `${two(between(`hour:${key}`, 8, 21))}:${two(between(`minute:${key}`, 0, 59))}`);

/** The months of the half-year that starts with `first` (yyyy-mm: January or July). */
const halfMonths = (first: string): Month[] => (first.endsWith('-01') ? MONTHS.slice(0, 6) : MONTHS.slice(6));

type PaymentKind = 'tokenPurchases' | 'hallFees';

/**
 * A filed payment as the office decided it at `at` (approved; or rejected with `rejectReason`,
 * which gives its transaction id back) with the log's entries, as the API would have written them.
 */
export function decidedPayment<T extends TokenPurchase | HallFee>(
  kind: PaymentKind,
  filed: T,
  at: Date,
  office: ActivityActor,
  rejectReason?: string,
): { record: T; activity: ActivityEntry[] } {
  const record: T = rejectReason
    ? { ...filed, status: REJECTED_STATUS, rejectReason }
    : { ...filed, status: APPROVED_STATUS };
  const entry = (order: number, action: 'approve' | 'reject' | 'transaction_released', changes: object) => ({
    // As the Firestore store names entries: the time first, so the log reads in order.
    _id: `${at.getTime().toString(36).padStart(9, '0')}${two(order)}${filed._id}`,
    createdAt: at.toISOString(),
    ...activityFields(office, action, {
      collection: kind,
      recordId: filed._id,
      studentId: filed.id,
      changes,
      record: action === 'transaction_released' ? filed : record,
    }),
  });
  const activity = rejectReason
    ? [
        entry(0, 'reject', { status: REJECTED_STATUS, rejectReason }),
        entry(1, 'transaction_released', { Transaction_id: normalizeTransactionId(filed.Transaction_id) }),
      ]
    : [entry(0, 'approve', { status: APPROVED_STATUS })];
  return { record, activity };
}

/**
 * The year of payments at `now`: the new profiles, the tokens, the hall fees and the office's
 * decisions on them by `office`, every time before `now`.
 */
export function demoPayments(
  now: Date,
  office: ActivityActor,
): Required<Pick<PastRecords, 'users' | 'tokenPurchases' | 'hallFees' | 'activity'>> {
  const current = hallMonth(now);
  const thisHalf = `${current.slice(0, 4)}-${Number(current.slice(5)) <= 6 ? '01' : '07'}`;
  /** The newest batch came a month before this half-year; the others a year before that. */
  const arrived = (who: Student) => addMonths(thisHalf, levelOf(who) === '1' ? -1 : -13);
  const users: StudentUser[] = DEMO_PAYERS.map((who) => ({
    ...who,
    _id: recordId(`user:${who.id}`),
    createdAt: filedOn(arrived(who), 1, `user:${who.id}`).toISOString(),
  }));
  const tokenPurchases: TokenPurchase[] = [];
  const hallFees: HallFee[] = [];
  const activity: ActivityEntry[] = [];

  /** The office's decision at `at`, when that is past: the record's status and its log entries. */
  function decide<T extends TokenPurchase | HallFee>(kind: PaymentKind, filed: T, at: Date, rejectReason?: string): T {
    if (at.getTime() > now.getTime()) return filed;
    const decided = decidedPayment(kind, filed, at, office, rejectReason);
    activity.push(...decided.activity);
    return decided.record;
  }

  /** A payment's owner fields, id, time and transaction. */
  const paid = (who: Student, key: string, at: Date) => ({
    ...who,
    _id: recordId(key),
    createdAt: at.toISOString(),
    Transaction_id: transactionId(key),
    bkash_number: bkashNumber(who),
  });

  function token(who: Student, key: string, at: Date, decidedAt: Date | null, rejectReason?: string): void {
    const thirtyDays = chance(`package:${key}`) < 0.75;
    const start = addDays(hallDate(at), 1);
    const filed: TokenPurchase = {
      ...paid(who, `token:${key}`, at),
      package1: thirtyDays ? '30' : '15',
      amount: thirtyDays ? '2500' : '1300',
      Start_date: start,
      End_date: addDays(start, thirtyDays ? 29 : 14),
    };
    tokenPurchases.push(decidedAt ? decide('tokenPurchases', filed, decidedAt, rejectReason) : filed);
  }

  function fee(who: Student, level: Level, term: Term, [from, to]: Span, key: string, at: Date): HallFee {
    return { ...paid(who, `fee:${key}`, at), month_start: from, month_end: to, lavel: level, term };
  }
  const feeDecidedAt = (key: string, at: Date) => new Date(at.getTime() + between(`delay:${key}`, 3, 60) * HOUR);
  /** The day a half's fee (or its second quarter's) is filed: around its first month, or days ago if that is not yet past. */
  const feeFiledAt = (first: string, key: string, quarter: number) => {
    const at = filedOn(addMonths(first, 3 * quarter), 1, key).getTime() + between(`day:${key}`, -10, 12) * 24 * HOUR;
    if (at + 72 * HOUR < now.getTime()) return new Date(at);
    return quarter === 0 ? new Date(now.getTime() - between(`recent:${key}`, 72, 220) * HOUR) : null;
  };

  /** A student's fee for a half-year: level and term as they were then, paid at once or by the quarter. */
  function halfFees(who: Student, half: Half): void {
    const level = Number(levelOf(who)) - (half === 'this' ? 0 : 1);
    if (level < 1) return; // The newest batch came this half-year.
    const first = half === 'this' ? thisHalf : addMonths(thisHalf, -6);
    const key = `${who.id}:${first}`;
    const months = halfMonths(first);
    const span = (from: number, to: number): Span => [months[from]!, months[to]!];
    const is = (one: { id: string; half: string }) => one.id === who.id && one.half === half;
    const lavel = String(level) as Level;
    const term: Term = half === 'this' ? '1' : '2';
    if (UNPAID.some(is)) return;
    const late = LATE.find(is);
    if (late) {
      const at = new Date(now.getTime() - (late.daysAgo * 24 + 3) * HOUR);
      hallFees.push(fee(who, lavel, term, span(0, 5), `${key}:late`, at));
      return;
    }
    const spans =
      who.id === TWO_MONTHS_OWED.id && half === 'this'
        ? [span(0, 3)]
        : chance(`quarters:${key}`) < 0.25
          ? [span(0, 2), span(3, 5)]
          : [span(0, 5)];
    spans.forEach((months, quarter) => {
      let at = feeFiledAt(first, `${key}:${quarter}`, quarter);
      if (!at) return; // The second quarter is not due yet.
      if (who.id === REJECTED_ONCE.id && half === REJECTED_ONCE.half) {
        const rejectedAt = feeDecidedAt(`${key}:${quarter}:rejected`, at);
        const rejected = fee(who, lavel, term, months, `${key}:${quarter}:rejected`, at);
        hallFees.push(decide('hallFees', rejected, rejectedAt, REJECTION_REASON));
        at = new Date(rejectedAt.getTime() + 2 * HOUR);
      }
      const filed = fee(who, lavel, term, months, `${key}:${quarter}`, at);
      hallFees.push(decide('hallFees', filed, feeDecidedAt(`${key}:${quarter}`, at)));
    });
  }

  for (const who of [...DEMO_RESIDENTS, ...DEMO_PAYERS]) {
    // A meal token in most months, filed on a day of its own and decided within hours (some days).
    for (let back = 0; back < 12; back += 1) {
      const month = addMonths(current, -back);
      const key = `${who.id}:${month}`;
      if (month < arrived(who) || chance(`buys:${key}`) >= 0.7) continue;
      const at = filedOn(month, between(`day:${key}`, 1, 26), key);
      if (at.getTime() >= now.getTime()) continue;
      const slow = chance(`slow:${key}`) < 0.1;
      const delay = slow ? between(`delay:${key}`, 48, 120) : between(`delay:${key}`, 1, 40);
      const reject = chance(`reject:${key}`) < 0.015 ? REJECTION_REASON : undefined;
      token(who, key, at, new Date(at.getTime() + delay * HOUR + between(`wait:${key}`, 0, 59) * 60_000), reject);
    }
    halfFees(who, 'this');
    halfFees(who, 'before');
  }
  // A few tokens waiting for the office, filed over the last days.
  WAITING_TOKENS.forEach((daysAgo, index) => {
    const who = DEMO_PAYERS[index * 5]!;
    token(who, `${who.id}:waiting`, new Date(now.getTime() - (daysAgo * 24 + 2) * HOUR), null);
  });
  return { users, tokenPurchases, hallFees, activity };
}

/** Loads the year of payments at `now` into a new store, decided by `office`. */
export async function seedDemoPayments(store: Store, now: Date, office: ActivityActor): Promise<void> {
  await store.history.load(demoPayments(now, office));
}
