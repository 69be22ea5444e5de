// Each API router is entered only for its own paths (functions/src/app.ts, `under`): paths keep
// matching as Express matches them, whatever their case and with a trailing slash, and a path
// no router owns is still the one 404 shape.
import { describe, expect, it } from 'vitest';
import { api } from '../support/portal.ts';
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
