import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { messages } from '@hall/model';
import { errorBody, HttpError } from './errors.ts';

/** An answer written straight to the socket, in the API's one error shape, closing the connection. */
function endWith(socket: Socket, answer: HttpError, reason: string): void {
  const body = errorBody(answer);
  socket.end(
    `HTTP/1.1 ${answer.status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Requests Node refuses before Express sees them (headers too large, a malformed request line, an
 * `Expect` it cannot meet, `CONNECT`) get the API's JSON error instead of Node's empty answer or
 * none. Cloud Functions never see these: the Google front end answers them.
 */
export function answerClientErrors(server: Server): void {
  // Node answers `Expect: 100-continue` itself; any other expectation would get an empty 417.
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    const body = errorBody(new HttpError(417, 'bad_request', messages.api.badRequest));
    res.writeHead(417, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  // A proxy's tunnel request: this server is no proxy.
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    endWith(socket, new HttpError(405, 'method_not_allowed', messages.api.badRequest), 'Method Not Allowed');
  });
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
    const reason =
      answer.status === 431
        ? 'Request Header Fields Too Large'
        : answer.status === 408
          ? 'Request Timeout'
          : 'Bad Request';
    endWith(socket, answer, reason);
  });
}
