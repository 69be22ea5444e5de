// The PDF the administrator attaches to an approved meal token, and its download by the owner.
// Success, 401, 403, 400 (not a PDF, no file, unknown field), 404, 409 (not approved), 413; every
// refusal leaves the records and the stored file as they were.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeNoticePdf } from '@hall/functions/demo-data';
import { api } from '../support/portal.ts';
import { useTestPortal } from '../support/test-portal.ts';
import { uniqueTransactionId, type TestStudent } from '../support/students.ts';
import { sampleTokenPurchase } from '@hall/model/samples';

interface Token {
  _id: string;
  email: string;
  status?: string;
  pdfFileName?: string;
}

const hall = useTestPortal({ students: { owner: { studentId: '1904101' }, other: { studentId: '1904102' } } });
let pdf: Uint8Array;
let otherPdf: Uint8Array;

beforeAll(async () => {
  pdf = await makeNoticePdf('Meal token', '2026-12-01', ['Rahim Uddin, 30 days.']);
  otherPdf = await makeNoticePdf('Meal token (corrected)', '2026-12-01', ['Rahim Uddin, 30 days, corrected.']);
});

async function fileToken(who: TestStudent, approve: boolean): Promise<string> {
  const created = await api<{ insertedId: string }>(hall.portal, 'POST', '/tokenpurches', {
    token: who.idToken,
    json: sampleTokenPurchase({ Transaction_id: uniqueTransactionId() }),
  });
  expect(created.status).toBe(201);
  if (approve) {
    const approved = await api(hall.portal, 'PATCH', `/tokenpurches/${created.body.insertedId}`, {
      token: hall.admin.idToken,
      json: { status: 'confirm' },
    });
    expect(approved.status).toBe(200);
  }
  return created.body.insertedId;
}

function attach(
  id: string,
  parts: { file?: Uint8Array | string; fileName?: string; extra?: Record<string, string> },
  token?: string,
) {
  const form = new FormData();
  if (parts.file !== undefined) {
    form.set(
      'file',
      new Blob([typeof parts.file === 'string' ? parts.file : new Uint8Array(parts.file)]),
      parts.fileName ?? 'token.pdf',
    );
  }
  for (const [name, value] of Object.entries(parts.extra ?? {})) form.set(name, value);
  return fetch(`${hall.portal.url}/api/tokenpurches/${id}/pdf`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

function download(id: string, token?: string) {
  return fetch(`${hall.portal.url}/api/tokenpurches/${id}/pdf`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function allTokens(): Promise<Token[]> {
  const answer = await api<Token[]>(hall.portal, 'GET', '/tokenpurches', { token: hall.admin.idToken });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe('POST /tokenpurches/{id}/pdf', () => {
  it('attaches a PDF to an approved token; the owner and the admin download it, and attaching again replaces it', async () => {
    const id = await fileToken(hall.owner, true);
    const answer = await attach(id, { file: pdf, fileName: '../../secret.pdf' }, hall.admin.idToken);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: 1,
      fileName: `${id}.pdf`,
    });

    const own = await api<Token[]>(hall.portal, 'GET', `/tokenpurches?email=${encodeURIComponent(hall.owner.email)}`, {
      token: hall.owner.idToken,
    });
    expect(own.body.find((token) => token._id === id)?.pdfFileName).toBe(`${id}.pdf`);

    for (const who of [hall.owner, hall.admin]) {
      const file = await download(id, who.idToken);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-security-policy')).toBe('sandbox');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      expect(file.headers.get('content-disposition')).toBe('attachment; filename="token-1904101.pdf"');
      expect((await bytesOf(file)).equals(Buffer.from(pdf))).toBe(true);
    }

    expect((await attach(id, { file: otherPdf }, hall.admin.idToken)).status).toBe(200);
    expect((await bytesOf(await download(id, hall.owner.idToken))).equals(Buffer.from(otherPdf))).toBe(true);
  });

  describe('refusals change nothing', () => {
    let approvedId: string;
    let pendingId: string;

    beforeAll(async () => {
      approvedId = await fileToken(hall.owner, true);
      pendingId = await fileToken(hall.owner, false);
      expect((await attach(approvedId, { file: pdf }, hall.admin.idToken)).status).toBe(200);
    });

    const refusals: Array<[label: string, call: () => Promise<Response>, status: number, code: string]> = [
      ['no token', () => attach(approvedId, { file: otherPdf }), 401, 'unauthenticated'],
      ['a bad token', () => attach(approvedId, { file: otherPdf }, 'not-a-token'), 401, 'unauthenticated'],
      ['the owner (a student)', () => attach(approvedId, { file: otherPdf }, hall.owner.idToken), 403, 'forbidden'],
      ['another student', () => attach(approvedId, { file: otherPdf }, hall.other.idToken), 403, 'forbidden'],
      [
        'a file that is not a PDF',
        () => attach(approvedId, { file: '<html><script>alert(1)</script></html>' }, hall.admin.idToken),
        400,
        'not_pdf',
      ],
      ['no file', () => attach(approvedId, {}, hall.admin.idToken), 400, 'invalid_body'],
      [
        'an unknown field',
        () => attach(approvedId, { file: otherPdf, extra: { fileName: 'x.pdf' } }, hall.admin.idToken),
        400,
        'invalid_body',
      ],
      [
        'a token that is not approved',
        () => attach(pendingId, { file: otherPdf }, hall.admin.idToken),
        409,
        'not_approved',
      ],
      [
        'an id that does not exist',
        () => attach('f'.repeat(24), { file: otherPdf }, hall.admin.idToken),
        404,
        'not_found',
      ],
      [
        'an id not shaped like ours',
        () => attach('..%2F..%2Fportal', { file: otherPdf }, hall.admin.idToken),
        404,
        'not_found',
      ],
    ];

    it.each(refusals)('refuses %s', async (_label, call, status, code) => {
      const before = await allTokens();
      const answer = await call();
      expect(answer.status).toBe(status);
      expect(await answer.json()).toMatchObject({ error: { code } });
      expect(await allTokens()).toEqual(before);
      expect((await bytesOf(await download(approvedId, hall.admin.idToken))).equals(Buffer.from(pdf))).toBe(true);
      const pending = await download(pendingId, hall.admin.idToken);
      expect(pending.status).toBe(404);
    });

    it('refuses a file over 10 MB with 413', async () => {
      const before = await allTokens();
      const big = new Uint8Array(10 * 1024 * 1024 + 1024);
      big.set(pdf);
      const answer = await attach(approvedId, { file: big }, hall.admin.idToken);
      expect(answer.status).toBe(413);
      expect(await allTokens()).toEqual(before);
      expect((await bytesOf(await download(approvedId, hall.admin.idToken))).equals(Buffer.from(pdf))).toBe(true);
    });
  });
});

describe('GET /tokenpurches/{id}/pdf', () => {
  it('serves the file only to its owner and the administrator', async () => {
    const id = await fileToken(hall.owner, true);
    expect((await attach(id, { file: pdf }, hall.admin.idToken)).status).toBe(200);

    const visitor = await download(id);
    expect(visitor.status).toBe(401);
    const stranger = await download(id, hall.other.idToken);
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('answers 404 for a token without a PDF, a token that does not exist and a malformed id', async () => {
    const id = await fileToken(hall.owner, true);
    for (const path of [id, 'e'.repeat(24), 'not-an-id']) {
      const answer = await download(path, hall.owner.idToken);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/json/);
    }
  });

  it('answers 404 once the token is cleared', async () => {
    const id = await fileToken(hall.owner, true);
    expect((await attach(id, { file: pdf }, hall.admin.idToken)).status).toBe(200);
    expect((await api(hall.portal, 'DELETE', `/tokenpurches/${id}`, { token: hall.admin.idToken })).status).toBe(200);
    expect((await download(id, hall.owner.idToken)).status).toBe(404);
  });
});
