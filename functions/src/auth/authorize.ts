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
 * a signed-in caller it refuses, or who must verify their e-mail before filing anything.
 * `ownerEmail` is the e-mail of the record acted on, if any.
 */
export function authorize(
  caller: Caller | undefined,
  adminEmail: string,
  resource: Resource,
  operation: Operation,
  ownerEmail?: string,
): void {
  const actor = actorOf(caller ?? null, adminEmail, ownerEmail);
  if (!isAllowed(actor, resource, operation)) throw actor === 'visitor' ? unauthenticated() : forbidden();
  // The office's address is no student's (decision 021), and its role already needs it verified.
  if (actor !== 'admin' && needsVerifiedStudent(resource, operation) && !isVerifiedStudent(caller ?? null)) {
    throw new HttpError(403, 'email_unverified', messages.api.emailUnverified);
  }
}
