// Who the administrator is. One configured address, and the account must have verified it:
// anyone can register an account with the admin's address, but only its owner can verify it.
import { DEFAULT_ADMIN_EMAIL } from './constants.ts';
import { cuetEmailSchema } from './schemas.ts';
import { isStudentAddress } from './student-id.ts';

/** The parts of a signed-in identity that decide roles (from the ID token's claims). */
export interface Identity {
  email: string | null | undefined;
  emailVerified: boolean;
}

/** A student's own address (u and the 7-digit id on the CUET domain): the only student account. */
export function isStudentEmail(email: string): boolean {
  return isStudentAddress(email);
}

/**
 * The administrator's address from configuration, or the default when none is set. A configured
 * address outside the student domain is a setup mistake, so it fails loudly at start-up.
 */
export function resolveAdminEmail(configured: string | undefined): string {
  const email = (configured ?? '').trim().toLowerCase();
  if (email === '') return DEFAULT_ADMIN_EMAIL;
  if (!cuetEmailSchema.safeParse(email).success) {
    throw new Error(`The configured administrator e-mail "${email}" is not a CUET student e-mail address.`);
  }
  if (isStudentAddress(email)) {
    throw new Error(`The configured administrator e-mail "${email}" is a student's own address; use the office's.`);
  }
  return email;
}

/** Case-insensitive e-mail equality that never matches an empty or missing address. */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = (a ?? '').trim().toLowerCase();
  return left !== '' && left === (b ?? '').trim().toLowerCase();
}

/** A signed-in account with a verified CUET address: the only kind that may file anything. */
export function isVerifiedStudent(identity: Identity | null): boolean {
  return identity !== null && identity.emailVerified === true && isStudentEmail(identity.email ?? '');
}

export function isAdministrator(identity: Identity | null, adminEmail: string): boolean {
  return identity !== null && identity.emailVerified === true && sameEmail(identity.email, adminEmail);
}
