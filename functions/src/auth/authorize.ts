import {
  actorOf,
  isAllowed,
  isVerifiedStudent,
  messages,
  needsVerifiedStudent,
  type Operation,
  type Resource,
} from '@hall/model';
import { forbidden, HttpError, unauthenticated } from '../http/errors.ts';
import type { Caller } from './identity.ts';

/**
 * Applies the hall model's access policy. Throws 401 for a visitor the policy refuses and 403 for
 * a signed-in caller it refuses, or who must verify their e-mail before acting as an owner.
 * `ownerEmail` is the e-mail of the record acted on, if any. `diningStaff`: the caller's address is
 * on the dining staff list (store.dining.staff.has; the staff role also needs it verified).
 */
export function authorize(
  caller: Caller | undefined,
  adminEmail: string,
  resource: Resource,
  operation: Operation,
  ownerEmail?: string,
  diningStaff = false,
): void {
  const actor = actorOf(caller ?? null, adminEmail, ownerEmail, diningStaff);
  if (!isAllowed(actor, resource, operation)) throw actor === 'visitor' ? unauthenticated() : forbidden();
  if (needsVerifiedStudent(actor, resource) && !isVerifiedStudent(caller ?? null)) throw emailUnverified();
}

/** 403 with the sentence that tells a student to open the verification link first. */
export function emailUnverified(): HttpError {
  return new HttpError(403, 'email_unverified', messages.api.emailUnverified);
}
