/** The password's rules as the sign-up form lists them under the field, in the spec's order. */
export const passwordHints = {
  length: (min: number) => `At least ${min} characters`,
  uppercase: 'At least one uppercase letter (A to Z)',
  special: 'At least one special character: ! @ # $ % ^ & * ( ) , . ? " : { } | < >',
};
