import { getAuth, type Auth } from 'firebase-admin/auth';
import type { App } from 'firebase-admin/app';
import type { Caller, TokenVerifier } from './identity.ts';

/**
 * Verifies Firebase ID tokens with the Admin SDK.
 *
 * Against the Auth emulator the SDK skips signatures (emulator tokens are unsigned), so there we
 * also check the token against the emulator's own account: it must exist, be enabled, not be
 * revoked, and carry the account's real e-mail and verification state. The server refuses to run
 * in emulator mode on anything but loopback (see config.ts).
 */
export function firebaseTokenVerifier(app: App, options: { emulator: boolean }): TokenVerifier {
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken, options.emulator);
        if (!decoded.email) return null;
        const caller: Caller = { uid: decoded.uid, email: decoded.email.toLowerCase(), emailVerified: decoded.email_verified === true };
        if (options.emulator && !(await matchesAccount(auth, caller))) return null;
        return caller;
      } catch {
        return null;
      }
    },
  };
}

async function matchesAccount(auth: Auth, caller: Caller): Promise<boolean> {
  const account = await auth.getUser(caller.uid);
  return account.email?.toLowerCase() === caller.email && account.emailVerified === caller.emailVerified;
}
