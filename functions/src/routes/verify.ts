import { Router } from 'express';
import { verifyToken } from '@hall/model';
import { notFound } from '../http/errors.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import type { AppDeps } from '../app-deps.ts';
import { recordId } from './record-id.ts';

/**
 * GET /verify/{id}: what a meal token's QR code opens (hall-model verify.ts). Public: the dining
 * counter does not sign in; the request id (96 random bits) is the capability, and the answer
 * holds only what the printed token already shows (the student's current name). Limited per address so ids cannot be tried
 * in bulk.
 */
export function verifyRoutes({ store }: AppDeps, limits: RateLimits, now: () => Date = () => new Date()): Router {
  const router = Router();
  router.get('/verify/:id', limits.lookups, async (req, res) => {
    const token = await store.tokenPurchases.get(recordId(req.params.id));
    if (!token) throw notFound();
    // The name the student goes by now (their profile's, which they may have changed since filing),
    // as the token they download prints it; the filed one when the profile is gone. Only the name:
    // the answer holds nothing more than before.
    const owner = await store.users.findByEmail(token.email);
    // The answer changes at midnight, with the office's approval and a new name: never cached.
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ...verifyToken(token, now()), name: owner?.name ?? token.name });
  });
  return router;
}
