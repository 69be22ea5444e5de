import { getAuth, type Auth } from 'firebase-admin/auth';
import { resolveAdminEmail } from '@hall/model';
import type { App } from 'firebase-admin/app';
import type { Caller, TokenVerifier } from './identity.ts';

/**
 * Verifies Firebase ID tokens with the Admin SDK.
 *
 * Against the Auth emulator the SDK skips signatures (emulator tokens are unsigned), so there we
 * also check the token against the emulator's own account: it must exist, be enabled, not be
 * revoked, and carry the account's real e-mail and verification state. In production the
 * signature proves who signed in, and for the admin's calls and for every write the token is also
 * checked against revocation (`checkRevoked`: one call to Firebase Auth), so a disabled account
 * or a signed-out admin session stops at once instead of when its token expires. Reads by
 * students skip that call. The server refuses to run in emulator mode on anything but loopback
 * (see config.ts).
 */
export function firebaseTokenVerifier(app: App, options: { emulator: boolean; adminEmail?: string }): TokenVerifier {
  return tokenVerifierOn(getAuth(app), options);
}

export function tokenVerifierOn(
  auth: Pick<Auth, 'verifyIdToken' | 'getUser'>,
  options: { emulator: boolean; adminEmail?: string },
): TokenVerifier {
  const adminEmail = options.adminEmail ?? resolveAdminEmail(undefined);
  return {
    async verify(idToken, { write = false } = {}) {
      try {
        let decoded = await auth.verifyIdToken(idToken);
        if (!options.emulator && (write || decoded.email?.toLowerCase() === adminEmail)) {
          decoded = await auth.verifyIdToken(idToken, true);
        }
        if (!decoded.email) return null;
        const caller: Caller = { uid: decoded.uid, email: decoded.email.toLowerCase(), emailVerified: decoded.email_verified === true };
        if (options.emulator && !(await matchesAccount(auth, caller, decoded.auth_time))) return null;
        return caller;
      } catch {
        return null;
      }
    },
  };
}

/** One look-up: the account exists, is enabled, was not revoked since sign-in, and matches the claims. */
async function matchesAccount(auth: Pick<Auth, 'getUser'>, caller: Caller, authTime: number): Promise<boolean> {
  const account = await auth.getUser(caller.uid);
  const validSince = account.tokensValidAfterTime ? Date.parse(account.tokensValidAfterTime) / 1000 : 0;
  return (
    !account.disabled &&
    authTime >= Math.floor(validSince) &&
    account.email?.toLowerCase() === caller.email &&
    account.emailVerified === caller.emailVerified
  );
}
