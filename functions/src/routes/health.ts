import { Router } from 'express';
import type { Store } from '../store/port.ts';

export function healthRoutes(store: Store): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    await store.ping();
    res.json({ status: 'ok' });
  });
  return router;
}
