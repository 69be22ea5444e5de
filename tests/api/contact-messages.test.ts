// Contact messages are kept for the administrator, whatever happens to the e-mail.
import { describe, expect, it } from 'vitest';
import { api } from '../support/portal.ts';
import { useTestPortal } from '../support/test-portal.ts';

const hall = useTestPortal({ students: { student: {} } });

const message = {
  from_name: 'Rahim',
  user_email: 'rahim@example.com',
  message: 'When does the dining hall open on Friday?',
};

async function all(): Promise<Array<Record<string, unknown>>> {
  const answer = await api<Array<Record<string, unknown>>>(hall.portal, 'GET', '/messages', {
    token: hall.admin.idToken,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('/messages', () => {
  it('keeps a signed-in student’s message, with the account that sent it, for the administrator', async () => {
    const sent = await api<{ insertedId: string }>(hall.portal, 'POST', '/messages', {
      token: hall.student.idToken,
      json: message,
    });
    expect(sent.status).toBe(201);
    const list = await all();
    expect(list.find((item) => item._id === sent.body.insertedId)).toMatchObject({
      ...message,
      senderEmail: hall.student.email,
    });
  });

  it('refuses a visitor (401) and invalid fields (400), storing nothing', async () => {
    const before = await all();
    expect((await api(hall.portal, 'POST', '/messages', { json: message })).status).toBe(401);
    for (const [field, value] of [
      ['user_email', 'not-an-email'],
      ['message', ''],
      ['from_name', 'x'.repeat(81)],
      ['senderEmail', 'a@b.c'],
    ] as const) {
      const answer = await api<{ error: { fields: Record<string, string> } }>(hall.portal, 'POST', '/messages', {
        token: hall.student.idToken,
        json: { ...message, [field]: value },
      });
      expect(answer.status, field).toBe(400);
      expect(answer.body.error.fields[field]).toEqual(expect.any(String));
    }
    expect(await all()).toEqual(before);
  });

  it('lets only the administrator read and clear them', async () => {
    expect((await api(hall.portal, 'GET', '/messages', { token: hall.student.idToken })).status).toBe(403);
    const [first] = await all();
    expect(
      (await api(hall.portal, 'DELETE', `/messages/${String(first?._id)}`, { token: hall.student.idToken })).status,
    ).toBe(403);
    expect(
      (await api(hall.portal, 'DELETE', `/messages/${String(first?._id)}`, { token: hall.admin.idToken })).status,
    ).toBe(200);
    expect((await all()).map((item) => item._id)).not.toContain(first?._id);
  });
});

describe('PATCH /users/me', () => {
  it('updates the student’s own name and phone, and refuses bad values without change', async () => {
    const answer = await api(hall.portal, 'PATCH', '/users/me', {
      token: hall.student.idToken,
      json: { name: 'Rahim U.', phone: '01712345678' },
    });
    expect(answer.body).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    for (const body of [
      { name: 'X', phone: '123' },
      { name: '' },
      { name: 'X', id: '1' },
      { name: 'X', email: 'other@student.cuet.ac.bd' },
    ]) {
      expect(
        (await api(hall.portal, 'PATCH', '/users/me', { token: hall.student.idToken, json: body })).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    const me = await api(hall.portal, 'GET', '/users/me', { token: hall.student.idToken });
    expect(me.body).toMatchObject({ name: 'Rahim U.', phone: '01712345678', email: hall.student.email });
  });
});
