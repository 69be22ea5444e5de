import { auditOf } from './activity.ts';
import { Router } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { messages, noticeInput, type Notice } from '@hall/model';
import { authenticate, callerOf } from '../auth/authenticate.ts';
import { authorize } from '../auth/authorize.ts';
import { HttpError, invalidBody, notFound } from '../http/errors.ts';
import { uploadBody } from '../http/multipart.ts';
import { answerKeyOf, idempotent } from '../http/idempotency.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { parseBody } from '../http/validate.ts';
import { newId } from '../store/ids.ts';
import type { AppDeps } from '../app-deps.ts';
import { sendPdf } from '../http/security-headers.ts';
import { recordId } from './record-id.ts';

const FILE_NAME = /^[0-9a-f]{24}\.pdf$/;

/** GET /get-pdf and GET /pdf/{fileName} (public), POST /upload-pdf (admin, multipart), DELETE /notices/{_id} (admin). */
export function noticeRoutes({ store, verifier, adminEmail, log }: AppDeps, limits: RateLimits): Router {
  const router = Router();

  router.get('/get-pdf', async (_req, res) => {
    const notices = await store.notices.list();
    res.json(notices.sort(newestFirst));
  });

  router.get('/pdf/:fileName', async (req, res) => {
    const name = req.params.fileName;
    const bytes = FILE_NAME.test(name) ? await store.noticeFiles.read(name) : null;
    if (!bytes) throw notFound();
    sendPdf(res, bytes, { name, show: 'inline', cache: 'public' });
  });

  router.post(
    '/upload-pdf',
    authenticate(verifier, { required: true }),
    (req, _res, next) => {
      authorize(callerOf(req), adminEmail, 'notices', 'create');
      next();
    },
    uploadBody(),
    // A replayed answer does not count against the write limit.
    idempotent(store),
    limits.writes,
    async (req, res) => {
      const { fields, file } = req.upload!;
      const input = parseBody(noticeInput, fields);
      if (!file) throw invalidBody({ file: messages.validation.required });
      const type = await fileTypeFromBuffer(file);
      if (type?.mime !== 'application/pdf')
        throw new HttpError(400, 'not_pdf', messages.api.notPdf, { file: messages.api.notPdf });
      const fileName = `${newId()}.pdf`; // the server names it: a client never picks a path
      await store.noticeFiles.save(fileName, file);
      // 200, not 201: spec section 7, and the spec's notice page checks `response.status === 200` (decision 002).
      const answer = (id: string) => ({ acknowledged: true, insertedId: id, fileName });
      const notice = await store.notices.insert(
        { title: input.title, date: input.date, fileName },
        auditOf(req, 'notice_upload'),
        answerKeyOf(req, 200, answer),
      );
      res.status(200).json(answer(notice._id));
    },
  );

  // The office takes a notice down (issue 35): the record (and its log entry) first, so the board
  // never lists a missing file; then the PDF. A PDF left behind by a failure there is harmless.
  router.delete('/notices/:id', authenticate(verifier, { required: true }), limits.writes, async (req, res) => {
    authorize(callerOf(req), adminEmail, 'notices', 'delete');
    const id = recordId(req.params.id);
    const notice = await store.notices.get(id);
    if (!notice || !(await store.notices.remove(id, auditOf(req, 'notice_delete')))) throw notFound();
    try {
      await store.noticeFiles.remove(notice.fileName);
    } catch (error) {
      (log ?? console.error)(error); // the notice is gone as asked; only its file stays behind
    }
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  return router;
}

/** By the notice's date, then by when it was uploaded. */
function newestFirst(a: Notice, b: Notice): number {
  return b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt);
}
