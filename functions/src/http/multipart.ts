import type { Request, RequestHandler } from 'express';
import busboy from 'busboy';
import { NOTICE_MAX_BYTES, messages } from '@hall/model';
import { HttpError, invalidBody, unsupportedEncoding } from './errors.ts';

export interface Multipart {
  fields: Record<string, string>;
  file: Buffer | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The upload's parts, read by uploadBody(). */
    upload?: Multipart;
  }
}

/**
 * Reads an upload (one `file` part of at most NOTICE_MAX_BYTES and text fields) into `req.upload`
 * for the handlers after it, after the checks before it: idempotent() then fingerprints its parts.
 */
export function uploadBody(): RequestHandler {
  return async (req, _res, next) => {
    if (Number(req.headers['content-length'] ?? 0) > NOTICE_MAX_BYTES + 64 * 1024) {
      throw new HttpError(413, 'file_too_large', messages.api.fileTooLarge, { file: messages.api.fileTooLarge });
    }
    req.upload = await readMultipart(req);
    next();
  };
}

/** A body that ends early, is cut off or cannot be parsed: the client's fault, never a crash. */
const unreadable = () =>
  new HttpError(400, 'invalid_body', messages.api.invalidBody, { file: messages.api.unreadableUpload });

/**
 * Reads the text fields and one `file` part, at most NOTICE_MAX_BYTES (notices, token PDFs). Cloud Functions hand over
 * the body already read (`rawBody`); the standalone server streams it. Every stream involved (the request, the parser,
 * the file part) has an error handler: an unhandled 'error' event would end the process.
 */
export function readMultipart(req: Request): Promise<Multipart> {
  return new Promise((resolve, reject) => {
    // Busboy reads the bytes as sent: a compressed body would only be garbage to it.
    const encoding = req.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      reject(unsupportedEncoding());
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: NOTICE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
      });
    } catch {
      reject(new HttpError(400, 'invalid_body', messages.api.invalidBody, { file: messages.validation.required }));
      return;
    }
    const fields = new Map<string, string>();
    let file: Buffer | null = null;
    let failure: HttpError | null = null;
    let settled = false;
    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners('close');
      reject(error);
    };

    parser.on('field', (name, value) => {
      // Names come from the client ('__proto__'): a Map, then own properties only.
      fields.set(name, value);
    });
    parser.on('file', (name, stream) => {
      // Busboy also reports a cut-off body here; the parser's own 'error' answers for it.
      stream.on('error', () => fail(unreadable()));
      if (name !== 'file') {
        failure ??= invalidBody({ [name]: messages.validation.unknownField });
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure ??= new HttpError(413, 'file_too_large', messages.api.fileTooLarge, {
          file: messages.api.fileTooLarge,
        });
      });
      stream.on('end', () => {
        file = Buffer.concat(chunks);
      });
    });
    parser.on('filesLimit', () => {
      failure ??= invalidBody({ file: messages.api.oneFileOnly });
    });
    parser.on('error', () => fail(unreadable()));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (failure) reject(failure);
      else resolve({ fields: Object.fromEntries(fields), file });
    });

    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (rawBody) {
      parser.end(rawBody);
      return;
    }
    // A client that hangs up mid-upload: stop waiting for the rest (the answer goes nowhere).
    req.on('error', () => fail(unreadable()));
    req.on('close', () => {
      if (!req.complete) fail(unreadable());
    });
    req.pipe(parser);
  });
}
