// Issues 28 and 34: an Idempotency-Key is reserved before the route runs, on both stores. Several
// requests sent at once with one key make one record and get one answer; an upload is known by
// its parts, so two different PDFs of one size with one key are two requests; a refused request
// frees its key; attaches at once to one token all succeed.
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleComplaint, sampleTokenPurchase } from '@hall/model/samples';
import { makeNoticePdf } from '@hall/functions/demo-data';
import { BOTH_STORES } from '../support/both-stores.ts';
import { api } from '../support/portal.ts';
import { uniqueTransactionId } from '../support/students.ts';
import { useBackend } from '../support/test-portal.ts';

let pdf: Uint8Array;
beforeAll(async () => {
  pdf = await makeNoticePdf('Water supply', '2026-11-20', ['No water from 10 to 12.']);
});

/** The same PDF with one byte of a trailing comment changed: another file of the same size. */
const variant = (mark: string) => new Uint8Array([...pdf, ...new TextEncoder().encode(`\n%${mark}\n`)]);

describe.each(BOTH_STORES)('Idempotency-Key reservations on the %s', (_label, open) => {
  const hall = useBackend(open, { student: {} });

  const upload = (key: string, title: string, file: Uint8Array | string) => {
    const form = new FormData();
    form.set('title', title);
    form.set('date', '2026-11-20');
    form.set('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), 'notice.pdf');
    return fetch(`${hall.backend.url}/api/upload-pdf`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${hall.admin.idToken}`, 'idempotency-key': key },
    });
  };
  const noticeCount = async () => (await api<unknown[]>(hall.backend, 'GET', '/get-pdf')).body.length;

  it('twenty uploads sent at once with one key make one notice and twenty equal answers', async () => {
    const before = await noticeCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload('notice-once', 'Water supply', pdf)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(await noticeCount()).toBe(before + 1);
    // Sent again later: the same answer, replayed.
    const again = await upload('notice-once', 'Water supply', pdf);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(bodies[0]);
    expect(await noticeCount()).toBe(before + 1);
  });

  it('twenty PDFs attached at once to one token: no 5xx, and the token names the file that was stored', async () => {
    const token = await api<{ insertedId: string }>(hall.backend, 'POST', '/tokenpurches', {
      token: hall.student.idToken,
      json: sampleTokenPurchase({ Transaction_id: uniqueTransactionId() }),
    });
    const id = token.body.insertedId;
    expect(
      (
        await api(hall.backend, 'PATCH', `/tokenpurches/${id}`, {
          token: hall.admin.idToken,
          json: { status: 'confirm' },
        })
      ).status,
    ).toBe(200);
    const attach = (file: Uint8Array) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(file)]), 'token.pdf');
      return fetch(`${hall.backend.url}/api/tokenpurches/${id}/pdf`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${hall.admin.idToken}` },
      });
    };
    const files = Array.from({ length: 20 }, (_, index) => variant(String(index).padStart(2, '0')));
    const answers = await Promise.all(files.map(attach));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const stored = await fetch(`${hall.backend.url}/api/tokenpurches/${id}/pdf`, {
      headers: { authorization: `Bearer ${hall.student.idToken}` },
    });
    expect(stored.status).toBe(200);
    const bytes = new Uint8Array(await stored.arrayBuffer());
    expect(files.some((file) => Buffer.from(file).equals(Buffer.from(bytes)))).toBe(true);
  });

  it('two different PDFs of one size with one key: the second is refused as another request', async () => {
    const [first, second] = [variant('A'), variant('B')];
    expect(first.length).toBe(second.length);
    const before = await noticeCount();
    expect((await upload('same-size', 'Water supply', first)).status).toBe(200);
    const refused = await upload('same-size', 'Water supply', second);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('idempotency_key_reused');
    expect(await noticeCount()).toBe(before + 1);
  });

  it('a refused upload frees its key: the corrected upload with the same key goes through', async () => {
    const before = await noticeCount();
    expect((await upload('fixed-later', 'Water supply', 'not a pdf')).status).toBe(400);
    expect(await noticeCount()).toBe(before);
    expect((await upload('fixed-later', 'Water supply', pdf)).status).toBe(200);
    expect(await noticeCount()).toBe(before + 1);
  });

  it('four complaints sent at once with one key make one complaint and four equal answers', async () => {
    const mine = async () =>
      (
        await api<unknown[]>(hall.backend, 'GET', `/complains?email=${encodeURIComponent(hall.student.email)}`, {
          token: hall.student.idToken,
        })
      ).body.length;
    const before = await mine();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        api(hall.backend, 'POST', '/complains', {
          token: hall.student.idToken,
          json: sampleComplaint(),
          headers: { 'idempotency-key': 'complaint-once' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(await mine()).toBe(before + 1);
  });
});
