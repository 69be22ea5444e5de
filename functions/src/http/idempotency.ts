import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { messages } from '@hall/model';
import type { Store } from '../store/port.ts';
import { HttpError, unauthenticated } from './errors.ts';

const KEY = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * `Idempotency-Key` on a POST (behind authentication): the first successful answer is stored per
 * caller and key, and a retry with the same key and the same request gets that answer again
 * (header `Idempotent-Replayed: true`) without running the route. The same key on a different
 * request is a 422. Without the header nothing changes. Refusals are not stored: a retry of a
 * refused request runs again.
 */
export function idempotent(store: Store, log: (error: unknown) => void = console.error): RequestHandler {
  return async (req, res, next) => {
    const header = req.headers['idempotency-key'];
    if (header === undefined) return next();
    if (typeof header !== 'string' || !KEY.test(header)) {
      throw new HttpError(400, 'invalid_idempotency_key', messages.api.invalidIdempotencyKey);
    }
    if (!req.caller) throw unauthenticated();
    const caller = `uid:${req.caller.uid}`;
    const fingerprint = fingerprintOf(req);
    const stored = await store.idempotency.get(caller, header);
    if (stored) {
      if (stored.fingerprint !== fingerprint)
        throw new HttpError(422, 'idempotency_key_reused', messages.api.idempotencyKeyReused);
      res.setHeader('Idempotent-Replayed', 'true');
      res.status(stored.status).json(stored.body);
      return;
    }
    // The answer is stored before it is sent: an answer lost on the way is there for the retry.
    const send = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode < 200 || res.statusCode > 299) return send(body);
      const reply = () => {
        try {
          send(body);
        } catch (error) {
          log(error); // never an unhandled rejection: that would end the process
        }
      };
      store.idempotency
        .put(caller, header, { fingerprint, status: res.statusCode, body })
        .then(reply, (error: unknown) => {
          log(error);
          reply();
        });
      return res;
    };
    next();
  };
}

/**
 * What the request is: method, path and a digest of its body. A JSON body is digested as parsed;
 * a multipart body (not read yet) by its length, as a re-sent form gets a new boundary.
 */
function fingerprintOf(req: Request): string {
  const body = req.is('multipart/form-data')
    ? `multipart:${req.headers['content-length'] ?? ''}`
    : createHash('sha256')
        .update(JSON.stringify(req.body ?? null))
        .digest('base64url');
  return `${req.method} ${req.baseUrl}${req.path} ${body}`;
}
