// The administrator's account, made only by `npm run admin:create` (decision 012). The role
// rests on a verified admin address, so the account holding it must be one this command made:
// never one somebody registered first and the office then verified. `npm run staff:add` makes
// dining staff accounts the same way (createCommandAccount).
import { randomBytes } from 'node:crypto';
import type { Auth, UserRecord } from 'firebase-admin/auth';

/** Custom claim on accounts this command made. Only the Admin SDK can set claims. */
export const ADMIN_BOOTSTRAP_CLAIM = 'hallAdminBootstrap';

export type AdminCreateResult =
  { ok: true; uid: string; password: string; replaced: string | null } | { ok: false; reason: string };

/** 24 random characters, with the sign-up checks' uppercase letter and special character. */
export function freshPassword(): string {
  return `${randomBytes(18).toString('base64url')}A#`;
}

async function accountHolding(auth: Auth, email: string): Promise<UserRecord | null> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** An account one of the project's commands makes: who it is for, and the claim that marks it. */
export interface CommandAccount {
  /** "administrator", "dining staff": how the refusals name the account. */
  role: string;
  displayName: string;
  /** The custom claim set on the account, so a later run knows it made it. */
  claim: string;
}

/**
 * Creates the account for `email`, verified, with a fresh password. An existing account with that
 * address is left alone unless `replace`: then its sessions are revoked and it is deleted first.
 */
export async function createCommandAccount(
  auth: Auth,
  email: string,
  { replace }: { replace: boolean },
  kind: CommandAccount,
): Promise<AdminCreateResult> {
  const existing = await accountHolding(auth, email);
  if (existing && !replace) {
    const madeHere = existing.customClaims?.[kind.claim] === true;
    return {
      ok: false,
      reason: madeHere
        ? `The ${kind.role} account for ${email} already exists (made by this command). ` +
          'To replace it and get a new password, run it again with --replace.'
        : `An account for ${email} already exists and was not made by this command: somebody may have ` +
          'registered the address first. Nothing was changed. Run again with --replace to delete that ' +
          `account (and sign it out everywhere) and create the ${kind.role} in its place.`,
    };
  }
  if (existing) {
    await auth.revokeRefreshTokens(existing.uid);
    await auth.deleteUser(existing.uid);
  }
  const password = freshPassword();
  const created = await auth.createUser({ email, password, emailVerified: true, displayName: kind.displayName });
  await auth.setCustomUserClaims(created.uid, { [kind.claim]: true });
  return { ok: true, uid: created.uid, password, replaced: existing?.uid ?? null };
}

/** The administrator account for `email` (createCommandAccount). */
export function createAdminAccount(
  auth: Auth,
  email: string,
  options: { replace: boolean },
): Promise<AdminCreateResult> {
  return createCommandAccount(auth, email, options, {
    role: 'administrator',
    displayName: 'Hall Office',
    claim: ADMIN_BOOTSTRAP_CLAIM,
  });
}
