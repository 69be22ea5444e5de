// The model's field schemas: one per kind of value a form takes (names, addresses, ids, rooms,
// dates, bKash numbers and transaction ids, phones). Strings are trimmed first.
import * as z from 'zod/mini';
import { DATE_WINDOW, LIMITS, STUDENT_EMAIL_DOMAIN } from './constants.ts';
import { messages, tooLongMessage } from './messages.ts';
import { normalizeBkashNumber } from './payment.ts';
import {
  BANGLADESHI_MOBILE,
  ID_CHARACTERS,
  isRealDate,
  requiredText,
  ROOM_NAME,
  stringType,
  TRANSACTION_ID_MIN_LENGTH,
  v,
} from './schema-basics.ts';
import { isStudentAddress } from './student-id.ts';
import { normalizeTransactionId } from './transaction-id.ts';

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
