// Sign-up checks of spec section 5, in the spec's order: the first failure is what the user sees.
import { MIN_PASSWORD_LENGTH, STUDENT_EMAIL_DOMAIN } from './constants.ts';
import { messages } from './messages.ts';

const UPPERCASE = /[A-Z]/;
// Exactly the spec's set: ! @ # $ % ^ & * ( ) , . ? " : { } | < >
const SPECIAL_CHARACTER = /[!@#$%^&*(),.?":{}|<>]/;

/** The password's rules as the sign-up form lists them under the field, in the spec's order. */
export const PASSWORD_RULES: ReadonlyArray<{ hint: string; met: (password: string) => boolean }> = [
  { hint: `At least ${MIN_PASSWORD_LENGTH} characters`, met: (password) => password.length >= MIN_PASSWORD_LENGTH },
  { hint: 'At least one uppercase letter (A to Z)', met: (password) => UPPERCASE.test(password) },
  {
    hint: 'At least one special character: ! @ # $ % ^ & * ( ) , . ? " : { } | < >',
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
  return null;
}
