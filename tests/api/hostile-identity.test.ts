// Issue 28's hostile identities, against the API on both stores (the rules' side is
// tests/rules/hostile-identity.test.ts; a disabled account's open stream is in live.test.ts):
// nobody poses as a student with another address, an unverified account reads nothing of an
// address's records, transaction claims and the activity log stay the office's.
import { describe, expect, it } from 'vitest';
import { messages } from '@hall/model';
import { sampleComplaint, sampleTokenPurchase } from '@hall/model/samples';
import { createAccount, deleteAccount, studentAddress, uniqueEmail } from '../support/auth-emulator.ts';
import { BOTH_STORES } from '../support/both-stores.ts';
import { api } from '../support/portal.ts';
import { createStudent, uniqueTransactionId } from '../support/students.ts';
import { useBackend } from '../support/test-portal.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe.each(BOTH_STORES)('hostile identities on the %s', (_label, open) => {
  const hall = useBackend(open, { student: {} });

  /** Everything the office can see of people and requests, to prove a refusal changed nothing. */
  const everything = async () =>
    Promise.all(
      ['/users', '/tokenpurches', '/complains', '/activity'].map(
        async (path) => (await api(hall.backend, 'GET', path, { token: hall.admin.idToken })).body,
      ),
    );

  it('a +tag or any other local part of the domain makes no profile and files nothing', async () => {
    const before = await everything();
    for (const email of [
      `u1904005+${hall.student.studentId}@student.cuet.ac.bd`,
      'rahim.uddin@student.cuet.ac.bd',
      `u${hall.student.studentId}1@student.cuet.ac.bd`,
      uniqueEmail('dining'),
    ]) {
      const poser = await createAccount({ email, verified: true });
      const profile = await api<ErrorBody>(hall.backend, 'POST', '/users', {
        token: poser.idToken,
        json: { name: 'Rahim Uddin', email, id: hall.student.studentId },
      });
      expect(profile.status, email).toBe(400);
      expect(profile.body.error.fields?.email, email).toBe(messages.signUp.studentAddressRequired);
      const filed = await api<ErrorBody>(hall.backend, 'POST', '/complains', {
        token: poser.idToken,
        json: sampleComplaint(),
      });
      expect(filed.status, email).toBe(403);
      const read = await api(hall.backend, 'GET', `/tokenpurches?email=${encodeURIComponent(hall.student.email)}`, {
        token: poser.idToken,
      });
      expect(read.status, email).toBe(403);
    }
    expect(await everything()).toEqual(before);
  });

  it('an unverified account of a recreated address reads and changes nothing of the old profile', async () => {
    const { email, studentId } = studentAddress();
    const first = await createAccount({ email, verified: true });
    expect(
      (
        await api(hall.backend, 'POST', '/users', {
          token: first.idToken,
          json: { name: 'Rahim Uddin', email, id: studentId },
        })
      ).status,
    ).toBe(201);
    const paid = sampleTokenPurchase({ Transaction_id: uniqueTransactionId() });
    expect((await api(hall.backend, 'POST', '/tokenpurches', { token: first.idToken, json: paid })).status).toBe(201);

    await deleteAccount(first.uid);
    const recreated = await createAccount({ email, verified: false });
    const before = await everything();
    const own = `email=${encodeURIComponent(email)}`;
    for (const [method, path, json] of [
      ['GET', '/users/me', undefined],
      ['PATCH', '/users/me', { name: 'Taken Over', phone: '01711111111' }],
      ['GET', `/tokenpurches?${own}`, undefined],
      ['GET', `/tokenpurches?${own}&limit=50`, undefined],
      ['GET', `/tokenpurches/count?${own}`, undefined],
      ['GET', `/complains?${own}`, undefined],
    ] as const) {
      const answer = await api<ErrorBody>(hall.backend, method, path, { token: recreated.idToken, json });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.error, `${method} ${path}`).toEqual({
        code: 'email_unverified',
        message: messages.api.emailUnverified,
      });
    }
    expect(await everything()).toEqual(before);

    // The same address verified is its owner again.
    const verified = await createAccount({ email, verified: true });
    const me = await api<{ name: string }>(hall.backend, 'GET', '/users/me', { token: verified.idToken });
    expect(me.status).toBe(200);
    expect(me.body.name).toBe('Rahim Uddin');
  });

  it('an unverified account reads and edits the profile it made itself', async () => {
    const { email, studentId } = studentAddress();
    const fresh = await createAccount({ email, verified: false });
    expect(
      (
        await api(hall.backend, 'POST', '/users', {
          token: fresh.idToken,
          json: { name: 'Nusrat Jahan', email, id: studentId },
        })
      ).status,
    ).toBe(201);
    expect(
      (await api(hall.backend, 'PATCH', '/users/me', { token: fresh.idToken, json: { name: 'Nusrat J.' } })).status,
    ).toBe(200);
    expect((await api(hall.backend, 'GET', '/users/me', { token: fresh.idToken })).body).toMatchObject({
      name: 'Nusrat J.',
      id: studentId,
    });
    // Its own history waits for the address to be verified, as filing does.
    expect(
      (await api(hall.backend, 'GET', `/complains?email=${encodeURIComponent(email)}`, { token: fresh.idToken }))
        .status,
    ).toBe(403);
  });

  it('a transaction claim is the office’s to read: a student learns only that an id is taken, from the refused filing', async () => {
    const transactionId = uniqueTransactionId();
    const paid = sampleTokenPurchase({ Transaction_id: transactionId });
    expect((await api(hall.backend, 'POST', '/tokenpurches', { token: hall.student.idToken, json: paid })).status).toBe(
      201,
    );
    const other = await createStudent(hall.backend);
    for (const who of [hall.student, other]) {
      expect((await api(hall.backend, 'GET', `/transactions/${transactionId}`, { token: who.idToken })).status).toBe(
        403,
      );
    }
    expect((await api(hall.backend, 'GET', `/transactions/${transactionId}`)).status).toBe(401);
    const again = await api<ErrorBody>(hall.backend, 'POST', '/tokenpurches', { token: other.idToken, json: paid });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(messages.api.transactionIdUsed);
    expect(
      (await api(hall.backend, 'GET', `/transactions/${transactionId}`, { token: hall.admin.idToken })).status,
    ).toBe(200);
  });

  it('nobody writes the activity log: it has no route to write to, the office included', async () => {
    const before = await everything();
    const entry = { action: 'approve', collection: 'tokenPurchases', recordId: 'x', studentId: hall.student.studentId };
    for (const token of [hall.student.idToken, hall.admin.idToken]) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const answer = await api(hall.backend, method, '/activity', { token, json: entry });
        expect([404, 405], `${method} /activity`).toContain(answer.status);
      }
    }
    expect(await everything()).toEqual(before);
  });
});
