import type { ErrorRequestHandler, RequestHandler } from 'express';
import { messages, serverMessages, type ErrorCode, type RoomOccupant } from '@hall/model';
import { StoreClosedError } from '../store/port.ts';

/** The one error type of the API. Its JSON is `{ error: { code, message, fields? } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** The message's arguments, for a templated one (a room, a day): the SPA words it in its language. */
    readonly params?: unknown[],
  ) {
    super(message);
  }
}

/**
 * A refusal whose message is made from values (a room's occupants, a day): the English message,
 * and the values as `params`, from which the SPA words it in its own language (decision 036).
 */
export const withParams = (status: number, code: ErrorCode, message: string, params: unknown[]) =>
  new HttpError(status, code, message, undefined, undefined, params);

/** Occupants as a message names them (id and name), nothing else of their records. */
export const occupantsOf = (occupants: readonly RoomOccupant[]) =>
  occupants.map(({ studentId, name }) => ({ studentId, name }));

export const unauthenticated = () => new HttpError(401, 'unauthenticated', messages.api.unauthenticated);
export const forbidden = () => new HttpError(403, 'forbidden', messages.api.forbidden);
export const notFound = () => new HttpError(404, 'not_found', messages.api.notFound);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const invalidBody = (fields: Record<string, string>) =>
  new HttpError(400, 'invalid_body', messages.api.invalidBody, fields);

export const routeNotFound: RequestHandler = (_req, _res, next) => next(notFound());

/** Body-parser errors carry `type` and `status`; everything unknown is a hidden 500. */
export function errorHandler(log: (error: unknown) => void): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const known = toHttpError(error);
    // A restart's 503 is expected; a disk that refuses writes is for the office to hear about.
    if (known.status >= 500 && (known.status !== 503 || known.code === 'storage_unavailable')) log(error);
    for (const [name, value] of Object.entries(known.headers ?? {})) res.setHeader(name, value);
    res.status(known.status).type('application/json').send(errorBody(known));
  };
}

/** The disk under the data is full or read-only (SQLite's codes, Node's file errors). */
const STORAGE_REFUSALS = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT', 'SQLITE_READONLY', 'EROFS']);

/** The gRPC status the Admin SDK throws for a transaction still contended after its retries. */
const FIRESTORE_ABORTED = 10;

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  // Nothing was kept (SQLite rolls the transaction back); the cause is the server's, not the request's.
  if (typeof code === 'string' && STORAGE_REFUSALS.has(code)) {
    return new HttpError(503, 'storage_unavailable', serverMessages.storageUnavailable, undefined, {
      'Retry-After': '60',
    });
  }
  // Firestore's ABORTED (gRPC 10): the transaction lost to concurrent changes on every retry and kept nothing.
  if (code === FIRESTORE_ABORTED)
    return new HttpError(409, 'conflict', serverMessages.contended, undefined, { 'Retry-After': '1' });
  if (error instanceof StoreClosedError)
    return new HttpError(503, 'unavailable', messages.api.unavailable, undefined, { 'Retry-After': '5' });
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large') return new HttpError(413, 'payload_too_large', messages.api.payloadTooLarge);
  if (type === 'entity.parse.failed') return new HttpError(400, 'invalid_json', messages.api.invalidJson);
  if (type === 'encoding.unsupported') return unsupportedEncoding();
  if (type === 'charset.unsupported') return new HttpError(415, 'unsupported_media_type', messages.api.invalidJson);
  // Errors from Express's own middleware (the router, serve-static, raw-body) carry an HTTP status.
  const status = (error as { status?: unknown } | null)?.status;
  const message = (error as { message?: unknown } | null)?.message;
  if (status === 400 && typeof message === 'string' && message.startsWith('Failed to decode param')) {
    return new HttpError(400, 'bad_path', messages.api.badPath);
  }
  // serve-static's 403 is a path it refuses (`..`): as far as the client knows, nothing is there.
  if (status === 404 || status === 403) return notFound();
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpError(status, 'bad_request', messages.api.badRequest);
  }
  return new HttpError(500, 'internal', messages.api.internal);
}

export const unsupportedEncoding = () => new HttpError(415, 'unsupported_encoding', messages.api.unsupportedEncoding);

/** The error body for `status`, for answers written before Express sees the request (see client-error.ts). */
export function errorBody(error: HttpError): string {
  return JSON.stringify({
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.params ? { params: error.params } : {}),
    },
  });
}
