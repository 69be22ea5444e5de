// Which calls pay for a revocation check (checkRevoked) in production: writes and the admin's.
import { describe, expect, it } from 'vitest';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { tokenVerifierOn } from './firebase-verifier.ts';

const ADMIN = 'hall.admin@student.cuet.ac.bd';

/** Firebase Auth as the verifier sees it: tokens are e-mails; `revoked` ones fail checkRevoked. */
function fakeAuth(revoked: Set<string>) {
  const checks: Array<{ token: string; checkRevoked: boolean }> = [];
  const auth = {
    verifyIdToken: async (token: string, checkRevoked = false) => {
      checks.push({ token, checkRevoked });
      if (checkRevoked && revoked.has(token)) throw Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' });
      return { uid: `uid-${token}`, email: token, email_verified: true, auth_time: 0 } as unknown as DecodedIdToken;
    },
    getUser: async () => {
      throw new Error('not used in production mode');
    },
  };
  return { auth, checks };
}

describe('production token checks', () => {
  const student = 'u1904001@student.cuet.ac.bd';

  it('a student\'s read is checked by signature alone', async () => {
    const { auth, checks } = fakeAuth(new Set([student]));
    const verifier = tokenVerifierOn(auth, { emulator: false, adminEmail: ADMIN });
    expect(await verifier.verify(student)).toMatchObject({ email: student });
    expect(checks.every((check) => !check.checkRevoked)).toBe(true);
  });

  it('a write by a revoked session is refused', async () => {
    const { auth, checks } = fakeAuth(new Set([student]));
    const verifier = tokenVerifierOn(auth, { emulator: false, adminEmail: ADMIN });
    expect(await verifier.verify(student, { write: true })).toBeNull();
    expect(checks).toContainEqual({ token: student, checkRevoked: true });
  });

  it('every call of a revoked admin session is refused, reads included', async () => {
    const { auth } = fakeAuth(new Set([ADMIN]));
    const verifier = tokenVerifierOn(auth, { emulator: false, adminEmail: ADMIN });
    expect(await verifier.verify(ADMIN)).toBeNull();
    expect(await tokenVerifierOn(fakeAuth(new Set()).auth, { emulator: false, adminEmail: ADMIN }).verify(ADMIN)).toMatchObject({
      email: ADMIN,
    });
  });
});

describe('emulator account checks (remembered for a few seconds)', () => {
  it('a token minted just after the e-mail was verified is accepted at once, not after the cache expires', async () => {
    const student = 'u1904001@student.cuet.ac.bd';
    const account = { disabled: false, tokensValidAfterTime: undefined, email: student, emailVerified: false };
    let lookups = 0;
    let tokenVerified = false;
    const auth = {
      verifyIdToken: async () => ({ uid: 'uid-1', email: student, email_verified: tokenVerified, auth_time: 0 }) as unknown as DecodedIdToken,
      getUser: async () => {
        lookups++;
        return { ...account };
      },
    };
    const verifier = tokenVerifierOn(auth as never, { emulator: true, adminEmail: ADMIN, accountCheckSeconds: 60 });
    expect(await verifier.verify('before')).toMatchObject({ emailVerified: false });
    expect(await verifier.verify('before')).toMatchObject({ emailVerified: false });
    expect(lookups).toBe(1);
    account.emailVerified = true;
    tokenVerified = true;
    expect(await verifier.verify('after')).toMatchObject({ emailVerified: true });
    expect(lookups).toBe(2);
    // A token that matches neither the remembered nor the current account is still refused.
    tokenVerified = false;
    expect(await verifier.verify('stale')).toBeNull();
  });
});
