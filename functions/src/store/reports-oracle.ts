// The reports contract's answers (issue 32), computed directly from the seeded records with plain
// loops: its own month and day arithmetic, never the model's studentDues or the stores' queries,
// so that a mistake shared by the model and a store still shows.
import {
  DUES_PAGE_SIZE,
  HALL_FEE_PER_MONTH,
  MONTHS,
  type ActivityEntry,
  type DuesPeriod,
  type DuesTotals,
  type HallFee,
  type MonthCollection,
  type QueueDay,
  type QueueReport,
  type RoomAllotment,
  type StudentDues,
  type StudentUser,
  type TokenPurchase,
} from '@hall/model';

/** The records as they are stored once seeding is done (cleared ones left out). */
export interface StoredHall {
  users: StudentUser[];
  tokenPurchases: TokenPurchase[];
  hallFees: HallFee[];
  roomAllotments: RoomAllotment[];
  activity: ActivityEntry[];
}

const DHAKA_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const dhakaIso = (iso: string) => new Date(Date.parse(iso) + DHAKA_MS).toISOString();
const dhakaMonth = (iso: string) => dhakaIso(iso).slice(0, 7);
const dhakaDay = (iso: string) => dhakaIso(iso).slice(0, 10);

/** The month names from `from` to `to`, going forward through the year. */
function monthsFromTo(from: string, to: string): string[] {
  const names: string[] = [];
  let index = MONTHS.indexOf(from as (typeof MONTHS)[number]);
  for (;;) {
    names.push(MONTHS[index]!);
    if (MONTHS[index] === to) return names;
    index = (index + 1) % 12;
  }
}

function duesRows(hall: StoredHall, period: DuesPeriod): StudentDues[] {
  const periodMonths = monthsFromTo(period.from, period.to);
  const feesOf = new Map<string, HallFee[]>();
  for (const fee of hall.hallFees) {
    const owner = fee.email.toLowerCase();
    feesOf.set(owner, [...(feesOf.get(owner) ?? []), fee]);
  }
  const rows: StudentDues[] = [];
  for (const user of hall.users) {
    const paid: string[] = [];
    const pending: string[] = [];
    for (const fee of feesOf.get(user.email.toLowerCase()) ?? []) {
      if (fee.lavel !== period.level || fee.term !== period.term) continue;
      if (fee.status === 'rejected') continue;
      for (const month of monthsFromTo(fee.month_start, fee.month_end)) {
        if (!periodMonths.includes(month)) continue;
        const into = fee.status === 'confirm' ? paid : pending;
        if (!into.includes(month)) into.push(month);
      }
    }
    let pendingMonths = 0;
    for (const month of pending) if (!paid.includes(month)) pendingMonths += 1;
    const owedMonths = periodMonths.length - paid.length;
    rows.push({
      id: user.id,
      name: user.name,
      email: user.email,
      paidMonths: paid.length,
      pendingMonths,
      owedMonths,
      paid: paid.length * HALL_FEE_PER_MONTH,
      pending: pendingMonths * HALL_FEE_PER_MONTH,
      owed: owedMonths * HALL_FEE_PER_MONTH,
    });
  }
  rows.sort((a, b) => (a.owed !== b.owed ? b.owed - a.owed : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return rows;
}

function totalsOf(rows: StudentDues[]): DuesTotals {
  const totals = { students: 0, owing: 0, paid: 0, pending: 0, owed: 0 };
  for (const row of rows) {
    totals.students += 1;
    if (row.owed > 0) totals.owing += 1;
    totals.paid += row.paid;
    totals.pending += row.pending;
    totals.owed += row.owed;
  }
  return totals;
}

export function expectedDuesList(hall: StoredHall, period: DuesPeriod) {
  const rows = duesRows(hall, period);
  return { period, rows, totals: totalsOf(rows) };
}

export function expectedDuesPage(hall: StoredHall, period: DuesPeriod, search = '', page = 1) {
  const all = duesRows(hall, period);
  const wanted = search.trim().toLowerCase();
  const kept = all.filter(
    (row) =>
      row.id.startsWith(wanted) || row.name.toLowerCase().includes(wanted) || row.email.toLowerCase().includes(wanted),
  );
  return {
    period,
    rows: kept.slice((page - 1) * DUES_PAGE_SIZE, page * DUES_PAGE_SIZE),
    matching: kept.length,
    totals: totalsOf(all),
  };
}

export function expectedCollections(hall: StoredHall, months: readonly string[]): MonthCollection[] {
  return months.map((month) => {
    const figure = { month, tokens: 0, hallFees: 0, total: 0, tokenCount: 0, hallFeeCount: 0 };
    for (const token of hall.tokenPurchases) {
      if (token.status !== 'confirm' || dhakaMonth(token.createdAt) !== month) continue;
      figure.tokens += Number(token.amount);
      figure.tokenCount += 1;
    }
    for (const fee of hall.hallFees) {
      if (fee.status !== 'confirm' || dhakaMonth(fee.createdAt) !== month) continue;
      figure.hallFees += monthsFromTo(fee.month_start, fee.month_end).length * HALL_FEE_PER_MONTH;
      figure.hallFeeCount += 1;
    }
    figure.total = figure.tokens + figure.hallFees;
    return figure;
  });
}

const KINDS = ['tokenPurchases', 'hallFees', 'roomAllotments'] as const;

export function expectedQueue(hall: StoredHall, now: Date): QueueReport {
  const pending = KINDS.map((kind) => {
    let count = 0;
    let oldest: string | null = null;
    for (const record of hall[kind]) {
      if (record.status !== undefined) continue;
      count += 1;
      if (oldest === null || Date.parse(record.createdAt) < Date.parse(oldest)) oldest = record.createdAt;
    }
    return { kind, pending: count, oldestFiledAt: oldest };
  });

  const today = Date.parse(dhakaDay(now.toISOString()));
  const days: QueueDay[] = [];
  for (let back = 29; back >= 0; back -= 1) {
    days.push({ day: new Date(today - back * DAY_MS).toISOString().slice(0, 10), filed: 0, decided: 0 });
  }
  const dayOf = (iso: string) => days.find((day) => day.day === dhakaDay(iso));
  for (const kind of KINDS) {
    for (const record of hall[kind]) {
      const day = dayOf(record.createdAt);
      if (day) day.filed += 1;
    }
  }

  // A record's decision is its earliest approve, reject or allocate entry.
  const first = new Map<string, ActivityEntry>();
  for (const entry of hall.activity) {
    if (!(KINDS as readonly string[]).includes(entry.collection)) continue;
    if (entry.action !== 'approve' && entry.action !== 'reject' && entry.action !== 'allocate') continue;
    const key = `${entry.collection}/${entry.recordId}`;
    const before = first.get(key);
    if (!before || Date.parse(entry.createdAt) < Date.parse(before.createdAt)) first.set(key, entry);
  }
  const hours: number[] = [];
  for (const entry of first.values()) {
    const day = dayOf(entry.createdAt);
    if (!day) continue;
    day.decided += 1;
    const filedAt = entry.about?.createdAt;
    if (filedAt !== undefined) {
      hours.push(Math.round((Date.parse(entry.createdAt) - Date.parse(filedAt)) / 360_000) / 10);
    }
  }
  hours.sort((a, b) => a - b);
  let middle: number | null = null;
  if (hours.length % 2 === 1) middle = hours[(hours.length - 1) / 2]!;
  else if (hours.length > 0) middle = (hours[hours.length / 2 - 1]! + hours[hours.length / 2]!) / 2;
  return { pending, days, medianHoursToDecision: middle, decisions: hours.length };
}
