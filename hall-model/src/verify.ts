// What anyone holding a meal token's QR code learns about it (GET /api/verify/{id}, the /verify
// page): whether it is valid today, its package and dates, and nothing about the student (no name
// or id since issue 30: a screenshot of the QR must not tell whose it is; dining staff get those
// from GET /api/dining/check/{id}).
import { APPROVED_STATUS, REJECTED_STATUS, TOKEN_PACKAGE_LABELS } from './constants.ts';
import type { TokenPurchase } from './entities.ts';

/** The hall's clock: "today" at the counter is the date in Dhaka, whatever the server's zone. */
export const HALL_TIME_ZONE = 'Asia/Dhaka';

export interface TokenVerification {
  /** Approved and today is inside the period: the counter may serve the meal. */
  valid: boolean;
  approved: boolean;
  /** The office rejected the request (decision 031); its reason stays private. */
  rejected: boolean;
  inPeriod: boolean;
  /** The hall's date the answer was made for (yyyy-mm-dd). */
  today: string;
  /** The package's label, e.g. '30 days'. */
  package: string;
  startDate: string;
  endDate: string;
}

/** The date (yyyy-mm-dd) at `now` in the hall's time zone. */
export function hallDate(now: Date): string {
  // en-CA formats a date as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: HALL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function verifyToken(token: TokenPurchase, now: Date): TokenVerification {
  const today = hallDate(now);
  const approved = token.status === APPROVED_STATUS;
  // ISO dates compare as strings; both ends of the period are days the token covers.
  const inPeriod = token.Start_date <= today && today <= token.End_date;
  return {
    valid: approved && inPeriod,
    approved,
    rejected: token.status === REJECTED_STATUS,
    inPeriod,
    today,
    package: TOKEN_PACKAGE_LABELS[token.package1] ?? `${token.package1} days`,
    startDate: token.Start_date,
    endDate: token.End_date,
  };
}

/** Where a token's QR code points: the portal's public verify page for that request. */
export function verifyPath(requestId: string): string {
  return `/verify/${encodeURIComponent(requestId)}`;
}

/** The verify page's full link on the portal at `origin` (e.g. https://hall.example.org). */
export function verifyUrl(origin: string, requestId: string): string {
  return `${origin.replace(/\/+$/, '')}${verifyPath(requestId)}`;
}
