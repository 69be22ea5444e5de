// Verifying a student's e-mail (decision 012). Loaded on demand by the verify notice, with the
// Firebase Auth calls it needs; the notice's first render costs nothing.
import { sendEmailVerification, type ActionCodeSettings, type Auth, type User } from 'firebase/auth';
import { paths } from '../../config/paths.ts';

/**
 * Where the verification link leads once it has done its work: the portal's own profile. Firebase's
 * page offers a Continue button to it; the local Auth emulator redirects straight there instead of
 * showing its raw JSON answer (issue 35).
 */
export function verificationLinkSettings(origin: string = globalThis.location.origin): ActionCodeSettings {
  return { url: `${origin}${paths.profile.root}` };
}

/**
 * Sends Firebase's verification e-mail to `user`, with the way back to the portal. A production
 * project refuses a continue URL outside its authorised domains (a new custom domain, say): the
 * link is then sent without it rather than not at all.
 */
export async function sendVerificationTo(user: User): Promise<void> {
  try {
    await sendEmailVerification(user, verificationLinkSettings());
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code !== 'auth/unauthorized-continue-uri' && code !== 'auth/invalid-continue-uri') throw error;
    await sendEmailVerification(user);
  }
}

/** Sends Firebase's verification e-mail to the signed-in account again. */
export async function sendVerificationEmail(auth: Auth): Promise<void> {
  if (auth.currentUser) await sendVerificationTo(auth.currentUser);
}

/**
 * Re-reads the account and, once verified, forces a new ID token so that the API and the rules
 * see `email_verified: true` (the auth session reports the change). Returns the new state.
 */
export async function refreshVerification(auth: Auth): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return false;
  await user.reload();
  if (user.emailVerified) await user.getIdToken(true);
  return user.emailVerified;
}

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/**
 * Local mode only: the Auth emulator sends no mail but lists the links it would have sent
 * (GET /emulator/v1/projects/{project}/oobCodes). The newest verification link for `email`.
 */
export async function emulatorVerificationLink(
  emulatorUrl: string,
  projectId: string,
  email: string,
): Promise<string | null> {
  const url = `${emulatorUrl.replace(/\/$/, '')}/emulator/v1/projects/${encodeURIComponent(projectId)}/oobCodes`;
  // eslint-disable-next-line no-restricted-globals -- the Auth emulator's own endpoint, not portal data
  const response = await fetch(url);
  if (!response.ok) return null;
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
  const mine = oobCodes.filter(
    (code) => code.requestType === 'VERIFY_EMAIL' && code.email.toLowerCase() === email.toLowerCase(),
  );
  return mine.at(-1)?.oobLink ?? null;
}
