// Malformed HTTP answered in the envelope like everything else: what Node's parser refuses before Fastify sees a
// request (an unknown method, two Content-Length headers, headers over the limit) and what Fastify refuses before
// routing (a URL that does not decode).
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { msg } from '../base/messages';

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 413: 'Payload Too Large', 431: 'Request Header Fields Too Large' };

/** Node's parser error codes, as the status they deserve. */
function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** Fastify's clientErrorHandler: a raw answer on the socket, then it is closed. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const status = statusOf(error.code);
  const body = JSON.stringify({ code: status, message: status === 431 ? msg.tooLarge : msg.badRequest, data: null });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Fastify's frameworkErrors: errors raised before a route runs (a URL that does not decode, say). */
export function answerFrameworkError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(400).send({ code: 400, message: msg.badRequest, data: null });
}
