// GET /api/transactions/{id}: the administrator's search by bKash transaction id, on both stores.
// Finds the claim and the request that made it (typed in any case, with spaces); a student is
// refused; an id nobody used is a 404; a malformed one a 400 that changes nothing.
import { sampleHallFee, sampleTokenPurchase } from '@hall/model/samples';
import { describe, expect, it } from 'vitest';
import { BOTH_STORES } from '../support/both-stores.ts';
import { api } from '../support/portal.ts';
import { useBackend } from '../support/test-portal.ts';
import { uniqueTransactionId } from '../support/students.ts';

const tokenBody = (transactionId: string) => sampleTokenPurchase({ Transaction_id: transactionId });
const feeBody = (transactionId: string) => sampleHallFee({ Transaction_id: transactionId });

describe.each(BOTH_STORES)('GET /api/transactions/{id} on the %s', (_label, open) => {
  const hall = useBackend(open, { student: { name: 'Rahim Uddin' } });

  const search = (typed: string, token = hall.admin.idToken) =>
    api<Record<string, unknown> & { error?: { code: string; fields?: Record<string, string> } }>(
      hall.backend,
      'GET',
      `/transactions/${encodeURIComponent(typed)}`,
      { token },
    );
  const file = async (path: string, body: Record<string, unknown>) => {
    const created = await api<{ insertedId: string }>(hall.backend, 'POST', path, {
      token: hall.student.idToken,
      json: body,
    });
    expect(created.status).toBe(201);
    return created.body.insertedId;
  };
  /** Everything the admin can list: a search must change none of it. */
  const everything = async () =>
    JSON.stringify(
      await Promise.all(
        ['/tokenpurches', '/hallfee', '/users'].map(
          async (path) => (await api(hall.backend, 'GET', path, { token: hall.admin.idToken })).body,
        ),
      ),
    );

  it('finds the token request that claimed an id, typed in another case and with spaces', async () => {
    const transactionId = uniqueTransactionId();
    const id = await file('/tokenpurches', tokenBody(transactionId));
    const typed = ` ${transactionId.toLowerCase().slice(0, 4)} ${transactionId.toLowerCase().slice(4)} `;
    const answer = await search(typed);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({
      transactionId,
      collection: 'tokenPurchases',
      recordId: id,
      record: {
        _id: id,
        name: 'Rahim Uddin',
        email: hall.student.email,
        id: hall.student.studentId,
        Transaction_id: transactionId,
      },
    });
    expect(answer.body.claimedAt).toBe((answer.body.record as { createdAt: string }).createdAt);
  });

  it('finds a hall fee; after an approved request is cleared, the claim stays with no record', async () => {
    const transactionId = uniqueTransactionId();
    const id = await file('/hallfee', feeBody(transactionId));
    expect((await search(transactionId)).body).toMatchObject({
      collection: 'hallFees',
      recordId: id,
      record: { _id: id },
    });
    expect(
      (await api(hall.backend, 'PATCH', `/hallfee/${id}`, { token: hall.admin.idToken, json: { status: 'confirm' } }))
        .status,
    ).toBe(200);
    expect((await api(hall.backend, 'DELETE', `/hallfee/${id}`, { token: hall.admin.idToken })).status).toBe(200);
    const answer = await search(transactionId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ collection: 'hallFees', recordId: id, record: null });
  });

  it('answers 404 JSON for an id no request uses, and for one released when its request was cleared before approval', async () => {
    const unknown = await search(uniqueTransactionId());
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'not_found' });
    const transactionId = uniqueTransactionId();
    const id = await file('/tokenpurches', tokenBody(transactionId));
    expect((await api(hall.backend, 'DELETE', `/tokenpurches/${id}`, { token: hall.admin.idToken })).status).toBe(200);
    expect((await search(transactionId)).status).toBe(404);
  });

  it('refuses a student (even for their own id) with 403, and a visitor with 401', async () => {
    const transactionId = uniqueTransactionId();
    await file('/tokenpurches', tokenBody(transactionId));
    const refused = await search(transactionId, hall.student.idToken);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: expect.objectContaining({ code: 'forbidden' }) });
    expect((await api(hall.backend, 'GET', `/transactions/${transactionId}`)).status).toBe(401);
  });

  it.each([
    ['too short', 'AB1'],
    ['a character no id has', 'AB12-CD34'],
    ['a path', 'AB12CD34%2F..'],
    ['too long', 'A'.repeat(200)],
  ])('refuses a malformed id (%s) with 400 naming the field, and changes nothing', async (_case, typed) => {
    const transactionId = uniqueTransactionId();
    await file('/tokenpurches', tokenBody(transactionId));
    const before = await everything();
    const answer = await search(typed);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'invalid_query', fields: { transactionId: expect.any(String) } });
    expect(await everything()).toBe(before);
    expect((await search(transactionId)).status).toBe(200);
  });
});
