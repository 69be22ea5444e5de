// The admin lists' paging, search and counts over HTTP (decision 016), and the unchanged whole
// array without parameters. The store-level walk (no gaps, no repeats) is in the store contract.
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/portal.ts';
import { useTestPortal } from '../support/test-portal.ts';
import { uniqueTransactionId } from '../support/students.ts';
import { sampleTokenPurchase } from '@hall/model/samples';

type Token = { _id: string; id: string; status?: string; email: string };
type Page = { items: Token[]; next: string | null };

const hall = useTestPortal({ students: { first: { studentId: '1904101' }, second: { studentId: '2004217' } } });
const filed: string[] = [];

const purchase = () => sampleTokenPurchase({ Transaction_id: uniqueTransactionId() });

beforeAll(async () => {
  for (let index = 0; index < 9; index += 1) {
    const student = index % 3 === 0 ? hall.second : hall.first;
    const answer = await api<{ insertedId: string }>(hall.portal, 'POST', '/tokenpurches', {
      token: student.idToken,
      json: purchase(),
    });
    expect(answer.status).toBe(201);
    filed.push(answer.body.insertedId);
    await new Promise((resolve) => setTimeout(resolve, 3));
  }
  for (const id of filed.slice(0, 3)) {
    expect(
      (
        await api(hall.portal, 'PATCH', `/tokenpurches/${id}`, {
          token: hall.admin.idToken,
          json: { status: 'confirm' },
        })
      ).status,
    ).toBe(200);
  }
});

async function walk(query: string, token = hall.admin.idToken): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  do {
    const answer: { status: number; body: Page } = await api<Page>(
      hall.portal,
      'GET',
      `/tokenpurches?${query}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
      { token },
    );
    expect(answer.status).toBe(200);
    ids.push(...answer.body.items.map((item) => item._id));
    after = answer.body.next;
  } while (after);
  return ids;
}

describe('admin lists', () => {
  it('answer the whole array without parameters, as the spec clients expect', async () => {
    const answer = await api<Token[]>(hall.portal, 'GET', '/tokenpurches', { token: hall.admin.idToken });
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    expect(answer.body.map((item) => item._id)).toEqual([...filed.slice(0, 3).reverse(), ...filed.slice(3).reverse()]);
  });

  it('page in the same order with a limit, and count', async () => {
    const whole = (await api<Token[]>(hall.portal, 'GET', '/tokenpurches', { token: hall.admin.idToken })).body;
    expect(await walk('limit=2')).toEqual(whole.map((item) => item._id));
    expect(await walk('limit=200')).toEqual(whole.map((item) => item._id));
    expect((await api(hall.portal, 'GET', '/tokenpurches/count', { token: hall.admin.idToken })).body).toEqual({
      count: 9,
    });
  });

  it('search by the start of the student id and by status, with matching counts', async () => {
    const whole = (await api<Token[]>(hall.portal, 'GET', '/tokenpurches', { token: hall.admin.idToken })).body;
    const bySecond = whole.filter((item) => item.id === '2004217').map((item) => item._id);
    expect(await walk('limit=2&id=2004')).toEqual(bySecond);
    expect(await walk('limit=2&id=%202004%20')).toEqual(bySecond);
    expect(await walk('limit=5&id=0042')).toEqual([]);
    expect((await api(hall.portal, 'GET', '/tokenpurches/count?id=2004', { token: hall.admin.idToken })).body).toEqual({
      count: 3,
    });
    expect((await api(hall.portal, 'GET', '/tokenpurches/count?id=0042', { token: hall.admin.idToken })).body).toEqual({
      count: 0,
    });
    const pending = whole.filter((item) => item.status !== 'confirm').map((item) => item._id);
    expect(await walk('limit=4&status=pending')).toEqual(pending);
    expect(
      (await api(hall.portal, 'GET', '/tokenpurches/count?status=approved', { token: hall.admin.idToken })).body,
    ).toEqual({ count: 3 });
    expect(
      (await api(hall.portal, 'GET', '/tokenpurches/count?status=pending&id=1904', { token: hall.admin.idToken })).body,
    ).toEqual({ count: 4 });
  });

  it("page a student's own history, and count it, for the student", async () => {
    const mine = (
      await api<Token[]>(hall.portal, 'GET', `/tokenpurches?email=${encodeURIComponent(hall.first.email)}`, {
        token: hall.first.idToken,
      })
    ).body;
    expect(mine).toHaveLength(6);
    expect(await walk(`limit=4&email=${encodeURIComponent(hall.first.email)}`, hall.first.idToken)).toEqual(
      mine.map((item) => item._id),
    );
    const count = await api(hall.portal, 'GET', `/tokenpurches/count?email=${encodeURIComponent(hall.first.email)}`, {
      token: hall.first.idToken,
    });
    expect(count.body).toEqual({ count: 6 });
  });

  it("refuse a student paging, searching or counting everyone's", async () => {
    for (const path of [
      '/tokenpurches?limit=5',
      '/tokenpurches?limit=5&id=19',
      '/tokenpurches/count',
      `/tokenpurches/count?email=${encodeURIComponent(hall.second.email)}`,
    ]) {
      const answer = await api(hall.portal, 'GET', path, { token: hall.first.idToken });
      expect(answer.status, path).toBe(403);
    }
    expect((await api(hall.portal, 'GET', '/tokenpurches/count')).status).toBe(401);
  });

  it('refuse a bad query with a 400 that names the parameter, changing nothing', async () => {
    const cases: Array<[string, string]> = [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=ten', 'limit'],
      ['limit=5&limit=6', 'limit'],
      ['limit=1e2', 'limit'],
      ['id=19', 'limit'],
      ['status=pending', 'limit'],
      ['after=abc', 'limit'],
      ['limit=5&status=confirm', 'status'],
      ['limit=5&id=19%25', 'id'],
      ['limit=5&id=1;DROP', 'id'],
      ['limit=5&after=not-a-cursor', 'after'],
      ['limit=5&after=', 'after'],
      [`limit=5&after=${Buffer.from('[1,"x",2]').toString('base64url')}x`, 'after'],
    ];
    for (const [query, field] of cases) {
      const answer = await api<{ error: { code: string; fields?: Record<string, string> } }>(
        hall.portal,
        'GET',
        `/tokenpurches?${query}`,
        { token: hall.admin.idToken },
      );
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.code, query).toBe('invalid_query');
      expect(Object.keys(answer.body.error.fields ?? {}), query).toEqual([field]);
    }
    const bad = await api(hall.portal, 'GET', '/tokenpurches/count?status=maybe', { token: hall.admin.idToken });
    expect(bad.status).toBe(400);
    expect((await api(hall.portal, 'GET', '/tokenpurches/count', { token: hall.admin.idToken })).body).toEqual({
      count: 9,
    });
  });

  it('page every request collection', async () => {
    for (const path of ['/hallfee', '/roomallotement', '/complains']) {
      const answer = await api<Page>(hall.portal, 'GET', `${path}?limit=10`, { token: hall.admin.idToken });
      expect(answer.status, path).toBe(200);
      expect(answer.body).toEqual({ items: [], next: null });
      expect((await api(hall.portal, 'GET', `${path}/count`, { token: hall.admin.idToken })).body).toEqual({
        count: 0,
      });
    }
  });
});
