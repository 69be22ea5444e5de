// Which calls pay for a revocation check in production (a getUser call, as checkRevoked makes):
// writes and the admin's. The signature is verified once per token, not again for that check.
import { describe, expect, it, vi } from 'vitest';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { tokenVerifierOn } from './firebase-verifier.ts';

const ADMIN = 'hall.admin@student.cuet.ac.bd';

/**
 * The account of a token's user, as getUser answers: sessions of `revoked` e-mails were revoked
 * after they signed in (tokensValidAfterTime), those of `disabled` ones belong to a disabled account.
 */
function accountOf(email: string, revoked: Set<string>, disabled: Set<string> = new Set()) {
  return {
    disabled: disabled.has(email),
    tokensValidAfterTime: revoked.has(email) ? new Date(1000_000).toUTCString() : undefined,
  };
}

/** Firebase Auth as the verifier sees it: tokens are e-mails, signed in at auth_time 10. */
function fakeAuth(revoked: Set<string>, disabled: Set<string> = new Set()) {
  const checks: Array<{ token: string; checkRevoked: boolean }> = [];
  const lookups: string[] = [];
  const auth = {
    verifyIdToken: async (token: string, checkRevoked = false) => {
      checks.push({ token, checkRevoked });
      return { uid: `uid-${token}`, email: token, email_verified: true, auth_time: 10 } as unknown as DecodedIdToken;
    },
    getUser: async (uid: string) => {
      const email = uid.slice('uid-'.length);
      lookups.push(email);
      return accountOf(email, revoked, disabled) as never;
    },
  };
  return { auth, checks, lookups };
}

describe('production token checks', () => {
  const student = 'u1904001@student.cuet.ac.bd';

  it("a student's read is checked by signature alone", async () => {
    const { auth, checks, lookups } = fakeAuth(new Set([student]));
    const verifier = tokenVerifierOn(auth, { emulator: false, adminEmail: ADMIN });
    expect(await verifier.verify(student)).toMatchObject({ email: student });
    expect(checks).toEqual([{ token: student, checkRevoked: false }]);
    expect(lookups).toEqual([]);
  });

  it('a write by a revoked session, or by a disabled account, is refused', async () => {
    const { auth, lookups } = fakeAuth(new Set([student]));
    expect(
      await tokenVerifierOn(auth, { emulator: false, adminEmail: ADMIN }).verify(student, { write: true }),
    ).toBeNull();
    expect(lookups).toEqual([student]);
    const disabled = fakeAuth(new Set(), new Set([student])).auth;
    expect(
      await tokenVerifierOn(disabled, { emulator: false, adminEmail: ADMIN }).verify(student, { write: true }),
    ).toBeNull();
    const fine = fakeAuth(new Set()).auth;
    expect(
      await tokenVerifierOn(fine, { emulator: false, adminEmail: ADMIN }).verify(student, { write: true }),
    ).toMatchObject({
      email: student,
    });
  });

  it('every call of a revoked admin session is refused, reads included', async () => {
    const { auth } = fakeAuth(new Set([ADMIN]));
    const verifier = tokenVerifierOn(auth, { emulator: false, adminEmail: ADMIN });
    expect(await verifier.verify(ADMIN)).toBeNull();
    expect(
      await tokenVerifierOn(fakeAuth(new Set()).auth, { emulator: false, adminEmail: ADMIN }).verify(ADMIN),
    ).toMatchObject({
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
      verifyIdToken: async () =>
        ({ uid: 'uid-1', email: student, email_verified: tokenVerified, auth_time: 0 }) as unknown as DecodedIdToken,
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

describe('verified tokens are remembered until they expire, revocation checks are not', () => {
  const student = 'u1904001@student.cuet.ac.bd';
  /** Tokens are "email|exp"; `checks` records every call to Firebase Auth. */
  function expiringAuth(revoked: Set<string>) {
    const checks: Array<{ token: string; checkRevoked: boolean }> = [];
    const lookups: string[] = [];
    const auth = {
      verifyIdToken: async (token: string, checkRevoked = false) => {
        checks.push({ token, checkRevoked });
        const [email, exp] = token.split('|');
        if (Number(exp) * 1000 <= Date.now())
          throw Object.assign(new Error('expired'), { code: 'auth/id-token-expired' });
        return {
          uid: `uid-${email}`,
          email,
          email_verified: true,
          auth_time: 10,
          exp: Number(exp),
        } as unknown as DecodedIdToken;
      },
      getUser: async (uid: string) => {
        const email = uid.slice('uid-'.length);
        lookups.push(email);
        return accountOf(email, revoked) as never;
      },
    };
    return { auth, checks, lookups };
  }
  const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

  it("a student's reads verify the signature once, and the token again once it has expired", async () => {
    const { auth, checks } = expiringAuth(new Set());
    const verifier = tokenVerifierOn(auth, { emulator: false, adminEmail: ADMIN });
    const token = `${student}|${inSeconds(2)}`;
    for (let i = 0; i < 5; i++) expect(await verifier.verify(token)).toMatchObject({ email: student });
    expect(checks).toHaveLength(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 3000);
      expect(await verifier.verify(token)).toBeNull();
      expect(checks).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("writes and the admin's calls still ask for revocation every time, without verifying the signature again", async () => {
    const revoked = new Set<string>();
    const { auth, checks, lookups } = expiringAuth(revoked);
    const verifier = tokenVerifierOn(auth, { emulator: false, adminEmail: ADMIN });
    const studentToken = `${student}|${inSeconds(3600)}`;
    const adminToken = `${ADMIN}|${inSeconds(3600)}`;
    expect(await verifier.verify(studentToken)).not.toBeNull();
    expect(await verifier.verify(studentToken, { write: true })).not.toBeNull();
    expect(await verifier.verify(adminToken)).not.toBeNull();
    revoked.add(student).add(ADMIN);
    // The signature is remembered, the revocation is asked again: both refused at once.
    expect(await verifier.verify(studentToken, { write: true })).toBeNull();
    expect(await verifier.verify(adminToken)).toBeNull();
    expect(lookups).toEqual([student, ADMIN, student, ADMIN]);
    expect(checks).toEqual([
      { token: studentToken, checkRevoked: false },
      { token: adminToken, checkRevoked: false },
    ]);
  });

  it('a refused token is not remembered', async () => {
    const { auth, checks } = expiringAuth(new Set());
    const verifier = tokenVerifierOn(auth, { emulator: false, adminEmail: ADMIN });
    const expired = `${student}|${inSeconds(-10)}`;
    expect(await verifier.verify(expired)).toBeNull();
    expect(await verifier.verify(expired)).toBeNull();
    expect(checks).toHaveLength(2);
  });
});
