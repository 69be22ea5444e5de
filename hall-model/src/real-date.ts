// A real calendar date (YYYY-MM-DD, leap years included) as one regular expression, for the
// security rules, which have RE2 patterns but no date arithmetic. It accepts exactly what
// isRealDate (schemas.ts) accepts; real-date.test.ts walks every day of several years to prove it.
const MONTH_OF_31 = '(0[13578]|1[02])-(0[1-9]|[12][0-9]|3[01])';
const MONTH_OF_30 = '(0[469]|11)-(0[1-9]|[12][0-9]|30)';
const FEBRUARY = '02-(0[1-9]|1[0-9]|2[0-8])';
const LEAP_YEAR = '([0-9]{2}(0[48]|[2468][048]|[13579][26])|([02468][048]|[13579][26])00)';

export const REAL_ISO_DATE = new RegExp(`^([0-9]{4}-(${MONTH_OF_31}|${MONTH_OF_30}|${FEBRUARY})|${LEAP_YEAR}-02-29)$`);
