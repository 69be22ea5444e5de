// Sign-up checks of spec section 5, in the spec's order: the first failure is what the user sees.
import * as z from 'zod/mini';
import { MIN_PASSWORD_LENGTH, STUDENT_EMAIL_DOMAIN } from './constants.ts';
import { messages } from './messages.ts';
import { idFitsEmail, nameSchema, studentEmailSchema, studentIdSchema } from './schemas.ts';
import { isStudentAddress } from './student-id.ts';
import { passwordHints } from './texts/sign-up.ts';

const UPPERCASE = /[A-Z]/;
// Exactly the spec's set: ! @ # $ % ^ & * ( ) , . ? " : { } | < >
const SPECIAL_CHARACTER = /[!@#$%^&*(),.?":{}|<>]/;

/** The password's rules as the sign-up form lists them under the field, in the spec's order. */
export const PASSWORD_RULES: ReadonlyArray<{ hint: string; met: (password: string) => boolean }> = [
  { hint: passwordHints.length(MIN_PASSWORD_LENGTH), met: (password) => password.length >= MIN_PASSWORD_LENGTH },
  { hint: passwordHints.uppercase, met: (password) => UPPERCASE.test(password) },
  {
    hint: passwordHints.special,
    met: (password) => SPECIAL_CHARACTER.test(password),
  },
];

export interface SignUpFields {
  email: string;
  password: string;
}

/** The message to show for the first rule the fields break, or null when they pass. */
export function checkSignUp({ email, password }: SignUpFields): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return messages.signUp.passwordTooShort;
  if (!UPPERCASE.test(password)) return messages.signUp.passwordNeedsUppercase;
  if (!email.trim().toLowerCase().endsWith(`@${STUDENT_EMAIL_DOMAIN}`)) return messages.signUp.studentEmailRequired;
  if (!SPECIAL_CHARACTER.test(password)) return messages.signUp.passwordNeedsSpecial;
  if (!isStudentAddress(email)) return messages.signUp.studentAddressRequired;
  return null;
}

/** The password's own message: the first of the spec's three password rules it breaks, in order. */
export const passwordSchema = z
  .string()
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, { error: messages.signUp.passwordTooShort }),
    z.regex(UPPERCASE, { error: messages.signUp.passwordNeedsUppercase }),
    z.regex(SPECIAL_CHARACTER, { error: messages.signUp.passwordNeedsSpecial }),
  );

/**
 * The sign-up form's fields by the spec's names (name, email, student_id, password): each field
 * gets its own message (the e-mail the spec's domain message); the form's summary is checkSignUp.
 * The user record it makes is what the API's newUserInput accepts.
 */
export const signUpInput = z
  .object({ name: nameSchema, email: studentEmailSchema, student_id: studentIdSchema, password: passwordSchema })
  .check(idFitsEmail('student_id'));
export type SignUpInput = z.infer<typeof signUpInput>;

/** Login's fields. The spec has no client-side checks on them: any text goes to the provider. */
export const loginInput = z.object({ email: z.string().check(z.trim()), password: z.string() });
export type LoginInput = z.infer<typeof loginInput>;
