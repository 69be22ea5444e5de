import { describe, expect, it, vi } from 'vitest';
import { DataError } from '../port.ts';
import { HttpDataAdapter, type FetchFunction } from './http.ts';

interface Recorded {
  method: string;
  url: string;
  headers: Headers;
  body: RequestInit['body'];
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An adapter on a fake fetch that records each request and answers with `answer`. */
function setup(answer: () => Response = () => json(200, []), token: string | null = 'id-token-1') {
  const requests: Recorded[] = [];
  const fetch = vi.fn<FetchFunction>(async (url, init) => {
    requests.push({ method: init.method ?? 'GET', url, headers: new Headers(init.headers), body: init.body });
    return answer();
  });
  const adapter = new HttpDataAdapter({ baseUrl: '/api/', getIdToken: async () => token, fetch });
  const only = () => {
    expect(requests).toHaveLength(1);
    return requests[0]!;
  };
  return { adapter, requests, only };
}

const tokenInput = {
  Start_date: '2024-05-01',
  End_date: '2024-05-30',
  package1: '30',
  amount: '2500',
  Transaction_id: 'TX123456',
  bkash_number: '01712345678',
} as const;

describe('HttpDataAdapter requests', () => {
  it('sends the ID token as a Bearer header and asks for JSON', async () => {
    const { adapter, only } = setup();
    await adapter.users.list();
    const request = only();
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/api/users');
    expect(request.headers.get('Authorization')).toBe('Bearer id-token-1');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.body).toBeUndefined();
  });

  it('asks for a page with its cursor and filters, and for the count of a filter', async () => {
    const { adapter, requests } = setup(() => json(200, { items: [], next: 'c2' }));
    expect(await adapter.tokenPurchases.page({ limit: 50, after: 'c1', idPrefix: '1904', status: 'pending' })).toEqual({
      items: [],
      next: 'c2',
    });
    await adapter.complaints.page({ limit: 10, email: 'u1@student.cuet.ac.bd' });
    expect(requests.map((request) => request.url)).toEqual([
      '/api/tokenpurches?limit=50&after=c1&id=1904&status=pending',
      '/api/complains?limit=10&email=u1%40student.cuet.ac.bd',
    ]);
    const counting = setup(() => json(200, { count: 42 }));
    expect(await counting.adapter.hallFees.count({ status: 'approved', idPrefix: '19' })).toBe(42);
    expect(counting.only().url).toBe('/api/hallfee/count?id=19&status=approved');
  });

  it('sends no Authorization header without a signed-in user', async () => {
    const { adapter, only } = setup(() => json(200, []), null);
    await adapter.users.list();
    expect(only().url).toBe('/api/users');
    expect(only().headers.has('Authorization')).toBe(false);
  });

  it('posts a new user as JSON and returns the insert answer', async () => {
    const { adapter, only } = setup(() => json(201, { acknowledged: true, insertedId: 'u1' }));
    const answer = await adapter.users.create({ name: 'Rahim', email: 'u1904001@student.cuet.ac.bd', id: '1904001' });
    expect(answer).toEqual({ acknowledged: true, insertedId: 'u1' });
    expect(only().method).toBe('POST');
    expect(only().url).toBe('/api/users');
    expect(only().headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(only().body))).toEqual({
      name: 'Rahim',
      email: 'u1904001@student.cuet.ac.bd',
      id: '1904001',
    });
  });

  it('reads the own user at /users/me, and null when the API has none (404)', async () => {
    const found = setup(() => json(200, { _id: 'u1', name: 'Rahim' }));
    expect(await found.adapter.users.me()).toEqual({ _id: 'u1', name: 'Rahim' });
    expect(found.only().url).toBe('/api/users/me');

    const missing = setup(() => json(404, { error: { code: 'not_found', message: 'Not found.' } }));
    expect(await missing.adapter.users.me()).toBeNull();
  });

  it('posts a token purchase to /tokenpurches with the wire field names', async () => {
    const { adapter, only } = setup(() => json(201, { acknowledged: true, insertedId: 't1' }));
    await adapter.tokenPurchases.create(tokenInput);
    expect(only().method).toBe('POST');
    expect(only().url).toBe('/api/tokenpurches');
    expect(JSON.parse(String(only().body))).toEqual(tokenInput);
  });

  it('pages each request group at its own path, an own list with ?email= (encoded)', async () => {
    const { adapter, requests } = setup(() => json(200, { items: [], next: null }));
    await adapter.tokenPurchases.page({ limit: 20, email: 'a+b@student.cuet.ac.bd' });
    await adapter.hallFees.page({ limit: 20, email: 'u1@student.cuet.ac.bd' });
    await adapter.roomAllotments.page({ limit: 20, email: 'u1@student.cuet.ac.bd' });
    await adapter.complaints.page({ limit: 20 });
    await adapter.hallFees.page({ limit: 20 });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/tokenpurches?limit=20&email=a%2Bb%40student.cuet.ac.bd',
      'GET /api/hallfee?limit=20&email=u1%40student.cuet.ac.bd',
      'GET /api/roomallotement?limit=20&email=u1%40student.cuet.ac.bd',
      'GET /api/complains?limit=20',
      'GET /api/hallfee?limit=20',
    ]);
  });

  it('approves with PATCH status=confirm, and a room with its SelectedRoom', async () => {
    const { adapter, requests } = setup(() => json(200, { acknowledged: true, matchedCount: 1, modifiedCount: 1 }));
    await adapter.tokenPurchases.approve('t 1/x');
    await adapter.hallFees.approve('h1');
    await adapter.roomAllotments.approve('r1', '402');
    expect(requests.map((r) => [r.method, r.url, JSON.parse(String(r.body))])).toEqual([
      ['PATCH', '/api/tokenpurches/t%201%2Fx', { status: 'confirm' }],
      ['PATCH', '/api/hallfee/h1', { status: 'confirm' }],
      ['PATCH', '/api/roomallotement/r1', { status: 'confirm', SelectedRoom: '402' }],
    ]);
  });

  it('rejects with PATCH status=rejected and the reason, and hands a 409 back as a DataError', async () => {
    const { adapter, requests } = setup(() => json(200, { acknowledged: true, matchedCount: 1, modifiedCount: 1 }));
    await adapter.tokenPurchases.reject('t1', 'Wrong bKash id');
    await adapter.hallFees.reject('h1', 'Paid twice');
    await adapter.roomAllotments.reject('r 1', 'Rooms are full');
    expect(requests.map((r) => [r.method, r.url, JSON.parse(String(r.body))])).toEqual([
      ['PATCH', '/api/tokenpurches/t1', { status: 'rejected', rejectReason: 'Wrong bKash id' }],
      ['PATCH', '/api/hallfee/h1', { status: 'rejected', rejectReason: 'Paid twice' }],
      ['PATCH', '/api/roomallotement/r%201', { status: 'rejected', rejectReason: 'Rooms are full' }],
    ]);
    const decided = setup(() =>
      json(409, { error: { code: 'already_decided', message: 'This request has already been approved or rejected.' } }),
    );
    await expect(decided.adapter.hallFees.reject('h1', 'Late')).rejects.toMatchObject({
      status: 409,
      code: 'already_decided',
    });
  });

  it('deletes by id', async () => {
    const { adapter, requests } = setup(() => json(200, { acknowledged: true, deletedCount: 1 }));
    expect(await adapter.complaints.remove('c1')).toEqual({ acknowledged: true, deletedCount: 1 });
    await adapter.tokenPurchases.remove('t1');
    await adapter.hallFees.remove('h1');
    await adapter.roomAllotments.remove('r1');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'DELETE /api/complains/c1',
      'DELETE /api/tokenpurches/t1',
      'DELETE /api/hallfee/h1',
      'DELETE /api/roomallotement/r1',
    ]);
  });

  it('uploads a notice as multipart title, date and file', async () => {
    const { adapter, only } = setup(() => json(200, { acknowledged: true, insertedId: 'n1' }));
    const file = new File(['%PDF-1.4'], 'exam-routine.pdf', { type: 'application/pdf' });
    await adapter.notices.upload({ title: 'Exam routine', date: '2024-05-03', file });
    const request = only();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/upload-pdf');
    expect(request.headers.has('Content-Type')).toBe(false); // fetch sets the multipart boundary
    expect(request.body).toBeInstanceOf(FormData);
    const form = request.body as FormData;
    expect(form.get('title')).toBe('Exam routine');
    expect(form.get('date')).toBe('2024-05-03');
    expect((form.get('file') as File).name).toBe('exam-routine.pdf');
  });

  it('sends contact messages to /messages', async () => {
    const { adapter, only } = setup(() => json(201, { acknowledged: true, insertedId: 'm1' }));
    await adapter.contactMessages.create({ from_name: 'Rahim', user_email: 'r@example.com', message: 'Hello' });
    expect(only().method).toBe('POST');
    expect(only().url).toBe('/api/messages');
    expect(JSON.parse(String(only().body))).toEqual({
      from_name: 'Rahim',
      user_email: 'r@example.com',
      message: 'Hello',
    });
  });
});

describe('HttpDataAdapter errors', () => {
  it('turns an API error body into a DataError with status, code, message and fields', async () => {
    const { adapter } = setup(() =>
      json(400, {
        error: {
          code: 'invalid_body',
          message: 'Some fields need attention.',
          fields: { bkash_number: 'Enter an 11-digit number starting with 01.' },
        },
      }),
    );
    const error = await adapter.tokenPurchases.create(tokenInput).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_body',
      message: 'Some fields need attention.',
      fields: { bkash_number: 'Enter an 11-digit number starting with 01.' },
    });
  });

  it('maps 401 and 403 answers without fields', async () => {
    const { adapter } = setup(() => json(403, { error: { code: 'forbidden', message: 'Not allowed.' } }));
    await expect(adapter.users.list()).rejects.toMatchObject({ status: 403, code: 'forbidden', fields: undefined });
  });

  it('gives a DataError for a non-JSON error page', async () => {
    const { adapter } = setup(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(adapter.complaints.page({ limit: 20 })).rejects.toMatchObject({ status: 502, code: 'http_error' });
  });

  it('gives a DataError with status 0 when the network fails', async () => {
    const { adapter } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await adapter.users.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('HttpDataAdapter retries of a POST', () => {
  /** Answers in turn: a function throws (the network failing), a Response is returned. */
  function scripted(...answers: Array<Response | (() => never)>) {
    const requests: Recorded[] = [];
    const fetch = vi.fn<FetchFunction>(async (url, init) => {
      requests.push({ method: init.method ?? 'GET', url, headers: new Headers(init.headers), body: init.body });
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return typeof next === 'function' ? next() : next;
    });
    const adapter = new HttpDataAdapter({
      baseUrl: '/api',
      getIdToken: async () => 'id-token-1',
      fetch,
      retryDelaysMs: [1, 1],
    });
    return { adapter, requests };
  }
  const networkDown = () => {
    throw new TypeError('Failed to fetch');
  };

  it('sends one Idempotency-Key per submit and the same one on each retry', async () => {
    const { adapter, requests } = scripted(
      networkDown,
      json(503, { error: { code: 'unavailable', message: 'Restarting.' } }),
      json(201, { acknowledged: true, insertedId: 't1' }),
    );
    await expect(adapter.tokenPurchases.create(tokenInput)).resolves.toEqual({ acknowledged: true, insertedId: 't1' });
    const keys = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
    expect(requests.map((request) => request.body)).toEqual(Array(3).fill(JSON.stringify(tokenInput)));
  });

  it('gives each submit its own key, and gives up with a network error after the retries', async () => {
    const { adapter, requests } = scripted(
      json(201, { acknowledged: true, insertedId: 'c1' }),
      networkDown,
      networkDown,
      networkDown,
    );
    await adapter.complaints.create({ complains: 'Fan broken' });
    await expect(adapter.complaints.create({ complains: 'Fan broken' })).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
    const keys = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(4);
    expect(keys[1]).not.toBe(keys[0]);
    expect(new Set(keys.slice(1)).size).toBe(1);
  });

  it('sends the key a kept submission already has, in each of the four forms and every retry', async () => {
    const kept = 'a'.repeat(32);
    const { adapter, requests } = scripted(
      networkDown,
      json(201, { acknowledged: true, insertedId: 'c1' }),
      json(201, { acknowledged: true, insertedId: 't1' }),
      json(201, { acknowledged: true, insertedId: 'h1' }),
      json(201, { acknowledged: true, insertedId: 'r1' }),
    );
    const options = { idempotencyKey: kept };
    await adapter.complaints.create({ complains: 'Fan broken' }, options);
    await adapter.tokenPurchases.create(tokenInput, options);
    await adapter.hallFees.create(tokenInput as never, options);
    await adapter.roomAllotments.create(tokenInput as never, options);
    expect(requests.map((request) => request.headers.get('Idempotency-Key'))).toEqual(Array(5).fill(kept));
  });

  it('neither retries nor sends a key for reads and other methods, and does not retry a refusal', async () => {
    const { adapter, requests } = scripted(networkDown, json(409, { error: { code: 'conflict', message: 'Used.' } }));
    await expect(adapter.users.list()).rejects.toMatchObject({ status: 0 });
    await expect(adapter.tokenPurchases.create(tokenInput)).rejects.toMatchObject({ status: 409 });
    expect(requests).toHaveLength(2);
    expect(requests[0]?.headers.has('Idempotency-Key')).toBe(false);
  });
});

describe('HttpDataAdapter transactions.find', () => {
  const lookup = {
    transactionId: 'AB12CD34',
    collection: 'tokenPurchases',
    recordId: 'r1',
    claimedAt: '2026-01-01T00:00:00.000Z',
    record: null,
  };

  it('asks for the id as typed, as one path segment, and gives the answer', async () => {
    const { adapter, only } = setup(() => json(200, lookup));
    expect(await adapter.transactions.find('ab12 cd/34')).toEqual(lookup);
    expect(only()).toMatchObject({ method: 'GET', url: '/api/transactions/ab12%20cd%2F34' });
  });

  it('is null when no request uses the id, and throws the API error otherwise', async () => {
    expect(
      await setup(() =>
        json(404, { error: { code: 'not_found', message: 'We could not find that.' } }),
      ).adapter.transactions.find('AB12CD34'),
    ).toBeNull();
    const invalid = setup(() =>
      json(400, {
        error: {
          code: 'invalid_query',
          message: 'Some fields are not valid.',
          fields: { transactionId: 'Too short.' },
        },
      }),
    );
    await expect(invalid.adapter.transactions.find('AB')).rejects.toMatchObject({
      status: 400,
      fields: { transactionId: 'Too short.' },
    });
    await expect(
      setup(() => json(403, { error: { code: 'forbidden', message: 'No.' } })).adapter.transactions.find('AB12CD34'),
    ).rejects.toBeInstanceOf(DataError);
  });
});

// Issue 35: a student who verified their e-mail on another device kept a token that still said
// "not verified", and every call was refused until they signed out and in.
describe('a token the account has outgrown', () => {
  function refreshing(answers: Response[]) {
    const requests: Recorded[] = [];
    const asked: Array<{ refresh?: boolean } | undefined> = [];
    let issued = 1;
    const fetch = vi.fn<FetchFunction>(async (url, init) => {
      requests.push({ method: init.method ?? 'GET', url, headers: new Headers(init.headers), body: init.body });
      return answers.shift() ?? json(500, {});
    });
    const getIdToken = async (options?: { refresh?: boolean }) => {
      asked.push(options);
      if (options?.refresh) issued += 1;
      return `id-token-${issued}`;
    };
    const adapter = new HttpDataAdapter({ baseUrl: '/api/', getIdToken, fetch, retryDelaysMs: [] });
    return { adapter, requests, asked };
  }

  it('takes a new token after a 403 that names verification, and sends the request once more with it', async () => {
    const unverified = json(403, { error: { code: 'email_unverified', message: 'Verify your e-mail address first.' } });
    const { adapter, requests, asked } = refreshing([unverified, json(201, { acknowledged: true, insertedId: 'x' })]);
    await expect(adapter.tokenPurchases.create(tokenInput)).resolves.toEqual({ acknowledged: true, insertedId: 'x' });
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer id-token-1',
      'Bearer id-token-2',
    ]);
    // The same request, the same key: the server freed it when it refused the first.
    expect(requests[1]!.headers.get('idempotency-key')).toBe(requests[0]!.headers.get('idempotency-key'));
    expect(asked).toEqual([undefined, { refresh: true }]);
  });

  it('after a 401 tries a new token once, and then reports the refusal', async () => {
    const signedOut = () => json(401, { error: { code: 'unauthenticated', message: 'Please sign in again.' } });
    const { adapter, requests } = refreshing([signedOut(), signedOut(), signedOut()]);
    await expect(adapter.users.me()).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(requests).toHaveLength(2);
  });

  it('leaves any other refusal alone', async () => {
    const forbidden = json(403, { error: { code: 'forbidden', message: 'You are not allowed to do that.' } });
    const { adapter, requests, asked } = refreshing([forbidden]);
    await expect(adapter.users.me()).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    expect(requests).toHaveLength(1);
    expect(asked).toEqual([undefined]);
  });
});
