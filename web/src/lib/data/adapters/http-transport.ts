// How one call to the portal's API travels (adapters/http.ts): the waits before a POST is sent
// again, its idempotency key, the answer read as JSON or as a DataError (an upload with progress:
// http-upload.ts).
import type { ApiErrorBody } from '@hall/model';
import { DataError } from '../port.ts';

export { segment } from './http-path.ts';

/** The fetch the adapter and its live stream call (a test passes its own). */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** A POST that gets no answer (network) or a 503 (the portal restarting) is sent again after these waits. */
export const RETRY_DELAYS_MS = [500, 2000] as const;

/**
 * One key per submit, sent with each attempt of it: the API answers a retry whose first answer
 * was lost with the stored record instead of doing it twice (or calling the payment fraud).
 * getRandomValues, not randomUUID: it also exists outside secure contexts.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/**
 * The DataError of a call that reached no portal. Error texts load with the first error, not
 * with the page: in Bangla they would weigh on every page's first load (decision 036).
 */
export async function networkError(cause?: unknown): Promise<DataError> {
  const { apiMessages } = await import('@hall/model/texts/api-messages');
  return new DataError({ status: 0, code: 'network_error', message: apiMessages.unreachable }, { cause });
}

/** The parsed JSON of a successful answer; a DataError for any other (its texts loaded then, as above). */
export async function answerOf<T>(status: number, statusText: string, text: string): Promise<T> {
  let parsed: unknown = undefined;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (status < 200 || status > 299) {
    const { apiErrorText } = await import('@hall/model/texts/api-errors');
    if (isApiErrorBody(parsed)) {
      // The API speaks English: the page shows its texts in the build's language.
      const { code, message, fields, params } = parsed.error;
      throw new DataError({
        status,
        code,
        message: apiErrorText.message(code, message, params),
        fields:
          fields && Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, apiErrorText.field(text)])),
      });
    }
    throw new DataError({
      status,
      code: 'http_error',
      message: apiErrorText.answered(status, statusText),
    });
  }
  return parsed as T;
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 401, or a 403 that names verification: what a token older than its account is refused with. */
export const needsNewToken = (status: number, body: string) =>
  status === 401 || (status === 403 && body.includes('"email_unverified"'));
