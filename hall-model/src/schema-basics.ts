// The building blocks of the model's zod schemas (schemas.ts): text cleaning, the string,
// choice and object shapes every schema uses, and the first message per field of a failed parse.
// Written with zod's smaller build (zod/mini: functions and checks instead of methods), so the
// SPA's form pages carry only the parts they use (decision 017); the API runs the same schemas.
import * as z from 'zod/mini';
import { messages, tooLongMessage } from './messages.ts';

export const v = messages.validation;

// Exported for `npm run rules:sync`, which copies them into the security rules (rules-values.ts).
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
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
export function stringType({ singleLine = true }: { singleLine?: boolean } = {}) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? v.required : v.notText) })
    .check(z.overwrite((value) => cleanText(value, { singleLine })));
}

/** A trimmed, required string of at most `max` characters; only invisible characters count as empty. */
export function requiredText(max: number, { multiline = false }: { multiline?: boolean } = {}) {
  return stringType({ singleLine: !multiline }).check(
    z.trim(),
    z.minLength(1, { error: v.required, abort: true }),
    z.refine(hasVisibleText, { error: v.required, abort: true }),
    z.maxLength(max, { error: tooLongMessage(max) }),
  );
}

/** A trimmed string that must be one of `values` (the spec's selects). */
export function choice<const T extends readonly [string, ...string[]]>(values: T, error: string = v.chooseOption) {
  return z.pipe(
    stringType().check(z.trim(), z.minLength(1, { error: v.required, abort: true })),
    z.enum(values, { error }),
  );
}

/** Object-level errors: a body that is not an object, and keys the schema does not know. */
export const objectError = {
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
