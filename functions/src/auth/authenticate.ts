import type { Request, RequestHandler } from 'express';
import { unauthenticated } from '../http/errors.ts';
import type { Caller, TokenVerifier } from './identity.ts';

// The scheme is case-insensitive (RFC 9110 section 11.1): `bearer` and `BEARER` are the same.
export const BEARER = /^Bearer +([A-Za-z0-9._-]{1,4096})$/i;

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

/**
 * Reads `Authorization: Bearer <ID token>`. With `required` a missing or bad token is a 401;
 * without it the request goes on as a visitor (a bad token is still a 401: never guess).
 */
export function authenticate(verifier: TokenVerifier, { required }: { required: boolean }): RequestHandler {
  return async (req, _res, next) => {
    const header = req.headers.authorization;
    if (!header) return required ? next(unauthenticated()) : next();
    const token = BEARER.exec(header)?.[1];
    const write = req.method !== 'GET' && req.method !== 'HEAD';
    const caller = token ? await verifier.verify(token, { write }) : null;
    if (!caller) return next(unauthenticated());
    req.caller = caller;
    next();
  };
}

/** The verified caller of a route mounted behind `authenticate({ required: true })`. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw unauthenticated();
  return req.caller;
}
