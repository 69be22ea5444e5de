// The hall's numbers, patterns, enumerations and admin address, written into both rules files
// as a marked block of helper functions. Rules cannot import the model, so `npm run rules:sync`
// copies it, and tests/rules-syntax/ fails `npm test` while a block is stale.
import {
  APPROVED_STATUS,
  BANGLADESHI_MOBILE,
  DATE_WINDOW,
  ID_CHARACTERS,
  LEVELS,
  LIMITS,
  MONTHS,
  NOTICE_MAX_BYTES,
  REAL_ISO_DATE,
  REJECTED_STATUS,
  ROOM_NAME,
  resolveAdminEmail,
  SAFE_PDF_NAME,
  STORED_TRANSACTION_ID_CHARACTERS,
  STUDENT_EMAIL_DOMAIN,
  STUDENT_ID_DIGITS,
  STUDENT_WRITE_GAP_SECONDS,
  TERMS,
  TOKEN_AMOUNTS,
  TOKEN_PACKAGES,
  TRANSACTION_ID_CHARACTERS,
  TRANSACTION_ID_MIN_LENGTH,
} from '@hall/model';

export const RULES_SYNC_COMMAND = 'npm run rules:sync';
export const BLOCK_START = `  // ---- Generated from hall-model by \`${RULES_SYNC_COMMAND}\`: do not edit by hand ----`;
export const BLOCK_END = '  // ---- End of the generated block ----';

export type RulesFile = 'firestore.rules' | 'storage.rules';

/** A rules string literal (single quotes; backslashes and quotes escaped). */
function literal(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function list(values: readonly string[]): string {
  return `[${values.map(literal).join(', ')}]`;
}

function fn(name: string, params: string[], body: string, comment?: string): string {
  const lead = comment ? `  // ${comment}\n` : '';
  return `${lead}  function ${name}(${params.join(', ')}) {\n    return ${body};\n  }\n`;
}

/** `^X+$` (one character class, repeated) as `^X{min,max}$`; refuses other shapes loudly. */
function bounded(pattern: RegExp, min: number, max: number): string {
  const match = /^\^(\[[^\]]+\])\+\$$/.exec(pattern.source);
  if (!match) throw new Error(`rules:sync cannot bound ${pattern}; teach scripts/lib/rules-values.ts its new shape`);
  return `^${match[1]}{${min},${max}}$`;
}

/** `^X$` as X, to be embedded in a larger pattern. */
function inner(pattern: RegExp): string {
  const match = /^\^(.*)\$$/.exec(pattern.source);
  if (!match || pattern.flags !== '')
    throw new Error(`rules:sync expects an anchored pattern without flags: ${pattern}`);
  return match[1] ?? '';
}

function adminEmail(): string {
  // Rules cannot read configuration: another deployment's address means a re-sync.
  return resolveAdminEmail(process.env.HALL_ADMIN_EMAIL ?? process.env.VITE_ADMIN_EMAIL);
}

function firestoreHelpers(): string {
  const domain = STUDENT_EMAIL_DOMAIN.replace(/\./g, '[.]');
  return [
    fn('adminEmail', [], literal(adminEmail()), 'DEFAULT_ADMIN_EMAIL, or HALL_ADMIN_EMAIL / VITE_ADMIN_EMAIL when set'),
    fn('approvedStatus', [], literal(APPROVED_STATUS)),
    fn('rejectedStatus', [], literal(REJECTED_STATUS)),
    fn('tokenPackages', [], list(TOKEN_PACKAGES)),
    fn('tokenAmounts', [], list(TOKEN_AMOUNTS)),
    fn('levels', [], list(LEVELS)),
    fn('terms', [], list(TERMS)),
    fn('months', [], list(MONTHS), 'MONTHS, in calendar order'),
    fn(
      'writeGapSeconds',
      [],
      String(STUDENT_WRITE_GAP_SECONDS),
      "STUDENT_WRITE_GAP_SECONDS: one student's writes, this far apart",
    ),
    fn(
      'isStudentEmail',
      ['email'],
      `email is string\n      && email.size() <= ${LIMITS.email}\n      && carriesStudentId(email)`,
      "A student's own address, the only student account (hall-model student-id.ts, decision 021)",
    ),
    fn(
      'carriesStudentId',
      ['email'],
      `email.matches(${literal(`^u[0-9]{${STUDENT_ID_DIGITS}}@${domain}$`)})`,
      'u and the 7-digit student id: the address carries the id (hall-model student-id.ts)',
    ),
    fn('isName', ['value'], `isText(value, ${LIMITS.name})`),
    fn('isComplaintText', ['value'], `isText(value, ${LIMITS.complaint})`),
    fn('isMessageText', ['value'], `isText(value, ${LIMITS.message})`),
    fn('isTitle', ['value'], `isText(value, ${LIMITS.title})`),
    fn(
      'isRejectReason',
      ['value'],
      `isText(value, ${LIMITS.rejectReason})\n      && value.matches(${literal('(?s).*[\\t\\n].*')}) == false`,
      'One line (rejectionInput)',
    ),
    fn('isEmailSize', ['value'], `value is string && value.size() <= ${LIMITS.email}`),
    fn(
      'isStudentId',
      ['value'],
      `value is string && value.matches(${literal(bounded(ID_CHARACTERS, 1, LIMITS.studentId))})`,
    ),
    fn(
      'isRoom',
      ['value'],
      `value is string && value.size() <= ${LIMITS.room}\n      && value.matches(${literal(ROOM_NAME.source)})`,
      'ROOM_NAME',
    ),
    fn(
      'isIsoDate',
      ['value'],
      `value is string && value.matches(${literal(REAL_ISO_DATE.source)})\n      && value >= ${literal(DATE_WINDOW.first)} && value <= ${literal(DATE_WINDOW.last)}`,
      'A real calendar date (REAL_ISO_DATE) within DATE_WINDOW; ISO dates compare correctly as strings',
    ),
    fn('isBkashNumber', ['value'], `value is string && value.matches(${literal(BANGLADESHI_MOBILE.source)})`),
    fn(
      'isTransactionId',
      ['value'],
      `value is string && value.matches(${literal(bounded(TRANSACTION_ID_CHARACTERS, TRANSACTION_ID_MIN_LENGTH, LIMITS.transactionId))})`,
    ),
    fn(
      'isNormalisedTransactionId',
      ['value'],
      `value is string && value.matches(${literal(bounded(STORED_TRANSACTION_ID_CHARACTERS, TRANSACTION_ID_MIN_LENGTH, LIMITS.transactionId))})`,
      'How new requests store it: upper case, no spaces (older records may be mixed-case)',
    ),
    fn('isPhone', ['value'], `value is string && value.matches(${literal(`^(${inner(BANGLADESHI_MOBILE)})?$`)})`),
    fn('isPdfName', ['value'], `value is string && value.matches(${literal(SAFE_PDF_NAME.source)})`),
  ].join('\n');
}

function storageHelpers(): string {
  return [
    fn('adminEmail', [], literal(adminEmail()), 'DEFAULT_ADMIN_EMAIL, or HALL_ADMIN_EMAIL / VITE_ADMIN_EMAIL when set'),
    fn('noticeMaxBytes', [], String(NOTICE_MAX_BYTES), 'NOTICE_MAX_BYTES'),
    fn('isSafePdfName', ['fileName'], `fileName.matches(${literal(SAFE_PDF_NAME.source)})`),
  ].join('\n');
}

export function generatedBlock(file: RulesFile): string {
  const helpers = file === 'firestore.rules' ? firestoreHelpers() : storageHelpers();
  return `${BLOCK_START}\n\n${helpers}\n${BLOCK_END}`;
}

/** The rules text with its generated block replaced by the model's current values. */
export function synced(file: RulesFile, source: string): string {
  const start = source.indexOf(BLOCK_START);
  const end = source.indexOf(BLOCK_END);
  if (start < 0 || end < start)
    throw new Error(`${file} has no generated block (${BLOCK_START.trim()} ... ${BLOCK_END.trim()})`);
  return source.slice(0, start) + generatedBlock(file) + source.slice(end + BLOCK_END.length);
}
