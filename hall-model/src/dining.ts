// The dining hall's day (issue 30): the hall's sittings, the cutoff for switching a day's meals
// off, and the shapes the API, both stores and the SPA share for meal switches, servings and the
// kitchen's count. One source: the API checks with these functions, the pages show with them.
import { isAdministrator } from './admin.ts';
import { APPROVED_STATUS } from './constants.ts';
import type { TokenPurchase } from './entities.ts';
import { cuetEmailSchema } from './schemas.ts';
import { isStudentAddress } from './student-id.ts';
import { REAL_ISO_DATE } from './real-date.ts';
import { hallDate } from './verify.ts';
import { locale } from './texts/locale.ts';

export { diningMessages } from './texts/dining.ts';

/** The hall's clock is Dhaka's: UTC+6 all year (Bangladesh keeps no daylight saving time). */
export const HALL_UTC_OFFSET = '+06:00';

/** The sittings of a day, in hall time (start inclusive, end exclusive), in the order they are served. */
export const SITTINGS = [
  { key: 'lunch', label: 'Lunch', start: '13:00', end: '15:00' },
  { key: 'dinner', label: 'Dinner', start: '20:00', end: '22:00' },
] as const;
export type SittingKey = (typeof SITTINGS)[number]['key'];
export type Sitting = (typeof SITTINGS)[number];
export const SITTING_KEYS: readonly SittingKey[] = SITTINGS.map((sitting) => sitting.key);

/** A day's meals can be switched off or back on until this hall time on the day before. */
export const MEAL_SWITCH_CUTOFF = { daysBefore: 1, time: '22:00' } as const;

/** `day` (yyyy-mm-dd) moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant of hall time `time` (HH:MM) on `day`. */
export function hallInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00${HALL_UTC_OFFSET}`);
}

/** The hall time (HH:MM) at `now`. */
export function hallTime(now: Date): string {
  return new Date(now.getTime() + 6 * 3600_000).toISOString().slice(11, 16);
}

/** The last instant a day's meals can be switched (exclusive): 22:00 the day before. */
export function switchCutoff(day: string): Date {
  return hallInstant(addDays(day, -MEAL_SWITCH_CUTOFF.daysBefore), MEAL_SWITCH_CUTOFF.time);
}

export function canSwitchDay(day: string, now: Date): boolean {
  return now.getTime() < switchCutoff(day).getTime();
}

/** The sitting being served at `now`, or null between sittings. */
export function sittingAt(now: Date): Sitting | null {
  const time = hallTime(now);
  return SITTINGS.find((sitting) => sitting.start <= time && time < sitting.end) ?? null;
}

/** Every day a token covers, first to last (both ends count). */
export function tokenDays(token: Pick<TokenPurchase, 'Start_date' | 'End_date'>): string[] {
  const days: string[] = [];
  // A period is at most 30 days; the cap keeps a damaged record from looping long.
  for (let day = token.Start_date; day <= token.End_date && days.length < 62; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Whether the token pays for meals on `day`: approved, and the day inside its period. */
export function tokenCovers(token: Pick<TokenPurchase, 'status' | 'Start_date' | 'End_date'>, day: string): boolean {
  return token.status === APPROVED_STATUS && token.Start_date <= day && day <= token.End_date;
}

/** One switch a student made, kept in the token's history (append-only). */
export interface MealSwitch {
  tokenId: string;
  /** The day switched (yyyy-mm-dd). */
  day: string;
  /** true: the day's meals switched off; false: back on. */
  off: boolean;
  /** When the switch was made (ISO timestamp). */
  at: string;
}

/** One day of a token, as its meal calendar shows it (the server's clock decides `locked`). */
export interface MealDay {
  day: string;
  off: boolean;
  /** Past the day's cutoff: it can no longer be switched. */
  locked: boolean;
}

/** A token's meal days as its owner (or the office) reads them. */
export interface MealDays {
  tokenId: string;
  /** The hall's date at the server when answered. */
  today: string;
  /** Every day of the token, in calendar order. */
  days: MealDay[];
  /** Every switch, newest first. */
  switches: MealSwitch[];
}

/** The kitchen's count as the dashboard and the staff page open it: today, tomorrow, the sitting now. */
export interface KitchenCounts {
  today: DayCounts;
  tomorrow: DayCounts;
  sitting: SittingKey | null;
}

/** One meal served: at most one per token, day and sitting. */
export interface Serving {
  tokenId: string;
  day: string;
  sitting: SittingKey;
  /** ISO timestamp. */
  servedAt: string;
  /** The dining staff member's e-mail. */
  servedBy: string;
}

/** A dining staff account the office added. */
export interface DiningStaffMember {
  email: string;
  /** ISO timestamp. */
  addedAt: string;
  addedBy: string;
}

/** Whether a staff address has a sign-in account yet: verified, made but not verified, or none. */
export type StaffAccountState = 'verified' | 'unverified' | 'none';

/** A staff address as the office's list shows it (GET and POST /api/dining/staff). */
export type DiningStaffListing = DiningStaffMember & { account: StaffAccountState };

/** The kitchen's count for one sitting of a day. */
export interface SittingCount {
  sitting: SittingKey;
  /** Approved tokens covering the day, less those whose day is switched off. */
  expected: number;
  served: number;
}

export interface DayCounts {
  day: string;
  /** Approved tokens covering the day. */
  tokens: number;
  /** Of those, the ones whose day is switched off. */
  switchedOff: number;
  sittings: SittingCount[];
}

/** One line of a day's list (the kitchen's CSV): a token covering the day. */
export interface DayListEntry {
  tokenId: string;
  studentId: string;
  name: string;
  off: boolean;
  /** The time each sitting was served (ISO), absent when not served. */
  served: Partial<Record<SittingKey, string>>;
}

/** What dining staff (and the office) see when they open a token's QR: the public check and the meal. */
export interface MealCheck {
  tokenId: string;
  valid: boolean;
  today: string;
  studentId: string;
  name: string;
  package: string;
  startDate: string;
  endDate: string;
  /** Today's meals are switched off. */
  mealOff: boolean;
  /** The sitting being served now, or null. */
  sitting: SittingKey | null;
  /** This sitting's serving, when it was already served. */
  serving: Serving | null;
}

/** The kitchen's count for `day`, computed directly (the stores' answers must equal this). */
export function countDay(
  day: string,
  tokens: readonly Pick<TokenPurchase, '_id' | 'status' | 'Start_date' | 'End_date'>[],
  offDays: readonly { tokenId: string; day: string }[],
  servings: readonly Pick<Serving, 'tokenId' | 'day' | 'sitting'>[],
): DayCounts {
  const covering = new Set(tokens.filter((token) => tokenCovers(token, day)).map((token) => token._id));
  const off = new Set(
    offDays.filter((entry) => entry.day === day && covering.has(entry.tokenId)).map((e) => e.tokenId),
  );
  const expected = covering.size - off.size;
  return {
    day,
    tokens: covering.size,
    switchedOff: off.size,
    // A meal served stays served, even if its token was cleared since.
    sittings: SITTING_KEYS.map((sitting) => ({
      sitting,
      expected,
      served: servings.filter((serving) => serving.day === day && serving.sitting === sitting).length,
    })),
  };
}

/** "13:05": a serving's time as the counter reads it (hall time). */
export function servedTime(servedAt: string): string {
  return hallTime(new Date(servedAt));
}

/** The hall's date today and tomorrow at `now`: the two days the kitchen's count shows. */
export function countDays(now: Date): [string, string] {
  const today = hallDate(now);
  return [today, addDays(today, 1)];
}

/** "27 November": a day as the pages and messages name it (in the build's language). */
export function dayLabel(day: string): string {
  return new Intl.DateTimeFormat(locale.dates, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * Who may be dining staff: a CUET address that is neither a student's own nor the administrator's,
 * so the roles never overlap (a staff account reads no student's records and files nothing).
 */
export function isStaffAddress(email: string, adminEmail: string): boolean {
  const address = email.trim().toLowerCase();
  return (
    cuetEmailSchema.safeParse(address).success &&
    !isStudentAddress(address) &&
    !isAdministrator({ email: address, emailVerified: true }, adminEmail)
  );
}

/** A day in a path (yyyy-mm-dd, a real date). */
export function isDay(value: string): boolean {
  return REAL_ISO_DATE.test(value);
}

/**
 * The firebase back end's dining collections (written only by the Cloud Function's store):
 * `diningStaff/{email}`, `mealDays/{tokenId}_{day}` (the day's state), `mealSwitches/{id}` (each
 * switch), `servings/{tokenId}_{day}_{sitting}` (one per meal) and `diningDays/{day}` (bumped with
 * every serving and switch: what the pages listen to for live counts).
 */
export const DINING_COLLECTIONS = {
  diningStaff: 'diningStaff',
  mealDays: 'mealDays',
  mealSwitches: 'mealSwitches',
  servings: 'servings',
  diningDays: 'diningDays',
} as const;

export const mealDayId = (tokenId: string, day: string): string => `${tokenId}_${day}`;
export const servingId = (tokenId: string, day: string, sitting: SittingKey): string => `${tokenId}_${day}_${sitting}`;
