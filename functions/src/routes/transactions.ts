import { Router } from 'express';
import { messages, transactionIdSchema } from '@hall/model';
import { authenticate, callerOf } from '../auth/authenticate.ts';
import { authorize } from '../auth/authorize.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { AppDeps } from '../app-deps.ts';

/**
 * GET /transactions/{id} (admin): who holds a bKash transaction id, typed as a student would type
 * it (spaces and case do not matter, as in the schemas): the claim and the request that made it,
 * `record` null when that request was cleared after approval. 404 when no request uses the id.
 */
export function transactionRoutes({ store, verifier, adminEmail }: AppDeps): Router {
  const router = Router();
  router.use('/transactions', authenticate(verifier, { required: true }));

  router.get('/transactions/:transactionId', async (req, res) => {
    const caller = callerOf(req);
    // Whoever may list every paid request may see which one holds an id.
    authorize(caller, adminEmail, 'tokenPurchases', 'list');
    authorize(caller, adminEmail, 'hallFees', 'list');
    const parsed = transactionIdSchema.safeParse(req.params.transactionId);
    if (!parsed.success) {
      throw new HttpError(400, 'invalid_query', messages.api.invalidBody, {
        transactionId: parsed.error.issues[0]?.message ?? '',
      });
    }
    const claim = await store.transactionClaims.find(parsed.data);
    if (!claim) throw notFound();
    const record = await store[claim.collection].get(claim.recordId);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ...claim, record });
  });

  return router;
}
