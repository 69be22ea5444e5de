// The API's identity check: Firebase ID tokens from the Auth emulator are accepted, anything else
// is a 401 with a JSON error, never a stack trace.
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@hall/model';
import { createAccount, disableAccount, type TestAccount } from '../support/auth-emulator.ts';
import { claimsFor, claimsOf, selfSignedToken, unsignedToken } from '../support/forge.ts';
import { api, startTestPortal } from '../support/portal.ts';
import { useTestPortal } from '../support/test-portal.ts';

const hall = useTestPortal({ students: { student: { name: 'Rahim', studentId: '1904001' } } });
let unverified: TestAccount;

beforeAll(async () => {
  unverified = await createAccount({ verified: false });
});

const unauthenticated = { error: { code: 'unauthenticated', message: messages.api.unauthenticated } };

describe('health', () => {
  it('answers without a token', async () => {
    const answer = await api(hall.portal, 'GET', '/health');
    expect(answer).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});

describe('bearer tokens', () => {
  it('accepts an ID token issued by the Auth emulator', async () => {
    const answer = await api(hall.portal, 'GET', '/users/me', { token: hall.student.idToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ email: hall.student.email, id: '1904001', name: 'Rahim' });
  });

  it('refuses a request without a token', async () => {
    const answer = await api(hall.portal, 'GET', '/users/me');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(unauthenticated);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
  });

  const forgeries: Array<[string, () => string]> = [
    ['a garbage token', () => 'not-a-token'],
    ['a token without the Bearer scheme', () => hall.student.idToken],
    ['a token signed with an attacker key', () => selfSignedToken(claimsFor(hall.student.uid, hall.student.email))],
    [
      'an unsigned token claiming the admin address on a student account',
      () => unsignedToken({ ...claimsOf(hall.student.idToken), email: hall.admin.email }),
    ],
    [
      'an unsigned token for an account that does not exist',
      () => unsignedToken(claimsFor('no-such-uid', hall.student.email)),
    ],
    [
      'an unsigned token that claims a verified e-mail the account has not verified',
      () => unsignedToken({ ...claimsOf(unverified.idToken), email_verified: true }),
    ],
    [
      'a token for another project',
      () =>
        unsignedToken({
          ...claimsOf(hall.student.idToken),
          aud: 'another-project',
          iss: 'https://securetoken.google.com/another-project',
        }),
    ],
    [
      'an expired token',
      () =>
        unsignedToken({
          ...claimsOf(hall.student.idToken),
          iat: 1_600_000_000,
          exp: 1_600_003_600,
          auth_time: 1_600_000_000,
        }),
    ],
  ];

  it.each(forgeries)('refuses %s with 401', async (label, make) => {
    const token = make();
    const headers = label.includes('Bearer scheme')
      ? { authorization: `Token ${token}` }
      : { authorization: `Bearer ${token}` };
    const answer = await api(hall.portal, 'GET', '/users/me', { headers });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(unauthenticated);
  });
});

describe('the account check', () => {
  it('refuses a disabled account within seconds (the check is remembered briefly, decision 016)', async () => {
    const account = await createAccount({ verified: true });
    expect((await api(hall.portal, 'GET', '/users/me', { token: account.idToken })).status).toBe(404);
    await disableAccount(account.uid);
    const disabledAt = Date.now();
    // When each request was sent (ms after the disabling) and what it got; until the first 401.
    const answers: Array<{ sentAt: number; status: number }> = [];
    while (Date.now() - disabledAt < 15_000 && answers.at(-1)?.status !== 401) {
      const sentAt = Date.now() - disabledAt;
      answers.push({ sentAt, status: (await api(hall.portal, 'GET', '/users/me', { token: account.idToken })).status });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(answers.at(-1)?.status).toBe(401);
    // The account's answer is remembered 5 s (accountCheckSeconds): no request sent after that
    // was let through, however slowly a busy machine answered the ones before.
    expect(answers.filter((answer) => answer.sentAt >= 5_000 && answer.status !== 401)).toEqual([]);
  });
});

describe('the administrator', () => {
  it('is the configured address with a verified e-mail', async () => {
    const answer = await api<Array<{ email: string }>>(hall.portal, 'GET', '/users', { token: hall.admin.idToken });
    expect(answer.status).toBe(200);
    expect(answer.body.map((user) => user.email)).toContain(hall.student.email);
  });

  it('is not an account that registered the admin address without verifying it', async () => {
    const other = await startTestPortal();
    try {
      const unverified = await createAccount({ email: other.adminEmail, verified: false });
      const answer = await api(other, 'GET', '/users', { token: unverified.idToken });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: { code: 'forbidden' } });
    } finally {
      await other.close();
    }
  });

  it('is not a student', async () => {
    const answer = await api(hall.portal, 'GET', '/users', { token: hall.student.idToken });
    expect(answer.status).toBe(403);
  });
});

describe('compression', () => {
  it('gzips JSON answers for clients that accept it', async () => {
    for (let index = 0; index < 3; index += 1) {
      const filed = await api(hall.portal, 'POST', '/complains', {
        token: hall.student.idToken,
        json: { complains: 'The lift is stuck. '.repeat(80) },
      });
      expect(filed.status).toBe(201);
    }
    const response = await fetch(`${hall.portal.url}/api/complains`, {
      headers: { authorization: `Bearer ${hall.admin.idToken}`, 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});
