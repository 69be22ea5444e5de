import { PassThrough } from 'node:stream';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { messages } from '@hall/model';
import { HttpError } from './errors.ts';
import { readMultipart } from './multipart.ts';

const BOUNDARY = 'hallBoundary42';
const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const filePart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 body`;
const whole = Buffer.from(`${filePart}\r\n--${BOUNDARY}--\r\n`);
const truncated = Buffer.from(filePart); // no closing boundary: busboy's "Unexpected end of form"

/** As the Cloud Function hands it over: the body already read into `rawBody`. */
const cloudRequest = (body: Buffer, extra: Record<string, string> = {}) =>
  Object.assign(new PassThrough(), { headers: { ...headers, ...extra }, rawBody: body }) as unknown as Request;

/** As the standalone server streams it; `complete` as Node's IncomingMessage sets it. */
function streamedRequest() {
  const stream = Object.assign(new PassThrough(), { headers, complete: false });
  return { stream, req: stream as unknown as Request };
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('readMultipart', () => {
  it('reads a whole body from rawBody and from the stream', async () => {
    expect((await readMultipart(cloudRequest(whole))).file?.toString()).toBe('%PDF-1.4 body');
    const { stream, req } = streamedRequest();
    const read = readMultipart(req);
    stream.complete = true;
    stream.end(whole);
    expect((await read).file?.toString()).toBe('%PDF-1.4 body');
  });

  it('answers a body cut off inside the file part with a 400, on the rawBody path', async () => {
    const error = await refusal(readMultipart(cloudRequest(truncated)));
    expect([error.status, error.code]).toEqual([400, 'invalid_body']);
    expect(error.fields).toEqual({ file: messages.api.unreadableUpload });
  });

  it('answers a body cut off inside the file part with a 400, on the streamed path', async () => {
    const { stream, req } = streamedRequest();
    const read = readMultipart(req);
    stream.complete = true;
    stream.end(truncated);
    expect((await refusal(read)).status).toBe(400);
  });

  it('stops waiting when the client hangs up in the middle of the upload', async () => {
    const { stream, req } = streamedRequest();
    const read = readMultipart(req);
    stream.write(truncated);
    stream.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    expect((await refusal(read)).status).toBe(400);
  });

  it('answers garbage and a missing boundary with a 400', async () => {
    expect((await refusal(readMultipart(cloudRequest(Buffer.from('\u0000\u0001garbage'))))).status).toBe(400);
    const noBoundary = Object.assign(new PassThrough(), {
      headers: { 'content-type': 'multipart/form-data' },
      rawBody: whole,
    });
    expect((await refusal(readMultipart(noBoundary as unknown as Request))).status).toBe(400);
  });

  it('refuses a compressed body with a 415 rather than parsing its bytes', async () => {
    const error = await refusal(readMultipart(cloudRequest(whole, { 'content-encoding': 'gzip' })));
    expect([error.status, error.code]).toEqual([415, 'unsupported_encoding']);
  });

  it('keeps a field named __proto__ as an own property', async () => {
    const body = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
    );
    const { fields } = await readMultipart(cloudRequest(body));
    expect(Object.keys(fields)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });
});
