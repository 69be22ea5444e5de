// A student recreated in Auth (the account deleted, the same address signed up again under a new
// uid), on both stores: the old profile still holds the address, so a second profile is refused;
// once the administrator removes the old profile (DELETE /api/users/{_id}) the new account
// creates its own and files again. Only the administrator may remove a profile.
import { describe, expect, it } from 'vitest';
import { createAccount, deleteAccount, studentAddress } from '../support/auth-emulator.ts';
import { BOTH_STORES } from '../support/both-stores.ts';
import { api } from '../support/portal.ts';
import { createStudent } from '../support/students.ts';
import { useBackend } from '../support/test-portal.ts';

describe.each(BOTH_STORES)('a student recreated in Auth, on the %s', (_label, open) => {
  const hall = useBackend(open);

  const users = async () =>
    (
      await api<Array<{ _id: string; email: string; name: string }>>(hall.backend, 'GET', '/users', {
        token: hall.admin.idToken,
      })
    ).body;

  it('is refused a second profile while the old one exists, and files again once the admin removes it', async () => {
    const { email, studentId } = studentAddress();
    const before = await createAccount({ email, verified: true });
    const created = await api<{ insertedId: string }>(hall.backend, 'POST', '/users', {
      token: before.idToken,
      json: { name: 'Rahim Uddin', email, id: studentId },
    });
    expect(created.status).toBe(201);
    const oldId = created.body.insertedId;

    await deleteAccount(before.uid);
    const after = await createAccount({ email, verified: true });
    expect(after.uid).not.toBe(before.uid);
    const again = { name: 'Rahim U.', email, id: studentId };
    const refused = await api(hall.backend, 'POST', '/users', { token: after.idToken, json: again });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'conflict' } });
    expect((await users()).filter((user) => user.email === email)).toEqual([
      expect.objectContaining({ _id: oldId, name: 'Rahim Uddin' }),
    ]);

    const removed = await api(hall.backend, 'DELETE', `/users/${oldId}`, { token: hall.admin.idToken });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ acknowledged: true, deletedCount: 1 });
    // The removal is the office's action, in its log (issue 28).
    const logged = await api<{ items: Array<Record<string, unknown>> }>(
      hall.backend,
      'GET',
      '/activity?limit=5&action=profile_removed',
      { token: hall.admin.idToken },
    );
    expect(logged.body.items).toEqual([
      expect.objectContaining({
        action: 'profile_removed',
        collection: 'users',
        recordId: oldId,
        studentId,
        actorEmail: hall.backend.adminEmail,
        changes: { email },
      }),
    ]);
    expect((await users()).map((user) => user.email)).not.toContain(email);
    expect((await api(hall.backend, 'GET', '/users/me', { token: after.idToken })).status).toBe(404);

    const recreated = await api<{ insertedId: string }>(hall.backend, 'POST', '/users', {
      token: after.idToken,
      json: again,
    });
    expect(recreated.status).toBe(201);
    expect((await api(hall.backend, 'GET', '/users/me', { token: after.idToken })).body).toMatchObject({
      _id: recreated.body.insertedId,
      name: 'Rahim U.',
    });
    const filed = await api(hall.backend, 'POST', '/complains', {
      token: after.idToken,
      json: { complains: 'The fan in room 312 does not work.' },
    });
    expect(filed.status).toBe(201);
    // Still one profile per address.
    expect((await api(hall.backend, 'POST', '/users', { token: after.idToken, json: again })).status).toBe(409);
  });

  it('lets only the administrator remove a profile; unknown and malformed ids are 404; nothing else changes', async () => {
    const student = await createStudent(hall.backend);
    const other = await createStudent(hall.backend);
    const own = (await api<{ _id: string }>(hall.backend, 'GET', '/users/me', { token: student.idToken })).body._id;
    const before = JSON.stringify(await users());
    expect((await api(hall.backend, 'DELETE', `/users/${own}`, { token: other.idToken })).status).toBe(403);
    expect((await api(hall.backend, 'DELETE', `/users/${own}`, { token: student.idToken })).status).toBe(403);
    expect((await api(hall.backend, 'DELETE', `/users/${own}`)).status).toBe(401);
    for (const id of ['0'.repeat(24), 'me', 'a.b', '%2E%2E', 'x'.repeat(129)]) {
      const answer = await api(hall.backend, 'DELETE', `/users/${id}`, { token: hall.admin.idToken });
      expect(answer.status, id).toBe(404);
      expect(answer.body).toMatchObject({ error: { code: 'not_found' } });
    }
    expect(JSON.stringify(await users())).toBe(before);
    expect((await api(hall.backend, 'DELETE', `/users/${own}`, { token: hall.admin.idToken })).status).toBe(200);
    expect((await api(hall.backend, 'DELETE', `/users/${own}`, { token: hall.admin.idToken })).status).toBe(404);
  });
});
