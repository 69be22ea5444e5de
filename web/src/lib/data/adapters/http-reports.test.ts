import { describe, expect, it } from 'vitest';
import { json, recordingAdapter as setup } from './recording-fetch.test-support.ts';
import { DataError } from '../port.ts';

describe('the reports calls over the API (decision 035)', () => {
  it('asks the routes of the decision with the period, search and page in the query, with the Bearer token', async () => {
    const { adapter, requests } = setup();
    const { reports } = adapter;
    const period = { level: '1', term: '2', from: 'November', to: 'February' } as const;
    await reports.dues(period);
    await reports.dues(period, { search: ' Rahim & co ', page: 3 });
    await reports.dues({ ...period, from: 'january', to: 'june' }, { search: '  ', page: 1 });
    await reports.duesList(period);
    await reports.collections();
    await reports.queue();
    expect(requests.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['GET', '/api/reports/dues?level=1&term=2&from=November&to=February', undefined],
      ['GET', '/api/reports/dues?level=1&term=2&from=November&to=February&search=Rahim+%26+co&page=3', undefined],
      ['GET', '/api/reports/dues?level=1&term=2&from=january&to=june', undefined],
      ['GET', '/api/reports/dues/all?level=1&term=2&from=November&to=February', undefined],
      ['GET', '/api/reports/collections', undefined],
      ['GET', '/api/reports/queue', undefined],
    ]);
    expect(new Set(requests.map((request) => request.auth))).toEqual(new Set(['Bearer id-token']));
  });

  it('turns a refused query into a DataError with its fields keyed by the parameter', async () => {
    const fields = { from: 'Choose a month.' };
    const { adapter } = setup(() =>
      json(400, { error: { code: 'invalid_body', message: 'Check the period.', fields } }),
    );
    const refused = await adapter.reports
      .dues({ level: '1', term: '1', from: 'january', to: 'june' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataError);
    expect(refused).toMatchObject({ status: 400, fields });
  });
});
