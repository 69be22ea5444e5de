// The Firebase Auth calls of the sign-up and login pages. The pages load this module with a
// dynamic import when a button is pressed, so firebase/auth never weighs on a page's first load
// (it shares the chunk the auth session already loaded).
import {
  createUserWithEmailAndPassword,
  deleteUser,
  getAdditionalUserInfo,
  GoogleAuthProvider,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
  type UserCredential,
} from 'firebase/auth';
import { sendVerificationTo } from '../../../lib/auth/email-verification.ts';

export interface CreatedAccount {
  uid: string;
  email: string;
}

/**
 * Creates the account, sets its display name and sends Firebase's verification e-mail (nothing
 * is filed until it is opened; decision 012). The new account is signed in afterwards.
 */
export async function createAccount(
  auth: Auth,
  { name, email, password }: { name: string; email: string; password: string },
): Promise<CreatedAccount> {
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  await updateProfile(user, { displayName: name });
  try {
    await sendVerificationTo(user);
  } catch (error) {
    // The forms offer "Send the link again"; the account and its profile still get made.
    console.error('The verification e-mail could not be sent:', error);
  }
  return { uid: user.uid, email: user.email ?? email };
}

export async function signInWithPassword(auth: Auth, email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}

export async function sendPasswordReset(auth: Auth, email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email);
}

export async function signOutAccount(auth: Auth): Promise<void> {
  await signOut(auth);
}

/** A Google account as the local back end's stand-in for Google's sign-in window asks for it. */
export interface EmulatedGoogleAccount {
  email: string;
  name: string;
}

/** Where the Google identity comes from: Google's own popup (an access token), or the Auth emulator. */
export type GoogleIdentity = { accessToken: string } | { emulated: EmulatedGoogleAccount };

export interface GoogleSignIn {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** First sign-in with this Google account: Firebase has just created the account. */
  isNewUser: boolean;
}

/**
 * Signs in to Firebase with a Google identity. The Auth emulator accepts an unsigned JSON id
 * token for its Google provider (offline, testable); the same e-mail always maps to the same
 * Google subject there, so it is the same account every time.
 */
export async function signInWithGoogle(auth: Auth, identity: GoogleIdentity): Promise<GoogleSignIn> {
  let credential;
  if ('emulated' in identity) {
    const email = identity.emulated.email.trim().toLowerCase();
    const idToken = JSON.stringify({
      sub: `local-google-${email}`,
      email,
      email_verified: true,
      name: identity.emulated.name.trim(),
    });
    credential = GoogleAuthProvider.credential(idToken);
  } else {
    credential = GoogleAuthProvider.credential(null, identity.accessToken);
  }
  const result: UserCredential = await signInWithCredential(auth, credential);
  return {
    uid: result.user.uid,
    email: result.user.email,
    displayName: result.user.displayName,
    isNewUser: getAdditionalUserInfo(result)?.isNewUser ?? false,
  };
}

/** Turns away a Google account outside the student domain: a just-created account is removed, an older one signed out. */
export async function refuseGoogleAccount(auth: Auth, isNewUser: boolean): Promise<void> {
  const user = auth.currentUser;
  if (isNewUser && user) {
    try {
      await deleteUser(user);
      return;
    } catch (error) {
      console.error('The refused Google account could not be removed; signing it out instead:', error);
    }
  }
  await signOut(auth);
}

/** The provider's error code ('auth/email-already-in-use' ...), or null. */
export function authErrorCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : null;
}
