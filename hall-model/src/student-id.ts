// A student account is exactly a CUET student address, `u` and the 7-digit student id:
// `u1904001@student.cuet.ac.bd` is 1904001, and nothing else is a student (no `+tag`, no other
// local part), so nobody can pick another student's id or make a second account (decision 021).
// The only other account on the domain the portal knows is the office's configured address.
import { STUDENT_EMAIL_DOMAIN } from './constants.ts';

/** Digits in a CUET student id. */
export const STUDENT_ID_DIGITS = 7;

/** The whole address; its group is the student id. */
export const STUDENT_ADDRESS = new RegExp(
  `^u(\\d{${STUDENT_ID_DIGITS}})@${STUDENT_EMAIL_DOMAIN.replaceAll('.', '\\.')}$`,
);

/** The address that carries this student id (the one a registered student's profile has). */
export function studentAddress(id: string): string {
  return `u${id.trim()}@${STUDENT_EMAIL_DOMAIN}`;
}

/** Whether `email` is a student's address (any case, surrounding spaces ignored). */
export function isStudentAddress(email: string | null | undefined): boolean {
  return studentIdOfEmail(email) !== null;
}

/** The student id an address carries, or null when it is no student's address. */
export function studentIdOfEmail(email: string | null | undefined): string | null {
  return STUDENT_ADDRESS.exec((email ?? '').trim().toLowerCase())?.[1] ?? null;
}

/** A student id fits only the address that carries it. */
export function studentIdFitsEmail(id: string, email: string): boolean {
  return studentIdOfEmail(email) === id.trim();
}
