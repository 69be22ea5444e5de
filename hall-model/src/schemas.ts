// Zod schemas for every write. The SPA checks with them before sending and the API checks again
// on arrival, so both refuse the same input with the same message. Strings are trimmed first;
// objects are strict so a client cannot slip in `status` or other fields it must not set.
// Written with zod's smaller build (zod/mini: functions and checks instead of methods), so the
// SPA's form pages carry only the parts they use (decision 017); the API runs the same schemas.
import * as z from 'zod/mini';
import {
  APPROVED_STATUS,
  DATE_WINDOW,
  LEVELS,
  LIMITS,
  MONTHS,
  REJECTED_STATUS,
  STUDENT_EMAIL_DOMAIN,
  TERMS,
  TOKEN_AMOUNTS,
  TOKEN_PACKAGES,
} from './constants.ts';
import { messages, tooLongMessage } from './messages.ts';
import { isStudentAddress, studentIdFitsEmail } from './student-id.ts';
import { normalizeBkashNumber } from './payment.ts';
import { normalizeTransactionId } from './transaction-id.ts';

const v = messages.validation;

// Exported for `npm run rules:sync`, which copies them into the security rules (rules-values.ts).
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const ID_CHARACTERS = /^[A-Za-z0-9-]+$/;
export const BANGLADESHI_MOBILE = /^01\d{9}$/;
/** What may be typed (spaces are taken out) ... */
export const TRANSACTION_ID_CHARACTERS = /^[A-Za-z0-9]+$/;
/** ... and what is stored: upper case (records filed before normalisation may be mixed-case). */
export const STORED_TRANSACTION_ID_CHARACTERS = /^[A-Z0-9]+$/;
export const TRANSACTION_ID_MIN_LENGTH = 6;
/** Rooms as halls name them (313 North, B-12, 4/7, N/A), as stored: trimmed, spaces squeezed. */
export const ROOM_NAME = /^[A-Za-z0-9]([A-Za-z0-9 ./-]*[A-Za-z0-9./-])?$/;

/**
 * Control characters (NUL and the rest of C0 but tab and line breaks, DEL, C1) and the bidi
 * overrides that make text read differently from what is stored. Never meant by a person typing.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
/** Half of a UTF-16 surrogate pair on its own: no character at all (it cannot even be stored as UTF-8). */
const LONE_SURROGATES = /\p{Cs}/gu;
/**
 * Characters that show nothing on their own: white space, format characters (zero-width space,
 * joiners, BOM...) and combining marks with no letter to sit on.
 */
const INVISIBLE = /[\s\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/**
 * Strips control characters and lone surrogates and makes every line break `\n`; `singleLine`
 * turns tabs and breaks into spaces.
 */
export function cleanText(value: string, { singleLine = false }: { singleLine?: boolean } = {}): string {
  const text = value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').replace(LONE_SURROGATES, '');
  return singleLine ? text.replace(/[\t\n]/g, ' ') : text;
}

/** Whether the text shows anything once white space and zero-width characters are left out. */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, '') !== '';
}

/**
 * A missing value reads "required"; a value of the wrong type reads "must be text". Every string
 * the model takes loses its control characters first (see cleanText).
 */
function stringType({ singleLine = true }: { singleLine?: boolean } = {}) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? v.required : v.notText) })
    .check(z.overwrite((value) => cleanText(value, { singleLine })));
}

/** A trimmed, required string of at most `max` characters; only invisible characters count as empty. */
function requiredText(max: number, { multiline = false }: { multiline?: boolean } = {}) {
  return stringType({ singleLine: !multiline }).check(
    z.trim(),
    z.minLength(1, { error: v.required, abort: true }),
    z.refine(hasVisibleText, { error: v.required, abort: true }),
    z.maxLength(max, { error: tooLongMessage(max) }),
  );
}

/** A trimmed string that must be one of `values` (the spec's selects). */
function choice<const T extends readonly [string, ...string[]]>(values: T, error: string = v.chooseOption) {
  return z.pipe(
    stringType().check(z.trim(), z.minLength(1, { error: v.required, abort: true })),
    z.enum(values, { error }),
  );
}

/** Object-level errors: a body that is not an object, and keys the schema does not know. */
const objectError = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? v.unknownField : v.notAnObject),
};

export function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= daysInMonth;
}

// ---- Field schemas -------------------------------------------------------------------------

export const nameSchema = requiredText(LIMITS.name);

/** An address of the CUET student domain (the office's address is one too). */
export const cuetEmailSchema = z
  .pipe(requiredText(LIMITS.email).check(z.toLowerCase()), z.email({ error: v.invalidEmail }))
  .check(
    z.refine((email: string) => email.endsWith(`@${STUDENT_EMAIL_DOMAIN}`), {
      error: messages.signUp.studentEmailRequired,
    }),
  );

/** A student's own address: `u` and the 7-digit student id on the CUET domain (student-id.ts). */
export const studentEmailSchema = cuetEmailSchema.check(
  z.refine((email: string) => isStudentAddress(email), { error: messages.signUp.studentAddressRequired }),
);

/** Any e-mail address (the contact form's reply address). */
export const emailSchema = z.pipe(requiredText(LIMITS.email), z.email({ error: v.invalidEmail }));

export const studentIdSchema = requiredText(LIMITS.studentId).check(z.regex(ID_CHARACTERS, { error: v.studentId }));

/** A room name, trimmed, inner runs of spaces made one. */
export const roomSchema = stringType().check(
  z.trim(),
  z.minLength(1, { error: v.required, abort: true }),
  z.overwrite((room) => room.replace(/\s+/g, ' ')),
  z.maxLength(LIMITS.room, { error: tooLongMessage(LIMITS.room), abort: true }),
  z.regex(ROOM_NAME, { error: v.room }),
);

export const isoDateSchema = stringType().check(
  z.trim(),
  z.minLength(1, { error: v.required, abort: true }),
  z.refine(isRealDate, { error: v.isoDate, abort: true }),
  z.refine((date: string) => date >= DATE_WINDOW.first && date <= DATE_WINDOW.last, { error: v.dateOutOfRange }),
);

/** Stored as the 11-digit form, whichever way it was typed (see normalizeBkashNumber). */
export const bkashNumberSchema = stringType().check(
  z.trim(),
  z.minLength(1, { error: v.required, abort: true }),
  z.maxLength(LIMITS.typedPayment, { error: v.bkashNumber, abort: true }),
  z.overwrite(normalizeBkashNumber),
  z.regex(BANGLADESHI_MOBILE, { error: v.bkashNumber }),
);

// Pasted ids keep stray spaces and typed ones come in lower case: both are taken out, so what is
// stored is the id as bKash prints it (and its uniqueness key). Other characters are refused.
export const transactionIdSchema = stringType().check(
  z.trim(),
  z.minLength(1, { error: v.required, abort: true }),
  z.maxLength(LIMITS.typedPayment, { error: v.transactionIdLength, abort: true }),
  z.regex(/^[A-Za-z0-9\s]+$/, { error: v.transactionIdCharacters, abort: true }),
  z.overwrite(normalizeTransactionId),
  z.minLength(TRANSACTION_ID_MIN_LENGTH, { error: v.transactionIdLength }),
  z.maxLength(LIMITS.transactionId, { error: v.transactionIdLength }),
);

/**
 * Optional phone: a Bangladeshi mobile number, or the empty string to clear it. Typed as the bKash
 * fields take it (+880, spaces, dashes: issue 35) and stored the same way, as 11 digits.
 */
export const phoneSchema = stringType().check(
  z.trim(),
  z.maxLength(LIMITS.typedPayment, { error: v.phone, abort: true }),
  z.overwrite((phone: string) => (phone === '' ? '' : normalizeBkashNumber(phone))),
  z.refine((phone: string) => phone === '' || BANGLADESHI_MOBILE.test(phone), { error: v.phone }),
);

// ---- Write bodies --------------------------------------------------------------------------

/**
 * The id of a student address is its 7 digits (decisions 012, 021): nobody files under another's
 * id. A check for an object with `email` and the id under `idField`, the problem on the id.
 */
export function idFitsEmail<K extends string>(idField: K) {
  return (ctx: z.core.ParsePayload<{ email: string } & Record<K, string>>) => {
    const id = ctx.value[idField];
    // An address that is no student's has its own message on the e-mail field.
    if (isStudentAddress(ctx.value.email) && !studentIdFitsEmail(id, ctx.value.email)) {
      ctx.issues.push({ code: 'custom', message: messages.api.studentIdMismatch, path: [idField], input: id });
    }
  };
}

export const newUserInput = z
  .strictObject({ name: nameSchema, email: studentEmailSchema, id: studentIdSchema }, objectError)
  .check(idFitsEmail('id'));

// Spec clients echo the student's own name, e-mail and id in request bodies. The model only types
// them; the API checks they match the signed-in caller and stores the caller's own values.
export const identityFields = z.strictObject(
  {
    name: z.optional(stringType().check(z.trim(), z.maxLength(LIMITS.name, { error: tooLongMessage(LIMITS.name) }))),
    email: z.optional(stringType().check(z.trim(), z.maxLength(LIMITS.email, { error: tooLongMessage(LIMITS.email) }))),
    id: z.optional(
      stringType().check(z.trim(), z.maxLength(LIMITS.studentId, { error: tooLongMessage(LIMITS.studentId) })),
    ),
  },
  objectError,
);

const tokenPurchaseShape = {
  Start_date: isoDateSchema,
  End_date: isoDateSchema,
  package1: choice(TOKEN_PACKAGES),
  amount: choice(TOKEN_AMOUNTS),
  Transaction_id: transactionIdSchema,
  bkash_number: bkashNumberSchema,
};

/** End date on or after the start date. ISO dates compare correctly as strings. */
function datesInOrder(ctx: z.core.ParsePayload<{ Start_date: string; End_date: string }>): void {
  const { Start_date: start, End_date: end } = ctx.value;
  // Other fields may already have failed; only compare two real dates.
  if (isRealDate(start) && isRealDate(end) && end < start) {
    ctx.issues.push({ code: 'custom', message: v.endDateBeforeStart, path: ['End_date'], input: end });
  }
}

/**
 * The dates' order on its own, for a form to show beside its other problems: zod runs the object's
 * check above only once every field has passed, so a form would learn of it last (issue 18).
 */
export function datesOrderProblem(values: { Start_date?: unknown; End_date?: unknown }): Record<string, string> {
  const { Start_date: start, End_date: end } = values;
  if (typeof start !== 'string' || typeof end !== 'string' || !isRealDate(start) || !isRealDate(end)) return {};
  return end < start ? { End_date: v.endDateBeforeStart } : {};
}

export const tokenPurchaseInput = z.strictObject(tokenPurchaseShape, objectError).check(datesInOrder);
export const tokenPurchaseSubmission = z
  .strictObject({ ...tokenPurchaseShape, ...identityFields.shape }, objectError)
  .check(datesInOrder);

const hallFeeShape = {
  month_start: choice(MONTHS),
  month_end: choice(MONTHS),
  lavel: choice(LEVELS),
  term: choice(TERMS),
  Transaction_id: transactionIdSchema,
  bkash_number: bkashNumberSchema,
};

// Any two months make a span: read forward from the start, it may wrap the year (November to
// February is four months) and is never longer than twelve (monthSpan, decision 014).
export const hallFeeInput = z.strictObject(hallFeeShape, objectError);
export const hallFeeSubmission = z.strictObject({ ...hallFeeShape, ...identityFields.shape }, objectError);

const complaintShape = { complains: requiredText(LIMITS.complaint, { multiline: true }) };

export const complaintInput = z.strictObject(complaintShape, objectError);
export const complaintSubmission = z.strictObject({ ...complaintShape, ...identityFields.shape }, objectError);

const roomAllotmentShape = {
  student_Id_1: studentIdSchema,
  student_Id_2: studentIdSchema,
  student_Id_3: studentIdSchema,
  student_Id_4: studentIdSchema,
  room_1: roomSchema,
  room_2: roomSchema,
  room_3: roomSchema,
  room_4: roomSchema,
  pre_room: roomSchema,
  apply_date: isoDateSchema,
};

export const roomAllotmentInput = z.strictObject(roomAllotmentShape, objectError);
export const roomAllotmentSubmission = z.strictObject({ ...roomAllotmentShape, ...identityFields.shape }, objectError);

// The office decides a pending request once: approve ('confirm') or reject with a reason.
const approvedStatus = choice([APPROVED_STATUS], v.approvedOnly);

export const approvalInput = z.strictObject({ status: approvedStatus }, objectError);
export const roomApprovalInput = z.strictObject({ status: approvedStatus, SelectedRoom: roomSchema }, objectError);
/** The dashboard's allocation form: the room the office types for an application. */
export const roomAllocationInput = z.object({ SelectedRoom: roomSchema });
/** A rejection: the reason is one line the student reads in their history (decision 031). */
export const rejectionInput = z.strictObject(
  { status: choice([REJECTED_STATUS], v.approvedOnly), rejectReason: requiredText(LIMITS.rejectReason) },
  objectError,
);

// The notice's file travels beside these fields (multipart); its checks live where it is read.
export const noticeInput = z.strictObject({ title: requiredText(LIMITS.title), date: isoDateSchema }, objectError);

export const contactMessageInput = z.strictObject(
  {
    from_name: requiredText(LIMITS.name),
    user_email: emailSchema,
    message: requiredText(LIMITS.message, { multiline: true }),
  },
  objectError,
);

export const profileUpdateInput = z.strictObject({ name: nameSchema, phone: z.optional(phoneSchema) }, objectError);

export type NewUserInput = z.infer<typeof newUserInput>;
export type IdentityFields = z.infer<typeof identityFields>;
export type TokenPurchaseInput = z.infer<typeof tokenPurchaseInput>;
export type TokenPurchaseSubmission = z.infer<typeof tokenPurchaseSubmission>;
export type HallFeeInput = z.infer<typeof hallFeeInput>;
export type HallFeeSubmission = z.infer<typeof hallFeeSubmission>;
export type ComplaintInput = z.infer<typeof complaintInput>;
export type ComplaintSubmission = z.infer<typeof complaintSubmission>;
export type RoomAllotmentInput = z.infer<typeof roomAllotmentInput>;
export type RoomAllotmentSubmission = z.infer<typeof roomAllotmentSubmission>;
export type ApprovalInput = z.infer<typeof approvalInput>;
export type RoomApprovalInput = z.infer<typeof roomApprovalInput>;
export type RejectionInput = z.infer<typeof rejectionInput>;
export type NoticeInput = z.infer<typeof noticeInput>;
export type ContactMessageInput = z.infer<typeof contactMessageInput>;
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;

/** Key for problems with the body as a whole (not an object at all). */
export const BODY_ERROR_KEY = '_body';

/**
 * The first message for each top-level field, for showing beside inputs and for the API's
 * `error.fields`. Unknown keys are reported under their own name.
 */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  // A Map, then own properties only: field names come from the client ('__proto__', 'constructor').
  const fields = new Map<string, string>();
  const add = (key: string, message: string) => {
    if (!fields.has(key)) fields.set(key, message);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, v.unknownField);
      continue;
    }
    const head = issue.path[0];
    add(head === undefined ? BODY_ERROR_KEY : String(head), issue.message);
  }
  return Object.fromEntries(fields);
}
