// Notices: public list and PDFs; upload by the administrator only, real PDFs only, server-named.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeNoticePdf } from '@hall/functions/demo-data';
import { api } from '../support/portal.ts';
import { useTestPortal } from '../support/test-portal.ts';

const hall = useTestPortal({ students: { student: {} } });
let pdf: Uint8Array;

beforeAll(async () => {
  pdf = await makeNoticePdf('Water supply', '2026-11-20', ['No water from 10 to 12.']);
});

interface NoticeRecord {
  _id: string;
  title: string;
  date: string;
  fileName: string;
}

function upload(
  parts: {
    title?: string;
    date?: string;
    file?: Uint8Array | string;
    fileName?: string;
    extra?: Record<string, string>;
  },
  token?: string,
) {
  const form = new FormData();
  if (parts.title !== undefined) form.set('title', parts.title);
  if (parts.date !== undefined) form.set('date', parts.date);
  if (parts.file !== undefined)
    form.set(
      'file',
      new Blob([typeof parts.file === 'string' ? parts.file : new Uint8Array(parts.file)]),
      parts.fileName ?? 'notice.pdf',
    );
  for (const [name, value] of Object.entries(parts.extra ?? {})) form.set(name, value);
  return fetch(`${hall.portal.url}/api/upload-pdf`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function notices(): Promise<NoticeRecord[]> {
  const answer = await api<NoticeRecord[]>(hall.portal, 'GET', '/get-pdf');
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('POST /upload-pdf', () => {
  it('stores a PDF from the administrator under a name the server chose, listed newest first', async () => {
    const older = await upload(
      { title: 'Older notice', date: '2026-10-01', file: pdf, fileName: '../../etc/passwd.pdf' },
      hall.admin.idToken,
    );
    expect(older.status).toBe(200); // spec section 7: success on HTTP 200
    const newer = await upload({ title: 'Water supply', date: '2026-11-20', file: pdf }, hall.admin.idToken);
    const body = (await newer.json()) as { insertedId: string; fileName: string };
    expect(body.fileName).toMatch(/^[0-9a-f]{24}\.pdf$/);

    const list = await notices();
    expect(list.map((notice) => notice.title).slice(0, 2)).toEqual(['Water supply', 'Older notice']);
    expect(list[1]!.fileName).toMatch(/^[0-9a-f]{24}\.pdf$/);

    const file = await fetch(`${hall.portal.url}/api/pdf/${body.fileName}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    // Shown as a document, never run as a page of the portal's origin (issue 28).
    expect(file.headers.get('content-security-policy')).toBe('sandbox');
    expect(file.headers.get('content-disposition')).toMatch(/^inline/);
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  });

  const refusals: Array<[string, Parameters<typeof upload>[0], number, string]> = [
    ['a missing title', { date: '2026-11-20', file: pdf }, 400, 'title'],
    ['a missing date', { title: 'T', file: pdf }, 400, 'date'],
    ['a missing file', { title: 'T', date: '2026-11-20' }, 400, 'file'],
    [
      'a file that is not a PDF, named .pdf',
      { title: 'T', date: '2026-11-20', file: '<html><script>alert(1)</script></html>' },
      400,
      'file',
    ],
    ['an unknown field', { title: 'T', date: '2026-11-20', file: pdf, extra: { fileName: 'x.pdf' } }, 400, 'fileName'],
  ];

  it.each(refusals)('refuses %s and stores nothing', async (_label, parts, status, field) => {
    const before = await notices();
    const answer = await upload(parts, hall.admin.idToken);
    expect(answer.status).toBe(status);
    const body = (await answer.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields[field]).toEqual(expect.any(String));
    expect(await notices()).toEqual(before);
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const before = await notices();
    const big = new Uint8Array(10 * 1024 * 1024 + 1024);
    big.set(pdf.subarray(0, 1024));
    const answer = await upload({ title: 'Big', date: '2026-11-20', file: big }, hall.admin.idToken);
    expect(answer.status).toBe(413);
    expect(await notices()).toEqual(before);
  });

  it('refuses a student (403) and a visitor (401), and stores nothing', async () => {
    const before = await notices();
    expect((await upload({ title: 'T', date: '2026-11-20', file: pdf }, hall.student.idToken)).status).toBe(403);
    expect((await upload({ title: 'T', date: '2026-11-20', file: pdf })).status).toBe(401);
    expect(await notices()).toEqual(before);
  });

  it('refuses a body that is not multipart with 400', async () => {
    const answer = await api(hall.portal, 'POST', '/upload-pdf', {
      token: hall.admin.idToken,
      json: { title: 'T', date: '2026-11-20' },
    });
    expect(answer.status).toBe(400);
  });
});

describe('GET /pdf/{fileName}', () => {
  it.each(['0123456789abcdef01234567.pdf', '..%2Fportal.sqlite', 'portal.sqlite', '%2e%2e%2f%2e%2e%2fpackage.json'])(
    'is a JSON 404 for %s',
    async (name) => {
      const answer = await api(hall.portal, 'GET', `/pdf/${name}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: { code: 'not_found' } });
    },
  );
});
