// The hall's business constants (spec section 9). Wire values keep the spec's spelling.

import { locale } from './texts/locale.ts';

export const STUDENT_EMAIL_DOMAIN = 'student.cuet.ac.bd';

// Used when no admin address is configured; the role also needs a verified e-mail (see admin.ts).
export const DEFAULT_ADMIN_EMAIL = 'hall.admin@student.cuet.ac.bd';

export const MIN_PASSWORD_LENGTH = 6;

/** Meal-token packages, in days. */
export const TOKEN_PACKAGES = ['30', '15'] as const;
export type TokenPackage = (typeof TOKEN_PACKAGES)[number];
export const TOKEN_PACKAGE_LABELS: Record<TokenPackage, string> = { '30': '30 days', '15': '15 days' };

/** Token amounts in taka. Independent of the package: the spec enforces no pairing. */
export const TOKEN_AMOUNTS = ['2500', '1300'] as const;
export type TokenAmount = (typeof TOKEN_AMOUNTS)[number];

export const LEVELS = ['1', '2', '3', '4'] as const;
export type Level = (typeof LEVELS)[number];

export const TERMS = ['1', '2'] as const;
export type Term = (typeof TERMS)[number];

// 'january' and 'june' are lowercase on purpose: those are the stored values (spec section 9).
export const MONTHS = [
  'january',
  'February',
  'March',
  'April',
  'May',
  'june',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type Month = (typeof MONTHS)[number];

/** What the hall-fee selects show; the stored values stay the spec's spelling above. */
export const MONTH_LABELS: Record<Month, string> = {
  january: 'January',
  February: 'February',
  March: 'March',
  April: 'April',
  May: 'May',
  june: 'June',
  July: 'July',
  August: 'August',
  September: 'September',
  October: 'October',
  November: 'November',
  December: 'December',
};

/** A month as people read it, in the build's language ("January", "জানুয়ারি"); MONTH_LABELS stays English for PDFs. */
export function monthName(month: Month): string {
  return new Intl.DateTimeFormat(locale.dates, { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, MONTHS.indexOf(month), 1),
  );
}

/** The status the administrator's approval sets (one-way). */
export const APPROVED_STATUS = 'confirm' as const;

/** The status the administrator's rejection sets, with a reason (decision 031); also final. */
export const REJECTED_STATUS = 'rejected' as const;

/** What a list can be narrowed to (the `status` of a page query): the approved part or the pending part. */
export const STATUS_FILTERS = ['approved', 'pending'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const [APPROVED_PART, PENDING_PART] = STATUS_FILTERS;

/**
 * Every date a form takes (token days, application and notice dates) lies in this window: a hall
 * has no business with year 0000 or 9999. ISO dates compare correctly as strings.
 */
export const DATE_WINDOW = { first: '2000-01-01', last: '2099-12-31' } as const;

export const NOTICE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The least time between two writes of one student in firebase mode (a filing, a message, a
 * profile edit), which firestore.rules enforce: at most 30 a minute, the API's limit per account.
 */
export const STUDENT_WRITE_GAP_SECONDS = 2;

/** Maximum lengths, in characters, checked on every write. */
export const LIMITS = {
  name: 80,
  email: 254,
  studentId: 20,
  room: 20,
  /** A room's floor or block, and the office's notes on it (issue 31). */
  floor: 40,
  roomNotes: 200,
  transactionId: 30,
  /** What may be typed or pasted into the payment fields before spaces, dashes and +880 are taken out. */
  typedPayment: 40,
  complaint: 2000,
  message: 2000,
  title: 200,
  phone: 14,
  /** The office's reason for rejecting a request, shown to the student. */
  rejectReason: 200,
  /** A report's search: a student id, name or e-mail (issue 32). */
  search: 100,
} as const;
