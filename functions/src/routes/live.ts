import { Router } from 'express';
import { actorOf, isAllowed, messages } from '@hall/model';
import { authenticate, callerOf } from '../auth/authenticate.ts';
import { HttpError } from '../http/errors.ts';
import type { ChangeFeed } from '../store/change-feed.ts';
import type { TokenVerifier } from '../auth/identity.ts';

export interface LiveOptions {
  feed: ChangeFeed;
  /** A comment line this often keeps proxies and phones from closing an idle stream. */
  heartbeatMs?: number;
  /** A stream ends after this long; the page reconnects with a fresh ID token (revocation is seen then). */
  lifetimeMs?: number;
  /** Open streams per account (a few tabs); one more is a 429. */
  maxStreamsPerAccount?: number;
  /** A client that stopped reading is dropped once this much waits unsent; it reconnects and reloads. */
  maxBacklogBytes?: number;
}

export const LIVE_DEFAULTS = {
  heartbeatMs: 25_000,
  lifetimeMs: 30 * 60_000,
  maxStreamsPerAccount: 5,
  maxBacklogBytes: 64 * 1024,
} as const;

/**
 * GET /live: server-sent events with the changes the caller may read (the policy's `read`: their
 * own records for a student, every record for the office). Authenticated like every API call
 * (Authorization: Bearer), so the SPA reads it with fetch, not EventSource. Each event is a
 * LiveChange; the page reloads what it shows (issue 19).
 */
export function liveRoutes(verifier: TokenVerifier, adminEmail: string, options: LiveOptions): Router {
  const { feed, heartbeatMs, lifetimeMs, maxStreamsPerAccount, maxBacklogBytes } = { ...LIVE_DEFAULTS, ...options };
  const open = new Map<string, number>();
  const router = Router();
  router.get('/live', authenticate(verifier, { required: true }), (req, res) => {
    const caller = callerOf(req);
    const streams = open.get(caller.uid) ?? 0;
    if (streams >= maxStreamsPerAccount)
      throw new HttpError(429, 'too_many_requests', messages.api.tooManyRequests, undefined, { 'Retry-After': '30' });
    open.set(caller.uid, streams + 1);
    let ended = false;

    res.status(200);
    // no-transform: compression() leaves the stream alone, so each event leaves at once.
    res.set({
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.write('retry: 3000\n\n');

    const unsubscribe = feed.subscribe(({ change, ownerEmail }) => {
      if (!isAllowed(actorOf(caller, adminEmail, ownerEmail), change.group, 'read')) return;
      if (res.writableLength > maxBacklogBytes) return end();
      res.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
    }, end);
    const heartbeat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
    const lifetime = setTimeout(() => end(), lifetimeMs);
    function end() {
      if (ended) return;
      ended = true;
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      const left = (open.get(caller.uid) ?? 1) - 1;
      if (left > 0) open.set(caller.uid, left);
      else open.delete(caller.uid);
      res.end();
    }
    req.on('close', end);
    res.on('close', end);
  });
  return router;
}
