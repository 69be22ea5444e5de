// The office takes a notice down (issue 35), on both stores: the notice leaves the board, its PDF
// is deleted, the log says which notice went; nobody else may, and a wrong id changes nothing.
import { describe, expect, it } from 'vitest';
import type { ActivityEntry, Notice } from '@hall/model';
import { makeNoticePdf } from '@hall/functions/demo-data';
import { BOTH_STORES } from '../support/both-stores.ts';
import { api } from '../support/portal.ts';
import { useBackend } from '../support/test-portal.ts';
import { postNotice } from '../support/pdf-uploads.ts';

describe.each(BOTH_STORES)('DELETE /notices/{_id}, on the %s', (_name, open) => {
  const hall = useBackend(open, { student: {} });

  const upload = async (title: string) => {
    const pdf = await makeNoticePdf(title, '2026-11-20', ['Text.']);
    const response = await postNotice(hall.backend.url, hall.admin.idToken, { title, date: '2026-11-20', pdf });
    expect(response.status).toBe(200);
    return (await response.json()) as { insertedId: string; fileName: string };
  };
  const board = async () => (await api<Notice[]>(hall.backend, 'GET', '/get-pdf')).body;
  const pdfStatus = async (fileName: string) => (await fetch(`${hall.backend.url}/api/pdf/${fileName}`)).status;
  const remove = (id: string, token?: string) => api(hall.backend, 'DELETE', `/notices/${id}`, token ? { token } : {});

  it('takes the notice off the board, deletes its PDF and logs which notice went', async () => {
    const kept = await upload('Water supply');
    const wrong = await upload('Exam routine (wrong date)');
    expect(await pdfStatus(wrong.fileName)).toBe(200);

    const answer = await remove(wrong.insertedId, hall.admin.idToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ acknowledged: true, deletedCount: 1 });

    expect((await board()).map((notice) => notice._id)).toEqual([kept.insertedId]);
    expect(await pdfStatus(wrong.fileName)).toBe(404);
    expect(await pdfStatus(kept.fileName)).toBe(200);

    const log = await api<{ items: ActivityEntry[] }>(hall.backend, 'GET', '/activity?action=notice_delete', {
      token: hall.admin.idToken,
    });
    expect(log.body.items).toEqual([
      expect.objectContaining({
        action: 'notice_delete',
        actorEmail: hall.admin.email,
        collection: 'notices',
        recordId: wrong.insertedId,
        studentId: null,
        changes: { title: 'Exam routine (wrong date)', date: '2026-11-20', fileName: wrong.fileName },
      }),
    ]);

    // Deleted once: the same call again finds nothing.
    expect((await remove(wrong.insertedId, hall.admin.idToken)).status).toBe(404);
  });

  it('refuses a student (403) and a visitor (401), and the notice stays', async () => {
    const notice = await upload('Dining hours');
    expect((await remove(notice.insertedId, hall.student.idToken)).status).toBe(403);
    expect((await remove(notice.insertedId)).status).toBe(401);
    expect((await board()).some((one) => one._id === notice.insertedId)).toBe(true);
    expect(await pdfStatus(notice.fileName)).toBe(200);
  });

  it.each(['0123456789abcdef01234567', 'not-an-id', '..%2F..%2Fportal.sqlite'])(
    'answers 404 for %s and deletes nothing',
    async (id) => {
      const before = await board();
      const answer = await remove(id, hall.admin.idToken);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: { code: 'not_found' } });
      expect(await board()).toEqual(before);
    },
  );
});
