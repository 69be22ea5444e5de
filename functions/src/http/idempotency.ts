import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { serverMessages } from '@hall/model';
import type { AnswerKey, Store } from '../store/port.ts';
import { HttpError, unauthenticated } from './errors.ts';

const KEY = /^[A-Za-z0-9._:-]{1,128}$/;

/** The reserved key of the request in hand. */
interface ReservedKey {
  caller: string;
  key: string;
  fingerprint: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    reservedKey?: ReservedKey;
  }
}

/**
 * The answer a keyed request will give once its record is stored, for the store to keep in the
 * record's own transaction (AnswerKey; issue 34); undefined for a request without a key.
 */
export function answerKeyOf(req: Request, status: number, body: (recordId: string) => unknown): AnswerKey | undefined {
  const reserved = req.reservedKey;
  if (!reserved) return undefined;
  return {
    caller: reserved.caller,
    key: reserved.key,
    answer: (recordId) => ({ fingerprint: reserved.fingerprint, status, body: body(recordId) }),
  };
}

/**
 * `Idempotency-Key` on a POST (behind authentication, and on an upload behind uploadBody()): the
 * key is reserved for the caller before the route runs, so of two requests with one key only one
 * runs (the other waits for its answer, or gets 409 idempotency_key_running after KEY_WAIT); the
 * first successful answer is stored, and a retry with the same key and the same request gets it
 * again (header `Idempotent-Replayed: true`) without running the route, nor counting against the
 * write limit (which comes after it). The same key on a different request is a 422. A refused or
 * failed request frees its key: its retry runs again. Without the header nothing changes.
 */
export function idempotent(store: Store, log: (error: unknown) => void = console.error): RequestHandler {
  return async (req, res, next) => {
    const header = req.headers['idempotency-key'];
    if (header === undefined) return next();
    if (typeof header !== 'string' || !KEY.test(header)) {
      throw new HttpError(400, 'invalid_idempotency_key', serverMessages.invalidIdempotencyKey);
    }
    if (!req.caller) throw unauthenticated();
    const caller = `uid:${req.caller.uid}`;
    const fingerprint = fingerprintOf(req);
    const held = await reserveOrWait(store, caller, header, fingerprint);
    if (held) {
      if (held.fingerprint !== fingerprint)
        throw new HttpError(422, 'idempotency_key_reused', serverMessages.idempotencyKeyReused);
      if ('running' in held) {
        res.setHeader('Retry-After', '1');
        throw new HttpError(409, 'idempotency_key_running', serverMessages.idempotencyKeyRunning);
      }
      res.setHeader('Idempotent-Replayed', 'true');
      res.status(held.status).json(held.body);
      return;
    }
    req.reservedKey = { caller, key: header, fingerprint };
    let settled = false;
    // A request answered with an error (sent without res.json) frees its key. A client that hangs
    // up frees nothing: its request still runs and keeps its answer for the retry (a key left
    // without an answer, by a crash say, is free after IDEMPOTENCY_RUNNING_MS).
    res.on('finish', () => {
      if (!settled) store.idempotency.release(caller, header).catch(log);
    });
    // The answer is stored before it is sent: an answer lost on the way is there for the retry.
    const send = res.json.bind(res);
    res.json = (body: unknown) => {
      settled = true;
      const reply = () => {
        try {
          send(body);
        } catch (error) {
          log(error); // never an unhandled rejection: that would end the process
        }
      };
      const ok = res.statusCode >= 200 && res.statusCode <= 299;
      // Stored again even when the record's transaction stored it: that transaction may have
      // failed after building the answer (a retried claim), and the same answer twice is harmless.
      const kept = ok
        ? store.idempotency.complete(caller, header, { fingerprint, status: res.statusCode, body })
        : store.idempotency.release(caller, header);
      kept.then(reply, (error: unknown) => {
        log(error);
        reply();
      });
      return res;
    };
    next();
  };
}

/** How long a request waits for another with its key to answer, and how often it looks. */
export const KEY_WAIT = { totalMs: 15_000, everyMs: 100 };

/**
 * Reserves the key, or waits while another request with it runs (the same request sent twice at
 * once, say): null once reserved here (the other was refused and freed it), else its answer, or
 * `running` still after KEY_WAIT.totalMs. A different request with the key is answered at once.
 */
async function reserveOrWait(store: Store, caller: string, key: string, fingerprint: string) {
  const until = Date.now() + KEY_WAIT.totalMs;
  for (;;) {
    const held = await store.idempotency.reserve(caller, key, fingerprint);
    if (!held || !('running' in held) || held.fingerprint !== fingerprint || Date.now() >= until) return held;
    await new Promise((resolve) => setTimeout(resolve, KEY_WAIT.everyMs));
  }
}

/**
 * What the request is: method, path and a digest of its body: a JSON body as parsed, an upload by
 * its parsed parts (uploadBody(): the text fields and the file's bytes), as a re-sent form gets a
 * new boundary and two files of one size are still two files.
 */
function fingerprintOf(req: Request): string {
  const digest = createHash('sha256');
  if (req.upload) {
    digest.update(JSON.stringify(Object.entries(req.upload.fields).sort()));
    digest.update(req.upload.file ? Buffer.concat([Buffer.from('\0file\0'), req.upload.file]) : '\0no file');
  } else if (req.is('multipart/form-data')) {
    throw new Error('idempotent() needs uploadBody() before it on an upload route');
  } else {
    digest.update(JSON.stringify(req.body ?? null));
  }
  return `${req.method} ${req.baseUrl}${req.path} ${digest.digest('base64url')}`;
}
