import { Router } from 'express';
import { verifyToken } from '@hall/model';
import { notFound } from '../http/errors.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import type { AppDeps } from '../app-deps.ts';
import { realClock } from '../clock.ts';
import { recordId } from './record-id.ts';

/**
 * GET /verify/{id}: what a meal token's QR code opens (hall-model verify.ts). Public: the request
 * id (96 random bits) is the capability, and the answer says only whether the token is valid today,
 * its package and dates: no name or student id (issue 30; dining staff read those from
 * GET /dining/check/{id}). Limited per address so ids cannot be tried in bulk.
 */
export function verifyRoutes({ store, clock = realClock }: AppDeps, limits: RateLimits): Router {
  const router = Router();
  router.get('/verify/:id', limits.lookups, async (req, res) => {
    const token = await store.tokenPurchases.get(recordId(req.params.id));
    if (!token) throw notFound();
    // The answer changes at midnight and with the office's approval: never cached.
    res.setHeader('Cache-Control', 'no-store');
    res.json(verifyToken(token, clock()));
  });
  return router;
}
