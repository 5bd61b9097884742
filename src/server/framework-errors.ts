import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes } from '../shared/contracts/errors';
import type { ErrorBody } from '../shared/contracts/errors';
import { nb } from '../shared/texts/messages';

const badRequestBody: ErrorBody = { error: errorCodes.badRequest, message: nb.badRequest };

/**
 * Requests Fastify refuses before routing (a malformed URL, an over-long path parameter) get the
 * same Norwegian error body as everything else instead of Fastify's English default.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 400;
  void reply.code(status < 500 ? status : 400).send(badRequestBody);
}

/** Requests Node's HTTP parser rejects (raw non-ASCII in the URL, oversized headers). */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify(badRequestBody);
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
