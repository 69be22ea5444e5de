import { describe, expect, it } from 'vitest';
import { json, recordingAdapter as setup } from './recording-fetch.test-support.ts';
import { DataError } from '../port.ts';

describe('the dining calls over the API (decision 033)', () => {
  it('uses the routes of the decision’s table, ids and days in the path, with the Bearer token', async () => {
    const { adapter, requests } = setup();
    const { dining } = adapter;
    await dining.role();
    await dining.staff.list();
    await dining.staff.add('dining.cook@student.cuet.ac.bd');
    await dining.staff.remove('dining.cook@student.cuet.ac.bd');
    await dining.mealDays('t/1');
    await dining.switchDay('t1', '2026-11-28', true);
    await dining.counts();
    await dining.day('2026-11-27');
    await dining.check('t1');
    await dining.serve('t1');
    expect(requests.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['GET', '/api/dining/me', undefined],
      ['GET', '/api/dining/staff', undefined],
      ['POST', '/api/dining/staff', { email: 'dining.cook@student.cuet.ac.bd' }],
      ['DELETE', '/api/dining/staff/dining.cook%40student.cuet.ac.bd', undefined],
      ['GET', '/api/dining/tokens/t%2F1/meals', undefined],
      ['PUT', '/api/dining/tokens/t1/meals/2026-11-28', { off: true }],
      ['GET', '/api/dining/counts', undefined],
      ['GET', '/api/dining/days/2026-11-27', undefined],
      ['GET', '/api/dining/check/t1', undefined],
      ['POST', '/api/dining/check/t1/serve', undefined],
    ]);
    expect(new Set(requests.map((request) => request.auth))).toEqual(new Set(['Bearer id-token']));
  });

  it('turns a refused serve into a DataError with the API’s code and words', async () => {
    const { adapter } = setup(() =>
      json(409, { error: { code: 'already_served', message: 'Already served at 13:05' } }),
    );
    const refused = await adapter.dining.serve('t1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataError);
    expect(refused).toMatchObject({ status: 409, code: 'already_served', message: 'Already served at 13:05' });
  });
});
