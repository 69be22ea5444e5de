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
