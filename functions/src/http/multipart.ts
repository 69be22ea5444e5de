import type { Request } from 'express';
import busboy from 'busboy';
import { NOTICE_MAX_BYTES, messages } from '@hall/model';
import { HttpError, invalidBody } from './errors.ts';

export interface Multipart {
  fields: Record<string, string>;
  file: Buffer | null;
}

/**
 * Reads the text fields and one `file` part, at most NOTICE_MAX_BYTES (notices, token PDFs). Cloud Functions hand over
 * the body already read (`rawBody`); the standalone server streams it.
 */
export function readMultipart(req: Request): Promise<Multipart> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: NOTICE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
    } catch {
      reject(new HttpError(400, 'invalid_body', messages.api.invalidBody, { file: messages.validation.required }));
      return;
    }
    const fields: Record<string, string> = {};
    let file: Buffer | null = null;
    let failure: HttpError | null = null;

    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      if (name !== 'file') {
        failure ??= invalidBody({ [name]: messages.validation.unknownField });
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure ??= new HttpError(413, 'file_too_large', messages.api.fileTooLarge, { file: messages.api.fileTooLarge });
      });
      stream.on('end', () => {
        file = Buffer.concat(chunks);
      });
    });
    parser.on('filesLimit', () => {
      failure ??= invalidBody({ file: messages.api.oneFileOnly });
    });
    parser.on('error', () => reject(new HttpError(400, 'invalid_body', messages.api.invalidBody)));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, file })));

    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (rawBody) parser.end(rawBody);
    else req.pipe(parser);
  });
}
