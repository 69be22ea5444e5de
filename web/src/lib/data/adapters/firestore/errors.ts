// Failures as the API reports them: DataError with the API's status codes and messages, for a
// refused input, a rules refusal, a missing record (pure functions; unit-tested in mapping.test.ts).
import { fieldErrors, messages, type ErrorCode } from '@hall/model';
import type { z } from 'zod/mini';
import { DataError } from '../../port.ts';

export const unauthenticated = () =>
  new DataError({ status: 401, code: 'unauthenticated', message: messages.api.unauthenticated });
export const notFound = () => new DataError({ status: 404, code: 'not_found', message: messages.api.notFound });
export const alreadyDecided = () =>
  new DataError({ status: 409, code: 'already_decided', message: messages.api.alreadyDecided });
export const emailUnverified = () =>
  new DataError({ status: 403, code: 'email_unverified', message: messages.api.emailUnverified });
export const noProfile = () => new DataError({ status: 404, code: 'no_profile', message: messages.api.noProfile });

/** A page cursor this adapter did not write: the API's 400 for the same. */
export const badCursor = () =>
  new DataError({
    status: 400,
    code: 'invalid_query',
    message: messages.api.invalidBody,
    fields: { after: messages.validation.notPageCursor },
  });

/** The input as the schema's output (trimmed, checked), or a 400 like the API's. */
export function parsedInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidBody(result.error);
  return result.data;
}

/** Runs a Firestore or Storage call and reports its failure as a DataError. */
export async function asDataError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw dataErrorOf(error);
  }
}

/** A refused body, shaped like the API's 400 (per-field messages in `fields`). */
export function invalidBody(error: z.core.$ZodError): DataError {
  return new DataError({
    status: 400,
    code: 'invalid_body',
    message: messages.api.invalidBody,
    fields: fieldErrors(error),
  });
}

/**
 * Why the rules refused a write, when the adapter could find out: after a refused batch it reads
 * the claim (transactions/{ID}) or the e-mail guard (userEmails/{e-mail}) it tried to create, and
 * only when that exists does the refusal get the specific reason. Anything else is a refusal.
 */
export type RefusalReason = 'transaction-id-claimed' | 'e-mail-claimed' | 'unknown';

/** True when Firestore or Storage refused the call (the rules said no). */
export function isRefusal(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? '').replace(/^(firestore|storage)\//, '');
  return code === 'permission-denied' || code === 'unauthorized';
}

/**
 * Firestore Lite's error when its fetch got no answer at all (offline, a dropped connection): with
 * no HTTP status to map, its code is 'unknown' (seen on the emulator with the browser offline).
 */
function gotNoAnswer(code: string, error: unknown): boolean {
  return code === 'unknown' && /^Request failed with error:/.test(String((error as { message?: unknown }).message));
}

/** A Firestore/Storage error as a DataError with the API's status codes. */
export function dataErrorOf(error: unknown, reason: RefusalReason = 'unknown'): DataError {
  if (error instanceof DataError) return error;
  let code = String((error as { code?: unknown } | null)?.code ?? '').replace(/^(firestore|storage)\//, '');
  if (gotNoAnswer(code, error)) code = 'unavailable';
  const make = (status: number, code: ErrorCode, message: string) =>
    new DataError({ status, code, message }, { cause: error });
  switch (code) {
    case 'permission-denied':
    case 'unauthorized':
    case 'already-exists':
      if (reason === 'transaction-id-claimed') return make(409, 'conflict', messages.api.transactionIdUsed);
      if (reason === 'e-mail-claimed') return make(409, 'conflict', messages.api.userExists);
      return make(403, 'forbidden', messages.api.forbidden);
    case 'unauthenticated':
      return make(401, 'unauthenticated', messages.api.unauthenticated);
    case 'not-found':
    case 'object-not-found':
      return make(404, 'not_found', messages.api.notFound);
    case 'resource-exhausted':
    case 'quota-exceeded':
      return make(429, 'too_many_requests', messages.api.tooManyRequests);
    case 'unavailable':
    case 'deadline-exceeded':
    case 'retry-limit-exceeded':
      return make(0, 'network_error', messages.api.unreachable);
    default:
      return make(500, 'internal', messages.api.internal);
  }
}
