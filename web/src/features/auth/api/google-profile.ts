import { LIMITS, studentIdOfEmail } from '@hall/model';

function localPart(email: string): string {
  return email.trim().toLowerCase().split('@')[0] ?? '';
}

/**
 * The student id for a first Google sign-in: CUET student addresses carry it as the digits of
 * the local part (u1904001@ → '1904001'). Without digits, the local part itself, in the
 * characters a student id may hold (hall.admin@ → 'hall-admin'). See docs/decisions/006.
 */
export function studentIdFromEmail(email: string): string {
  // A u<digits>@ address fixes the id (the API and the rules refuse any other; decision 012).
  const fixed = studentIdOfEmail(email);
  if (fixed !== null) return fixed;
  const local = localPart(email);
  const digits = local.replace(/\D/g, '');
  const id = digits !== '' ? digits : local.replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
  return id.slice(0, LIMITS.studentId);
}

/** The Google display name, else the address's local part. */
export function nameFromGoogle(displayName: string | null, email: string): string {
  const name = displayName?.trim() || localPart(email);
  return name.slice(0, LIMITS.name);
}
