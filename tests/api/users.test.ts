// /api/users: each student creates their own record once; bad input changes nothing; data
// survives a restart of the server.
import { describe, expect, it } from 'vitest';
import { studentIdOfEmail } from '@hall/model';
import { createAccount, studentAddress } from '../support/auth-emulator.ts';
import { api } from '../support/portal.ts';
import { useTestPortal } from '../support/test-portal.ts';

const hall = useTestPortal();

async function userEmails(): Promise<string[]> {
  const answer = await api<Array<{ email: string }>>(hall.portal, 'GET', '/users', { token: hall.admin.idToken });
  expect(answer.status).toBe(200);
  return answer.body.map((user) => user.email);
}

/** The id a student's address carries: the only one their record may have (decision 021). */
const idOf = (account: { email: string }) => studentIdOfEmail(account.email)!;

describe('POST /users', () => {
  it('creates the caller’s own record and answers insertedId', async () => {
    const student = await createAccount();
    const answer = await api<{ acknowledged: boolean; insertedId: string }>(hall.portal, 'POST', '/users', {
      token: student.idToken,
      json: { name: '  Nusrat Jahan ', email: student.email, id: idOf(student) },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.acknowledged).toBe(true);
    expect(answer.body.insertedId).toMatch(/^[0-9a-f]{24}$/);
    const me = await api(hall.portal, 'GET', '/users/me', { token: student.idToken });
    expect(me.body).toMatchObject({
      _id: answer.body.insertedId,
      name: 'Nusrat Jahan',
      email: student.email,
      id: idOf(student),
    });
  });

  it('refuses a second record for the same student with 409', async () => {
    const student = await createAccount();
    const first = await api(hall.portal, 'POST', '/users', {
      token: student.idToken,
      json: { name: 'A', email: student.email, id: idOf(student) },
    });
    expect(first.status).toBe(201);
    const second = await api(hall.portal, 'POST', '/users', {
      token: student.idToken,
      json: { name: 'B', email: student.email, id: idOf(student) },
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: { code: 'conflict' } });
    const me = await api(hall.portal, 'GET', '/users/me', { token: student.idToken });
    expect(me.body).toMatchObject({ name: 'A', id: idOf(student) });
  });

  it('refuses a record for somebody else with 403 and stores nothing', async () => {
    const student = await createAccount();
    const { email: victim, studentId } = studentAddress();
    const answer = await api(hall.portal, 'POST', '/users', {
      token: student.idToken,
      json: { name: 'X', email: victim, id: studentId },
    });
    expect(answer.status).toBe(403);
    expect(await userEmails()).not.toContain(victim);
  });

  it('refuses a visitor with 401', async () => {
    const { email, studentId } = studentAddress();
    const answer = await api(hall.portal, 'POST', '/users', { json: { name: 'X', email, id: studentId } });
    expect(answer.status).toBe(401);
    expect(await userEmails()).not.toContain(email);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['a missing name', { name: '' }, 'name'],
    ['a name that is too long', { name: 'x'.repeat(81) }, 'name'],
    ['a missing student id', { id: '' }, 'id'],
    ['a student id with spaces', { id: '19 04' }, 'id'],
    ['a non-string student id', { id: 1904 }, 'id'],
    ['an e-mail outside the student domain', { email: 'rahim@gmail.com' }, 'email'],
    // Issue 28: another student's id behind a +tag, or another local part of the domain.
    ['a +tagged address', { email: 'u1904005+1904001@student.cuet.ac.bd', id: '1904001' }, 'email'],
    ['an address of the domain that is no student', { email: 'rahim.uddin@student.cuet.ac.bd' }, 'email'],
    ['an unknown field', { status: 'confirm' }, 'status'],
  ];

  it.each(invalid)('refuses %s with 400 naming the field, and stores nothing', async (_label, change, field) => {
    const student = await createAccount();
    const answer = await api<{ error: { code: string; fields: Record<string, string> } }>(
      hall.portal,
      'POST',
      '/users',
      {
        token: student.idToken,
        json: { name: 'Rahim', email: student.email, id: idOf(student), ...change },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid_body');
    expect(Object.keys(answer.body.error.fields)).toContain(field);
    expect(await userEmails()).not.toContain(student.email);
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const student = await createAccount();
    const answer = await api(hall.portal, 'POST', '/users', { token: student.idToken, rawBody: '{"name": ' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'invalid_json' } });
  });

  it('answers an oversized body with a JSON 413', async () => {
    const student = await createAccount();
    const answer = await api(hall.portal, 'POST', '/users', {
      token: student.idToken,
      json: { name: 'x'.repeat(40_000), email: student.email, id: idOf(student) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ error: { code: 'payload_too_large' } });
  });
});

describe('GET /users/me', () => {
  it('is 404 for a signed-in account without a record', async () => {
    const student = await createAccount();
    const answer = await api(hall.portal, 'GET', '/users/me', { token: student.idToken });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('unknown API paths', () => {
  it('are a JSON 404', async () => {
    const answer = await api(hall.portal, 'GET', '/no-such-thing');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('durability', () => {
  it('keeps records when the server stops and starts again on the same data', async () => {
    const student = await createAccount();
    await api(hall.portal, 'POST', '/users', {
      token: student.idToken,
      json: { name: 'Kept', email: student.email, id: idOf(student) },
    });
    hall.portal = await hall.portal.restart();
    const me = await api(hall.portal, 'GET', '/users/me', { token: student.idToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ name: 'Kept', id: idOf(student) });
  });
});
