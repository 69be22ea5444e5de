// Each API router is entered only for its own paths (functions/src/app.ts, `under`): paths keep
// matching as Express matches them, whatever their case and with a trailing slash, and a path
// no router owns is still the one 404 shape. A list kept by the store carries its entity tag.
import { describe, expect, it } from 'vitest';
import { sampleTokenPurchase } from '@hall/model/samples';
import { api } from '../support/portal.ts';
import { uniqueTransactionId } from '../support/students.ts';
import { useTestPortal } from '../support/test-portal.ts';

const hall = useTestPortal({ students: { student: {} } });

describe('API routing', () => {
  it.each(['/users/me', '/Users/Me', '/users/me/', '/USERS/me'])(
    'answers GET %s with the caller’s record',
    async (path) => {
      const answer = await api<{ email: string }>(hall.portal, 'GET', path, { token: hall.student.idToken });
      expect(answer.status).toBe(200);
      expect(answer.body.email).toBe(hall.student.email);
    },
  );

  it.each(['/tokenpurches', '/TokenPurches', '/tokenpurches/', '/complains', '/activity', '/transactions/TX1'])(
    'keeps GET %s behind its sign-in',
    async (path) => {
      const answer = await api<{ error: { code: string } }>(hall.portal, 'GET', path);
      expect(answer.status).toBe(401);
    },
  );

  it.each(['/tokenpurchesx', '/users-list', '/verifyx/1', '/nothing'])(
    'answers GET %s with the 404 shape',
    async (path) => {
      const answer = await api<{ error: { code: string } }>(hall.portal, 'GET', path, { token: hall.student.idToken });
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('not_found');
    },
  );
});

describe('revalidating a list (ETag)', () => {
  it('answers 304 with no body while the list is unchanged, and the new list once it changed', async () => {
    const path = `/tokenpurches?email=${encodeURIComponent(hall.student.email)}`;
    const token = hall.student.idToken;
    const first = await api<unknown[]>(hall.portal, 'GET', path, { token });
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag');
    // As a browser revalidates. (Node's fetch adds `Cache-Control: no-cache`, which asks for a full
    // answer, to a conditional request that names no Cache-Control of its own.)
    const revalidate = (etag: string) => ({ 'if-none-match': etag, 'cache-control': 'max-age=0' });
    expect(tag).toMatch(/^W\/"[0-9a-f]+-[\w+/]+"$/);

    const again = await api(hall.portal, 'GET', path, { token, headers: revalidate(tag!) });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');

    const filed = await api(hall.portal, 'POST', '/tokenpurches', {
      token,
      json: sampleTokenPurchase({ Transaction_id: uniqueTransactionId() }),
    });
    expect(filed.status).toBe(201);
    const changed = await api<unknown[]>(hall.portal, 'GET', path, { token, headers: revalidate(tag!) });
    expect(changed.status).toBe(200);
    expect(changed.body).toHaveLength(first.body.length + 1);
    expect(changed.headers.get('etag')).not.toBe(tag);
  });
});
