// The activity log (issue 19), on both stores: every administrator action leaves one entry with
// who, when, which record and what changed; nothing changes or removes an entry; a student reads none.
import Database from 'better-sqlite3';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@hall/model';
import { sampleComplaint, sampleHallFee, sampleTokenPurchase } from '@hall/model/samples';
import { makeNoticePdf } from '@hall/functions/demo-data';
import { BOTH_STORES } from '../support/both-stores.ts';
import { api } from '../support/portal.ts';
import { uniqueTransactionId } from '../support/students.ts';
import { useBackend, useTestPortal } from '../support/test-portal.ts';
import { attachTokenPdf, postNotice } from '../support/pdf-uploads.ts';
import { soloApplication } from '../support/rooms.ts';

type Page = { items: ActivityEntry[]; next: string | null };

describe.each(BOTH_STORES)('the activity log, on the %s', (_name, open) => {
  const hall = useBackend(open, { student: {} });

  const as = (token: string) => ({ token });
  const file = async (route: string, body: object) => {
    const answer = await api<{ insertedId: string }>(hall.backend, 'POST', route, {
      ...as(hall.student.idToken),
      json: body,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.insertedId;
  };
  const log = async (query = '') => {
    const answer = await api<Page>(hall.backend, 'GET', `/activity?limit=200${query}`, as(hall.admin.idToken));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.items;
  };
  const upload = async (title: string) => {
    const pdf = await makeNoticePdf(title, '2026-11-20', ['Text.']);
    const response = await postNotice(hall.backend.url, hall.admin.idToken, { title, date: '2026-11-20', pdf });
    expect(response.status).toBe(200);
    return ((await response.json()) as { insertedId: string }).insertedId;
  };

  it('logs every administrator action once, newest first, with who, which record and what changed', async () => {
    // The room the application chooses, on the hall's list (decision 034): the office's first action.
    const added = await api(hall.backend, 'PUT', '/rooms/312', {
      ...as(hall.admin.idToken),
      json: { floor: '3rd floor', beds: 4 },
    });
    expect(added.status).toBe(201);
    const approvedToken = sampleTokenPurchase({ Transaction_id: uniqueTransactionId() });
    const approved = await file('/tokenpurches', approvedToken);
    const rejectedTx = uniqueTransactionId();
    const rejected = await file('/hallfee', sampleHallFee({ Transaction_id: rejectedTx }));
    const room = await file('/roomallotement', soloApplication(hall.student, ['312']));
    const complaint = await file('/complains', sampleComplaint());
    // A student's filing is not an office action.
    expect((await log()).map(({ action, recordId }) => [action, recordId])).toEqual([['room_added', '312']]);

    const admin200 = async (method: string, route: string, json?: unknown) =>
      expect(
        (await api(hall.backend, method, route, { ...as(hall.admin.idToken), ...(json ? { json } : {}) })).status,
      ).toBe(200);
    await admin200('PATCH', `/tokenpurches/${approved}`, { status: 'confirm' });
    await admin200('PATCH', `/hallfee/${rejected}`, { status: 'rejected', rejectReason: 'No such payment' });
    await admin200('PATCH', `/roomallotement/${room}`, { status: 'confirm', SelectedRoom: '312' });
    await admin200('DELETE', `/complains/${complaint}`);
    const notice = await upload('Water supply');
    const tokenPdf = await makeNoticePdf('Token', '2026-11-20', ['x']);
    const attached = await attachTokenPdf(hall.backend.url, hall.admin.idToken, approved, tokenPdf);
    expect(attached.status).toBe(200);

    const entries = await log();
    expect(entries.map(({ action, recordId }) => [action, recordId])).toEqual([
      ['pdf_attached', approved],
      ['notice_upload', notice],
      ['clear', complaint],
      ['allocate', room],
      ['transaction_released', rejected],
      ['reject', rejected],
      ['approve', approved],
      ['room_added', '312'],
    ]);
    for (const entry of entries) {
      expect(entry.actorEmail).toBe(hall.admin.email);
      expect(entry.actorUid).toBe(hall.admin.uid);
      expect(Date.parse(entry.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      const aboutNoStudent = entry.action === 'notice_upload' || entry.action === 'room_added';
      expect(entry.studentId).toBe(aboutNoStudent ? null : hall.student.studentId);
    }
    const byAction = Object.fromEntries(entries.map((entry) => [entry.action, entry]));
    expect(byAction.approve).toMatchObject({ collection: 'tokenPurchases', changes: { status: 'confirm' } });
    expect(byAction.reject).toMatchObject({
      collection: 'hallFees',
      changes: { status: 'rejected', rejectReason: 'No such payment' },
    });
    expect(byAction.transaction_released?.changes.Transaction_id).toBe(rejectedTx);
    expect(byAction.allocate).toMatchObject({ changes: { status: 'confirm', SelectedRoom: '312' } });
    expect(byAction.notice_upload).toMatchObject({ collection: 'notices', changes: { title: 'Water supply' } });
    expect(byAction.pdf_attached?.changes.pdfFileName).toMatch(/\.pdf$/);
    // What the log's sentence names the record by (issue 35), kept with the entry, and when the
    // request was filed (issue 32: the queue report's time to decision).
    const filedAt = async (route: string, id: string) =>
      (
        await api<Array<{ _id: string; createdAt: string }>>(hall.backend, 'GET', route, as(hall.admin.idToken))
      ).body.find((record) => record._id === id)?.createdAt;
    const [tokenFiled, roomFiled] = [await filedAt('/tokenpurches', approved), await filedAt('/roomallotement', room)];
    expect([tokenFiled, roomFiled]).toEqual([expect.stringMatching(/^\d{4}-/), expect.stringMatching(/^\d{4}-/)]);
    expect(byAction.approve?.about).toEqual({
      package1: approvedToken.package1,
      amount: approvedToken.amount,
      Transaction_id: approvedToken.Transaction_id,
      createdAt: tokenFiled,
    });
    expect(byAction.reject?.about).toMatchObject({ Transaction_id: rejectedTx });
    expect(byAction.allocate?.about).toEqual({ createdAt: roomFiled });
    expect(byAction.notice_upload?.about).toEqual({ title: 'Water supply' });
    expect(byAction.clear).not.toHaveProperty('about');

    // Filters and counts.
    expect((await log('&action=reject')).map((entry) => entry.recordId)).toEqual([rejected]);
    expect((await log(`&id=${hall.student.studentId.slice(0, 4)}`)).length).toBe(6);
    const count = await api<{ count: number }>(
      hall.backend,
      'GET',
      '/activity/count?action=clear',
      as(hall.admin.idToken),
    );
    expect(count.body).toEqual({ count: 1 });
  });

  it('logs nothing for a refused or repeated decision, nor for a clear of nothing', async () => {
    const before = (await log()).length;
    const id = await file('/tokenpurches', sampleTokenPurchase({ Transaction_id: uniqueTransactionId() }));
    await api(hall.backend, 'PATCH', `/tokenpurches/${id}`, { ...as(hall.admin.idToken), json: { status: 'confirm' } });
    await api(hall.backend, 'PATCH', `/tokenpurches/${id}`, { ...as(hall.admin.idToken), json: { status: 'confirm' } });
    const refused = await api(hall.backend, 'PATCH', `/tokenpurches/${id}`, {
      ...as(hall.admin.idToken),
      json: { status: 'rejected', rejectReason: 'Too late' },
    });
    expect(refused.status).toBe(409);
    expect(
      (await api(hall.backend, 'DELETE', '/complains/0123456789abcdef01234567', as(hall.admin.idToken))).status,
    ).toBe(404);
    expect((await log()).length).toBe(before + 1);
  });

  it('pages newest first with a cursor, without gaps or repeats', async () => {
    const all = await log();
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const answer: { body: Page } = await api<Page>(
        hall.backend,
        'GET',
        `/activity?limit=3${after ? `&after=${encodeURIComponent(after)}` : ''}`,
        as(hall.admin.idToken),
      );
      seen.push(...answer.body.items.map((entry) => entry._id));
      after = answer.body.next;
    } while (after);
    expect(seen).toEqual(all.map((entry) => entry._id));
  });

  it('is for the administrator only, and no route changes or removes an entry', async () => {
    const before = await log();
    expect((await api(hall.backend, 'GET', '/activity')).status).toBe(401);
    expect((await api(hall.backend, 'GET', '/activity', as(hall.student.idToken))).status).toBe(403);
    expect((await api(hall.backend, 'GET', '/activity/count', as(hall.student.idToken))).status).toBe(403);
    const id = before[0]!._id;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'])
      for (const route of ['/activity', `/activity/${id}`]) {
        const answer = await api(hall.backend, method, route, {
          ...as(hall.admin.idToken),
          json: { action: 'approve' },
        });
        expect([404, 405]).toContain(answer.status);
      }
    expect(await log()).toEqual(before);
  });

  it('refuses a bad query with a clear error', async () => {
    for (const query of ['?action=delete', '?limit=0', '?limit=500', '?after=not-a-cursor', '?status=pending']) {
      const answer = await api<{ error: { code: string } }>(
        hall.backend,
        'GET',
        `/activity${query}`,
        as(hall.admin.idToken),
      );
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.code).toBe('invalid_query');
    }
  });
});

describe('the SQLite activity table', () => {
  const hall = useTestPortal({ students: { student: {} } });

  it('refuses UPDATE and DELETE at the database itself', async () => {
    const id = await api<{ insertedId: string }>(hall.portal, 'POST', '/complains', {
      token: hall.student.idToken,
      json: sampleComplaint(),
    });
    await api(hall.portal, 'DELETE', `/complains/${id.body.insertedId}`, { token: hall.admin.idToken });
    const db = new Database(path.join(hall.portal.dataDir, 'portal.sqlite'));
    try {
      const count = () => (db.prepare('SELECT COUNT(*) AS n FROM activity').get() as { n: number }).n;
      expect(count()).toBe(1);
      expect(() => db.prepare("UPDATE activity SET action = 'approve'").run()).toThrow(/append-only/);
      expect(() => db.prepare('DELETE FROM activity').run()).toThrow(/append-only/);
      expect(count()).toBe(1);
    } finally {
      db.close();
    }
  });
});
