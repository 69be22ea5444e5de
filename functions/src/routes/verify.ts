import { Router } from 'express';
import { verifyToken } from '@hall/model';
import { notFound } from '../http/errors.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import type { AppDeps } from '../app-deps.ts';
import { recordId } from './record-id.ts';

/**
 * GET /verify/{id}: what a meal token's QR code opens (hall-model verify.ts). Public: the dining
 * counter does not sign in; the request id (96 random bits) is the capability, and the answer
 * holds only what the printed token already shows. Limited per address so ids cannot be tried
 * in bulk.
 */
export function verifyRoutes({ store }: AppDeps, limits: RateLimits, now: () => Date = () => new Date()): Router {
  const router = Router();
  router.get('/verify/:id', limits.lookups, async (req, res) => {
    const token = await store.tokenPurchases.get(recordId(req.params.id));
    if (!token) throw notFound();
    // The answer changes at midnight and with the office's approval: never cached.
    res.setHeader('Cache-Control', 'no-store');
    res.json(verifyToken(token, now()));
  });
  return router;
}
