import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitInfo } from 'express-rate-limit';
import { HttpError } from './errors.ts';
import { isAdministrator, messages } from '@hall/model';

export interface RateLimits {
  /** Per signed-in user (or per address for visitors) on every write. */
  writes: RequestHandler;
  /** Per address on public look-ups that take an id (GET /verify/{id}), so ids cannot be tried in bulk. */
  lookups: RequestHandler;
  /** Per dining staff account on serving (a counter phone serves a meal every few seconds at peak). */
  serves: RequestHandler;
}

export interface RateLimitOptions {
  /** Writes allowed per student (or visitor address) in each window. */
  writesPerWindow: number;
  /** Writes allowed to the administrator, who approves and clears in bulk. */
  adminWritesPerWindow: number;
  windowMs: number;
  /** Public look-ups allowed per address in each window (a dining counter scans many tokens). */
  lookupsPerWindow?: number;
  /** Servings (and refused serves) allowed per staff account in each window. */
  servesPerWindow?: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  writesPerWindow: 30,
  adminWritesPerWindow: 600,
  windowMs: 60_000,
  lookupsPerWindow: 120,
  servesPerWindow: 240,
};

function tooManyRequests(req: Request, next: (error: unknown) => void, windowMs: number): void {
  const resetAt =
    (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime?.getTime() ?? Date.now() + windowMs;
  const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  next(
    new HttpError(429, 'too_many_requests', messages.api.tooManyRequests, undefined, {
      'Retry-After': String(retryAfter),
    }),
  );
}

/** A 429 that says when to try again (Retry-After, in seconds). */
export function createRateLimits(options: RateLimitOptions, adminEmail: string): RateLimits {
  return {
    writes: rateLimit({
      windowMs: options.windowMs,
      limit: (req) =>
        isAdministrator(req.caller ?? null, adminEmail) ? options.adminWritesPerWindow : options.writesPerWindow,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      // Runs after authentication: one budget per account, whichever address it comes from.
      keyGenerator: (req) => (req.caller ? `user:${req.caller.uid}` : `ip:${ipKeyGenerator(req.ip ?? '')}`),
      handler: (req, _res, next, used) => tooManyRequests(req, next, used.windowMs),
    }),
    serves: rateLimit({
      windowMs: options.windowMs,
      limit: options.servesPerWindow ?? DEFAULT_RATE_LIMITS.servesPerWindow ?? 240,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator: (req) => (req.caller ? `user:${req.caller.uid}` : `ip:${ipKeyGenerator(req.ip ?? '')}`),
      handler: (req, _res, next, used) => tooManyRequests(req, next, used.windowMs),
    }),
    lookups: rateLimit({
      windowMs: options.windowMs,
      limit: options.lookupsPerWindow ?? DEFAULT_RATE_LIMITS.lookupsPerWindow ?? 120,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator: (req) => `ip:${ipKeyGenerator(req.ip ?? '')}`,
      handler: (req, _res, next, used) => tooManyRequests(req, next, used.windowMs),
    }),
  };
}
