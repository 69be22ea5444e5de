import { Router } from 'express';
import { actorOf, isAllowed, isVerifiedStudent, messages, needsVerifiedStudent } from '@hall/model';
import { authenticate, BEARER, callerOf } from '../auth/authenticate.ts';
import { HttpError } from '../http/errors.ts';
import type { ChangeFeed } from '../store/change-feed.ts';
import type { DiningStaffRepository, UserRepository } from '../store/port.ts';
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
  /** The account behind an open stream is checked again this often (disabled, revoked: it ends). */
  recheckMs?: number;
  /** Open streams from one address (a hall's shared Wi-Fi has many students), and in all. */
  maxStreamsPerAddress?: number;
  maxStreams?: number;
}

export const LIVE_DEFAULTS = {
  heartbeatMs: 25_000,
  lifetimeMs: 30 * 60_000,
  maxStreamsPerAccount: 5,
  maxBacklogBytes: 64 * 1024,
  recheckMs: 60_000,
  maxStreamsPerAddress: 100,
  maxStreams: 1_000,
} as const;

/** Counts of open streams by key, for the caps. */
class OpenCount {
  private readonly counts = new Map<string, number>();
  of(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  add(key: string): void {
    this.counts.set(key, this.of(key) + 1);
  }
  remove(key: string): void {
    const left = this.of(key) - 1;
    if (left > 0) this.counts.set(key, left);
    else this.counts.delete(key);
  }
}

/**
 * GET /live: server-sent events with the changes the caller may read (the policy's `read`: their
 * own records for a student, every record for the office). Authenticated like every API call
 * (Authorization: Bearer), so the SPA reads it with fetch, not EventSource. Each event is a
 * LiveChange; the page reloads what it shows (issue 19). The office and dining staff (`staff`: the
 * list, read when the stream opens and at each recheck) also get `event: dining` with `{ "day" }`
 * after each serving and switch (issue 30), and ask for that day's counts again. A student named
 * in a rooms event (their profile's id, looked up when the stream opens) gets `event: rooms` and
 * asks for their rooms again (issue 31).
 */
export function liveRoutes(
  verifier: TokenVerifier,
  adminEmail: string,
  options: LiveOptions,
  staff?: Pick<DiningStaffRepository, 'has'>,
  users?: Pick<UserRepository, 'findByEmail'>,
): Router {
  const settings = { ...LIVE_DEFAULTS, ...options };
  const { feed, heartbeatMs, lifetimeMs, maxBacklogBytes, recheckMs } = settings;
  const byAccount = new OpenCount();
  const byAddress = new OpenCount();
  let total = 0;
  const router = Router();
  router.get('/live', authenticate(verifier, { required: true }), async (req, res) => {
    const caller = callerOf(req);
    const mayHearDining = async () =>
      isAllowed(
        actorOf(caller, adminEmail, undefined, (await staff?.has(caller.email)) ?? false),
        'mealCounts',
        'read',
      );
    let hearsDining = await mayHearDining();
    const studentId = (await users?.findByEmail(caller.email))?.id;
    const address = req.ip ?? '';
    if (
      byAccount.of(caller.uid) >= settings.maxStreamsPerAccount ||
      byAddress.of(address) >= settings.maxStreamsPerAddress ||
      total >= settings.maxStreams
    )
      throw new HttpError(429, 'too_many_requests', messages.api.tooManyRequests, undefined, { 'Retry-After': '30' });
    byAccount.add(caller.uid);
    byAddress.add(address);
    total += 1;
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1] ?? '';
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

    const unsubscribe = feed.subscribe((event) => {
      if ('diningDay' in event) {
        if (hearsDining) send('dining', { day: event.diningDay });
        return;
      }
      if ('roomsFor' in event) {
        if (studentId !== undefined && event.roomsFor.includes(studentId)) send('rooms', {});
        return;
      }
      const { change, ownerEmail } = event;
      const actor = actorOf(caller, adminEmail, ownerEmail);
      if (!isAllowed(actor, change.group, 'read')) return;
      // The owner role needs a verified address here too, as every read of one's records does.
      if (needsVerifiedStudent(actor, change.group) && !isVerifiedStudent(caller)) return;
      send('change', change);
    }, end);
    function send(name: string, data: object) {
      if (res.writableLength > maxBacklogBytes) return end();
      res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    }
    const heartbeat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
    const lifetime = setTimeout(() => end(), lifetimeMs);
    // The account is asked about again as a write would be (disabled or revoked now, not within
    // the hour); a stream whose account fails the check ends, and its page's reconnect is refused.
    const recheck = setInterval(() => {
      verifier.verify(token, { write: true }).then(
        (still) => (still?.uid === caller.uid ? undefined : end()),
        () => end(),
      );
      // Removed from the staff list: the stream goes on, without the kitchen's events.
      if (hearsDining)
        mayHearDining().then(
          (still) => (hearsDining &&= still),
          () => (hearsDining = false),
        );
    }, recheckMs);
    function end() {
      if (ended) return;
      ended = true;
      unsubscribe();
      clearInterval(heartbeat);
      clearInterval(recheck);
      clearTimeout(lifetime);
      byAccount.remove(caller.uid);
      byAddress.remove(address);
      total -= 1;
      res.end();
    }
    req.on('close', end);
    res.on('close', end);
  });
  return router;
}
