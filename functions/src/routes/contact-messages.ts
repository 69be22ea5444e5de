import { auditOf } from './activity.ts';
import { Router } from 'express';
import { contactMessageInput, messages } from '@hall/model';
import { authenticate, callerOf } from '../auth/authenticate.ts';
import { authorize } from '../auth/authorize.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { answerKeyOf, idempotent } from '../http/idempotency.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { parseBody } from '../http/validate.ts';
import type { AppDeps } from '../app-deps.ts';
import { recordId } from './record-id.ts';

/**
 * Messages from the contact page. The spec sends them only by e-mail; we also keep them so the
 * hall office reads every one, even when the e-mail service is not configured or fails.
 * POST /messages (a verified student with a profile), GET /messages and DELETE /messages/{id} (admin).
 */
export function contactMessageRoutes({ store, verifier, adminEmail }: AppDeps, limits: RateLimits): Router {
  const router = Router();
  router.use('/messages', authenticate(verifier, { required: true }));

  router.post('/messages', idempotent(store), limits.writes, async (req, res) => {
    const caller = callerOf(req);
    authorize(caller, adminEmail, 'contactMessages', 'create', caller.email);
    const input = parseBody(contactMessageInput, req.body);
    // Only a student the office can find: a verified address (checked above) and a profile.
    if (!(await store.users.findByEmail(caller.email))) throw new HttpError(404, 'no_profile', messages.api.noProfile);
    const answer = (id: string) => ({ acknowledged: true, insertedId: id });
    const saved = await store.contactMessages.insert(
      { ...input, senderEmail: caller.email },
      undefined,
      answerKeyOf(req, 201, answer),
    );
    res.status(201).json(answer(saved._id));
  });

  router.get('/messages', async (req, res) => {
    authorize(callerOf(req), adminEmail, 'contactMessages', 'list');
    res.json(await store.contactMessages.list());
  });

  router.delete('/messages/:id', limits.writes, async (req, res) => {
    authorize(callerOf(req), adminEmail, 'contactMessages', 'delete');
    if (!(await store.contactMessages.remove(recordId(req.params.id), auditOf(req, 'clear')))) throw notFound();
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  return router;
}
