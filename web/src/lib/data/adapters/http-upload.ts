// An upload whose progress is followed (the office's PDFs): by XMLHttpRequest, as fetch cannot
// report it. Its own chunk, loaded with the first such upload (http.ts): no page loads it first.
import { apiMessages } from '@hall/model';
import { DataError, type UploadProgress } from '../port.ts';
import { answerOf, newIdempotencyKey } from './http-transport.ts';

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
      try {
        resolve(answerOf<T>(xhr.status, xhr.statusText, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new DataError({ status: 0, code: 'network_error', message: apiMessages.unreachable }));
    xhr.onabort = xhr.onerror;
    xhr.send(form);
  });
}
