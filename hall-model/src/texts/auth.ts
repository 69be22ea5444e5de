/** The sign-up and login pages, and Google sign-in. */
export const authText = {
  login: 'Login',
  signUp: 'Sign Up',
  signUpForm: 'Sign up',
  name: 'Name',
  email: 'Email',
  studentId: 'Student ID',
  password: 'Password',
  emailHelper: 'Your CUET student e-mail',
  forgotPassword: 'Forgot password',
  or: 'or',
  newHere: 'New to the hall portal?',
  haveAccount: 'Already have an account?',
  /** Above the form when a protected page sent the visitor here. */
  loginToContinue: 'Log in to continue',
  resetAskEmail: 'Type your e-mail address above, then choose Forgot password again.',
  resetBadEmail: 'That does not look like an e-mail address. Check it above, then choose Forgot password again.',
  resetSent: (email: string) =>
    `If an account exists for ${email}, a password reset e-mail is on its way. Follow its link, then log in with the new password.`,
  resetFailed: 'The password reset e-mail could not be sent. Please check the address and try again.',
  /** A password rule the password meets, for screen readers. */
  ruleMet: ' (met)',
  show: 'Show',
  hide: 'Hide',
  showCharacters: 'Show characters',
  hideCharacters: 'Hide characters',
  continueWithGoogle: 'Continue with Google',
  googleFailed: 'Google sign-in did not complete. Please try again.',
  googleDialogTitle: 'Sign in with a Google account',
  googleDialogText:
    "This portal runs on its local test back end, where Google's sign-in window is not available. Type the Google account to sign in with.",
  googleEmail: 'Google account e-mail',
  googleName: 'Name on the account',
  cancel: 'Cancel',
  continue: 'Continue',
};
