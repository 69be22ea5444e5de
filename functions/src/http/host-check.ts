import type { RequestHandler } from 'express';
import { HttpError } from './errors.ts';

// 127.0.0.1, localhost or [::1], with any port (Vite's dev proxy keeps its own port in Host).
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i;

export const HOST_REFUSED = 'This local portal answers only on 127.0.0.1, localhost or [::1].';

/**
 * With the Auth emulator on, the server trusts unsigned tokens and serves one machine: a page
 * from another site that re-points its own name at 127.0.0.1 (DNS rebinding) must not reach it.
 */
export function loopbackHostOnly(): RequestHandler {
  return (req, _res, next) => {
    if (LOOPBACK_HOST.test(req.headers.host ?? '')) return next();
    next(new HttpError(403, 'host_not_allowed', HOST_REFUSED));
  };
}
