import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { messages } from '@hall/model';
import { errorBody, HttpError } from './errors.ts';

/**
 * Requests Node refuses before Express sees them (headers too large, a malformed request line)
 * get the API's JSON error instead of Node's empty answer. Cloud Functions never see these: the
 * Google front end answers them.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // As Node's own handler: never write into a response that has already started.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const answer =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? new HttpError(431, 'headers_too_large', messages.api.headersTooLarge)
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? new HttpError(408, 'request_timeout', messages.api.badRequest)
          : new HttpError(400, 'bad_request', messages.api.badRequest);
    const body = errorBody(answer);
    const reason =
      answer.status === 431
        ? 'Request Header Fields Too Large'
        : answer.status === 408
          ? 'Request Timeout'
          : 'Bad Request';
    socket.end(
      `HTTP/1.1 ${answer.status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
