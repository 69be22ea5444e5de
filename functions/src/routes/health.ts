import { Router } from 'express';
import { serverMessages } from '@hall/model';
import type { LocalAuthStatus } from '../auth/local-auth-status.ts';
import { StoreClosedError, type Store } from '../store/port.ts';

/** GET /health: ok, or 503 while the store or (on the local portal) the sign-in service is down. */
export function healthRoutes(store: Store, localAuth?: Pick<LocalAuthStatus, 'problem'>): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const signIn = localAuth?.problem();
    if (signIn) {
      res.status(503).json({ error: { code: 'auth_unavailable', message: signIn } });
      return;
    }
    try {
      await store.ping();
    } catch (error) {
      if (error instanceof StoreClosedError) throw error;
      // Not "ok" while the store cannot answer or its database fails its integrity check. The
      // cause (a file path, Firestore's own message) goes to the server's log, not to a visitor.
      console.error('Health check failed:', error);
      const code = (error as { code?: unknown } | null)?.code;
      if (code === 'ENOSPC') {
        res.status(503).json({ error: { code: 'storage_unavailable', message: serverMessages.storageUnavailable } });
        return;
      }
      res.status(503).json({ error: { code: 'store_unhealthy', message: 'The data store failed its check.' } });
      return;
    }
    res.json({ status: 'ok' });
  });
  return router;
}
