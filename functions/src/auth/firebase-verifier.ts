import { getAuth, type Auth, type DecodedIdToken, type UserRecord } from 'firebase-admin/auth';
import { resolveAdminEmail } from '@hall/model';
import type { App } from 'firebase-admin/app';
import type { Caller, TokenVerifier } from './identity.ts';
import type { LocalAuthStatus } from './local-auth-status.ts';

/**
 * Verifies Firebase ID tokens with the Admin SDK.
 *
 * Against the Auth emulator the SDK skips signatures (emulator tokens are unsigned), so there we
 * also check the token against the emulator's own account: it must exist, be enabled, not be
 * revoked, and carry the account's real e-mail and verification state. In production the
 * signature proves who signed in, and for the admin's calls and for every write the account is also
 * checked against revocation (what verifyIdToken's `checkRevoked` does: one getUser call to
 * Firebase Auth, then disabled and tokensValidAfterTime), so a disabled account or a signed-out
 * admin session stops at once instead of when its token expires. The signature is not verified
 * again for it: a remembered verification stands (verifiedTokens). Reads by students skip the
 * call. The server refuses to run in emulator mode on anything but loopback (see config.ts).
 *
 * The emulator's answer about an account is remembered for `accountCheckSeconds` (default 5):
 * one look-up per account every few seconds for students' reads, not one per request, so a
 * disabled or revoked account is refused within that time (decision 016); writes and the admin's
 * calls look the account up every time, as production checks revocation for them.
 */
interface VerifierOptions {
  emulator: boolean;
  adminEmail?: string;
  accountCheckSeconds?: number;
  /** The local portal's emulator restarts: their imports' validSince is no revocation. */
  localAuth?: Pick<LocalAuthStatus, 'isImportTime'>;
}

export function firebaseTokenVerifier(app: App, options: VerifierOptions): TokenVerifier {
  return tokenVerifierOn(getAuth(app), options);
}

export function tokenVerifierOn(
  auth: Pick<Auth, 'verifyIdToken' | 'getUser'>,
  options: VerifierOptions,
): TokenVerifier {
  const adminEmail = options.adminEmail ?? resolveAdminEmail(undefined);
  const accounts = accountCache(auth, (options.accountCheckSeconds ?? 5) * 1000);
  const tokens = verifiedTokens(auth);
  return {
    async verify(idToken, { write = false } = {}) {
      try {
        const decoded = await tokens.verify(idToken).catch((error: unknown) => {
          // Against the emulator the SDK checks revocation itself, once the token's content
          // passed: an import's validSince is no revocation, which accountMatches below decides.
          if (options.emulator && options.localAuth && (error as { code?: unknown }).code === 'auth/id-token-revoked')
            return payloadOf(idToken);
          throw error;
        });
        // Writes and the admin's calls see a revoked, disabled or deleted account at once.
        const strict = write || decoded.email?.toLowerCase() === adminEmail;
        if (!options.emulator && strict && !notRevoked(await auth.getUser(decoded.uid), decoded.auth_time)) return null;
        if (!decoded.email) return null;
        const caller: Caller = {
          uid: decoded.uid,
          email: decoded.email.toLowerCase(),
          emailVerified: decoded.email_verified === true,
        };
        if (options.emulator && !(await accountMatches(accounts, caller, decoded.auth_time, strict, options.localAuth)))
          return null;
        return caller;
      } catch {
        return null;
      }
    },
  };
}

/**
 * Tokens whose signature and claims were verified in the last few minutes, until they expire
 * (decision 016). verifyIdToken without checkRevoked is a pure check of the token's text against
 * Google's public keys and the clock: a signature that verified stays verified, and the only
 * check that changes with time is expiry, which the cache honours (a key leaves Google's list only
 * after the tokens it signed have expired). So a remembered answer is the answer a new check would
 * give, without an RSA verification per request. Revocation is not part of it: writes and the
 * admin's calls still look the account up every time. Refusals are not remembered; at most
 * MAX_TOKENS are kept.
 */
function verifiedTokens(auth: Pick<Auth, 'verifyIdToken'>) {
  const MAX_TOKENS = 10_000;
  const KEEP_MS = 5 * 60_000;
  const known = new Map<string, { until: number; decoded: DecodedIdToken }>();
  return {
    async verify(idToken: string): Promise<DecodedIdToken> {
      const now = Date.now();
      const hit = known.get(idToken);
      if (hit && hit.until > now) return hit.decoded;
      if (hit) known.delete(idToken);
      const decoded = await auth.verifyIdToken(idToken);
      if (typeof decoded.exp === 'number') {
        if (known.size >= MAX_TOKENS) known.delete(known.keys().next().value!);
        known.set(idToken, { until: Math.min(now + KEEP_MS, decoded.exp * 1000), decoded });
      }
      return decoded;
    },
  };
}

/**
 * A remembered account that no longer matches is looked up again before the token is refused:
 * a token minted after a change (a student who just verified their e-mail) must not wait out the
 * cache, while a refusal (disabled, revoked) is still seen within its lifetime.
 */
async function accountMatches(
  accounts: ReturnType<typeof accountCache>,
  caller: Caller,
  authTime: number,
  fresh: boolean,
  localAuth?: VerifierOptions['localAuth'],
): Promise<boolean> {
  const matches = (account: Account) => matchesAccount(importedAsIs(account, localAuth), caller, authTime);
  if (!fresh && matches(await accounts.get(caller.uid))) return true;
  return matches(await accounts.get(caller.uid, { fresh: true }));
}

/** An emulator token's claims (unsigned: verifyIdToken has checked them, all but revocation). */
function payloadOf(idToken: string): DecodedIdToken {
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as DecodedIdToken;
  return { ...claims, uid: claims.sub };
}

/** The account without the validSince an emulator import gave it (LocalAuthStatus). */
function importedAsIs(account: Account, localAuth: VerifierOptions['localAuth']): Account {
  const validSince = account.tokensValidAfterTime ? Date.parse(account.tokensValidAfterTime) : NaN;
  if (!localAuth || Number.isNaN(validSince) || !localAuth.isImportTime(validSince)) return account;
  return { ...account, tokensValidAfterTime: undefined } as Account;
}

type Account = Pick<UserRecord, 'disabled' | 'tokensValidAfterTime' | 'email' | 'emailVerified'>;

/** Accounts looked up in the last `ttlMs`, at most MAX_ACCOUNTS of them; a failed look-up is not kept. */
function accountCache(auth: Pick<Auth, 'getUser'>, ttlMs: number) {
  const MAX_ACCOUNTS = 10_000;
  const known = new Map<string, { until: number; account: Promise<Account> }>();
  return {
    get(uid: string, { fresh = false }: { fresh?: boolean } = {}): Promise<Account> {
      const now = Date.now();
      const hit = known.get(uid);
      if (hit && hit.until > now && !fresh) return hit.account;
      known.delete(uid);
      if (known.size >= MAX_ACCOUNTS) known.delete(known.keys().next().value!);
      const account = auth.getUser(uid);
      known.set(uid, { until: now + ttlMs, account });
      account.catch(() => known.delete(uid));
      return account;
    },
  };
}

/** The account is enabled and its sessions were not revoked after this sign-in (firebase-admin's checkRevoked). */
function notRevoked(account: Pick<Account, 'disabled' | 'tokensValidAfterTime'>, authTime: number): boolean {
  const validSince = account.tokensValidAfterTime ? Date.parse(account.tokensValidAfterTime) / 1000 : 0;
  return !account.disabled && authTime >= Math.floor(validSince);
}

/** The account exists, is enabled, was not revoked since sign-in, and matches the claims. */
function matchesAccount(account: Account, caller: Caller, authTime: number): boolean {
  return (
    notRevoked(account, authTime) &&
    account.email?.toLowerCase() === caller.email &&
    account.emailVerified === caller.emailVerified
  );
}
