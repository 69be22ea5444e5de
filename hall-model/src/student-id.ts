// CUET student addresses carry the student id: `u1904001@student.cuet.ac.bd` is 1904001.
// Other addresses of the domain (the office's own) carry none and keep a typed id. Decision 012.
import { STUDENT_EMAIL_DOMAIN } from './constants.ts';

const STUDENT_ADDRESS = new RegExp(`^u(\\d+)@${STUDENT_EMAIL_DOMAIN.replaceAll('.', '\\.')}$`);

/** The student id an address carries, or null when it carries none. */
export function studentIdOfEmail(email: string | null | undefined): string | null {
  return STUDENT_ADDRESS.exec((email ?? '').trim().toLowerCase())?.[1] ?? null;
}

/** A student id fits an address that carries none, or carries exactly this one. */
export function studentIdFitsEmail(id: string, email: string): boolean {
  const expected = studentIdOfEmail(email);
  return expected === null || expected === id.trim();
}
