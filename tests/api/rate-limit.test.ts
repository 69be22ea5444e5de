// Writes are rate-limited per account, with a 429 that says when to retry; reads are not.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../support/auth-emulator.ts';
import { api } from '../support/portal.ts';
import { useTestPortal } from '../support/test-portal.ts';
import { createStudent } from '../support/students.ts';
import { createDiningStaff } from '../support/dining.ts';

const hall = useTestPortal({
  students: { student: {} },
  // The administrator's 9: one adds the dining staff account below, 8 are the budget test's.
  rateLimits: { writesPerWindow: 4, adminWritesPerWindow: 9, windowMs: 60_000, servesPerWindow: 6 },
});

// Added before any test spends the administrator's budget.
let staff: TestAccount;
beforeAll(async () => {
  staff = await createDiningStaff(hall.portal, hall.admin.idToken);
});

const complaint = { complains: 'The tap in the second floor wash room leaks.' };

describe('rate limits', () => {
  it('answers a student’s writes past the limit with 429 and Retry-After, and stores none of them', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      statuses.push(
        (await api(hall.portal, 'POST', '/complains', { token: hall.student.idToken, json: complaint })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = await api(hall.portal, 'POST', '/complains', { token: hall.student.idToken, json: complaint });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { code: 'too_many_requests' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    const all = await api<unknown[]>(hall.portal, 'GET', '/complains', { token: hall.admin.idToken });
    expect(all.body).toHaveLength(3);
  });

  it('counts each account on its own, and leaves reads alone', async () => {
    const other = await createStudent(hall.portal);
    const answer = await api(hall.portal, 'POST', '/complains', { token: other.idToken, json: complaint });
    expect(answer.status).toBe(201);
    const own = await api(hall.portal, 'GET', `/complains?email=${encodeURIComponent(hall.student.email)}`, {
      token: hall.student.idToken,
    });
    expect(own.status).toBe(200);
  });

  it('gives the administrator a larger budget', async () => {
    const all = await api<Array<{ _id: string }>>(hall.portal, 'GET', '/complains', { token: hall.admin.idToken });
    const ids = [...all.body.map((record) => record._id), 'aaaaaaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbbbb'];
    const statuses: number[] = [];
    for (const id of ids)
      statuses.push((await api(hall.portal, 'DELETE', `/complains/${id}`, { token: hall.admin.idToken })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 404, 404]);
    for (const id of ['cccccccccccccccccccccccc', 'eeeeeeeeeeeeeeeeeeeeeeee']) {
      expect((await api(hall.portal, 'DELETE', `/complains/${id}`, { token: hall.admin.idToken })).status).toBe(404);
    }
    const limited = await api(hall.portal, 'DELETE', '/complains/dddddddddddddddddddddddd', {
      token: hall.admin.idToken,
    });
    expect(limited.status).toBe(429);
  });

  it('answers a keyed retry past the limit with its stored answer, not 429 (issue 34)', async () => {
    const student = await createStudent(hall.portal); // its profile is its first write
    const keyed = { token: student.idToken, json: complaint, headers: { 'idempotency-key': 'lost-answer-1' } };
    const first = await api(hall.portal, 'POST', '/complains', keyed);
    expect(first.status).toBe(201);
    for (let index = 0; index < 2; index += 1) {
      expect((await api(hall.portal, 'POST', '/complains', { token: student.idToken, json: complaint })).status).toBe(
        201,
      );
    }
    expect((await api(hall.portal, 'POST', '/complains', { token: student.idToken, json: complaint })).status).toBe(
      429,
    );
    const retried = await api(hall.portal, 'POST', '/complains', keyed);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(retried.body).toEqual(first.body);
  });

  it('gives a dining counter its own serving budget, past the writes limit, then 429 (issue 30)', async () => {
    // Unknown tokens: each serve is refused after the limiter has counted it, as a busy counter's scans are.
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1)
      statuses.push(
        (await api(hall.portal, 'POST', `/dining/check/${'f'.repeat(23)}${index}/serve`, { token: staff.idToken }))
          .status,
      );
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 429]);
  });
});
