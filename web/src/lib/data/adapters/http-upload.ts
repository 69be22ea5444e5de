// A token's PDF, sent and fetched (http.ts): an upload whose progress is followed, by
// XMLHttpRequest, as fetch cannot report it, and a GET answered with a file. Its own chunk, loaded
// with the first such call: no page loads it first.
import { apiErrorText } from '@hall/model/texts/api-errors';
import { DataError, type UploadProgress } from '../port.ts';
import { answerOf, networkError, newIdempotencyKey, type FetchFunction } from './http-transport.ts';

/** A multipart POST by XMLHttpRequest, so the upload's progress can be followed (fetch cannot). */
export function sendWithProgress<T>(
  xhr: XMLHttpRequest,
  url: string,
  token: string | null,
  form: FormData,
  onProgress: UploadProgress,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Idempotency-Key', newIdempotencyKey());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      answerOf<T>(xhr.status, xhr.statusText, xhr.responseText).then(resolve, reject);
    };
    xhr.onerror = () => void networkError().then(reject);
    xhr.onabort = xhr.onerror;
    xhr.send(form);
  });
}

/** The stored file's name from an attach's answer; a DataError when the answer names none. */
export function storedFileName(answer: unknown): string {
  const fileName = (answer as { fileName?: unknown } | null)?.fileName;
  if (typeof fileName !== 'string' || fileName === '')
    throw new DataError({
      status: 200,
      code: 'http_error',
      message: apiErrorText.noStoredFile,
    });
  return fileName;
}

/** A GET answered with a file (a PDF), not JSON; a DataError for a refusal. */
export async function fileAt(fetch: FetchFunction, url: string, token: string | null): Promise<Blob> {
  const headers = new Headers({ Accept: 'application/pdf, application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(url, { method: 'GET', headers });
  } catch (cause) {
    throw await networkError(cause);
  }
  if (!response.ok) await answerOf<never>(response.status, response.statusText, await response.text());
  return response.blob();
}
