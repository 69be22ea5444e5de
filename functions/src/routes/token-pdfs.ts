import { auditOf } from './activity.ts';
import { Router, type RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { APPROVED_STATUS, messages, type TokenPurchase } from '@hall/model';
import { authenticate, callerOf } from '../auth/authenticate.ts';
import { authorize } from '../auth/authorize.ts';
import { HttpError, invalidBody, notFound } from '../http/errors.ts';
import { uploadBody } from '../http/multipart.ts';
import { idempotent } from '../http/idempotency.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import type { AppDeps } from '../app-deps.ts';
import { recordId } from './record-id.ts';
import { sendPdf } from '../http/security-headers.ts';

/**
 * The PDF the administrator attaches to an approved meal token (Token_Details 'Upload Pdf'),
 * which the student then downloads instead of the generated one.
 *
 * POST /tokenpurches/{id}/pdf   admin, multipart with one `file` part (a real PDF, at most 10 MB)
 * GET  /tokenpurches/{id}/pdf   the token's owner or the admin
 */
export function tokenPdfRoutes({ store, verifier, adminEmail }: AppDeps, limits: RateLimits): Router {
  const router = Router();
  const path = '/tokenpurches/:id/pdf';

  /** Checked before the upload is read: the office, and an approved token (paid and checked). */
  const approvedToken: RequestHandler = async (req, res, next) => {
    authorize(callerOf(req), adminEmail, 'tokenPurchases', 'update');
    const token = await store.tokenPurchases.get(recordId(req.params.id));
    if (!token) throw notFound();
    if (token.status !== APPROVED_STATUS) throw new HttpError(409, 'not_approved', messages.api.tokenNotApproved);
    res.locals.token = token;
    next();
  };

  router.post(
    path,
    authenticate(verifier, { required: true }),
    approvedToken,
    uploadBody(),
    // A replayed answer does not count against the write limit.
    idempotent(store),
    limits.writes,
    async (req, res) => {
      const token = res.locals.token as TokenPurchase;
      const { fields, file } = req.upload!;
      const unknown = Object.keys(fields)[0];
      if (unknown !== undefined) throw invalidBody({ [unknown]: messages.validation.unknownField });
      if (!file) throw invalidBody({ file: messages.validation.required });
      const type = await fileTypeFromBuffer(file);
      if (type?.mime !== 'application/pdf')
        throw new HttpError(400, 'not_pdf', messages.api.notPdf, { file: messages.api.notPdf });
      // One file per token, named by the server: attaching again replaces it.
      const fileName = `${token._id}.pdf`;
      await store.tokenFiles.save(token.email, fileName, file);
      const { matched, modified } = await store.tokenPurchases.update(
        token._id,
        { pdfFileName: fileName },
        auditOf(req, 'pdf_attached'),
      );
      if (!matched) throw notFound(); // cleared while the file was uploading
      res.json({ acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0, fileName });
    },
  );

  router.get(path, authenticate(verifier, { required: true }), async (req, res) => {
    const caller = callerOf(req);
    const id = recordId(req.params.id);
    const token = await store.tokenPurchases.get(id);
    if (!token) throw notFound();
    authorize(caller, adminEmail, 'tokenPurchases', 'read', token.email);
    const bytes = token.pdfFileName ? await store.tokenFiles.read(token.email, token.pdfFileName) : null;
    if (!bytes) throw notFound();
    // A student's own document: never kept by a shared cache.
    const name = `token-${token.id.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
    sendPdf(res, bytes, { name, show: 'attachment', cache: 'private' });
  });

  return router;
}
