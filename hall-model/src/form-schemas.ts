// The bodies people file: a new account and a profile change, the four student requests (with the
// identity fields spec clients echo) and the contact form. Objects are strict, so a client cannot
// slip in `status` or other fields it must not set.
import * as z from 'zod/mini';
import { LEVELS, LIMITS, MONTHS, TERMS, TOKEN_AMOUNTS, TOKEN_PACKAGES } from './constants.ts';
import { messages, tooLongMessage } from './messages.ts';
import {
  emailSchema,
  bkashNumberSchema,
  isoDateSchema,
  nameSchema,
  phoneSchema,
  roomSchema,
  studentEmailSchema,
  studentIdSchema,
  transactionIdSchema,
} from './field-schemas.ts';
import { choice, isRealDate, objectError, requiredText, stringType, v } from './schema-basics.ts';
import { isStudentAddress, studentIdFitsEmail } from './student-id.ts';

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
export type NewUserInput = z.infer<typeof newUserInput>;

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
export type IdentityFields = z.infer<typeof identityFields>;

/** A request's two bodies: its form's fields (the SPA's), and with the identity fields (spec clients'). */
function requestBodies<S extends z.core.$ZodLooseShape>(shape: S) {
  return [
    z.strictObject(shape, objectError),
    z.strictObject({ ...shape, ...identityFields.shape }, objectError),
  ] as const;
}

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
export type TokenPurchaseInput = z.infer<typeof tokenPurchaseInput>;
export const tokenPurchaseSubmission = z
  .strictObject({ ...tokenPurchaseShape, ...identityFields.shape }, objectError)
  .check(datesInOrder);
export type TokenPurchaseSubmission = z.infer<typeof tokenPurchaseSubmission>;

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
export const [hallFeeInput, hallFeeSubmission] = requestBodies(hallFeeShape);
export type HallFeeInput = z.infer<typeof hallFeeInput>;
export type HallFeeSubmission = z.infer<typeof hallFeeSubmission>;

const complaintShape = { complains: requiredText(LIMITS.complaint, { multiline: true }) };

export const [complaintInput, complaintSubmission] = requestBodies(complaintShape);
export type ComplaintInput = z.infer<typeof complaintInput>;
export type ComplaintSubmission = z.infer<typeof complaintSubmission>;

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

export const [roomAllotmentInput, roomAllotmentSubmission] = requestBodies(roomAllotmentShape);
export type RoomAllotmentInput = z.infer<typeof roomAllotmentInput>;
export type RoomAllotmentSubmission = z.infer<typeof roomAllotmentSubmission>;

export const contactMessageInput = z.strictObject(
  {
    from_name: requiredText(LIMITS.name),
    user_email: emailSchema,
    message: requiredText(LIMITS.message, { multiline: true }),
  },
  objectError,
);
export type ContactMessageInput = z.infer<typeof contactMessageInput>;

export const profileUpdateInput = z.strictObject({ name: nameSchema, phone: z.optional(phoneSchema) }, objectError);
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;
