import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodes } from '../../shared/contracts/errors';
import { nb } from '../../shared/messages';
import { HttpError } from '../errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;
const TOKEN_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Returns the visitor's XSRF token, issuing a new cookie only when none (or a malformed one) is
 * present: several tabs and the service worker fetch it concurrently, and replacing a token that
 * another context has just read would make its next request fail with 419.
 */
export function issueXsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[XSRF_COOKIE];
  const token =
    existing !== undefined && TOKEN_PATTERN.test(existing)
      ? existing
      : randomBytes(32).toString('base64url');
  reply.setCookie(XSRF_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    // The client reads it from document.cookie to echo it in X-XSRF-TOKEN.
    httpOnly: false,
    secure: request.server.config.cookieSecure,
    maxAge: TOKEN_MAX_AGE_SECONDS,
  });
  return token;
}

/** Double-submit check: mutating requests must echo the XSRF-TOKEN cookie in X-XSRF-TOKEN. */
export const xsrfPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!MUTATING.has(request.method)) return;
      const cookie = request.cookies[XSRF_COOKIE];
      const header = request.headers[XSRF_HEADER];
      const ok =
        typeof header === 'string' &&
        cookie !== undefined &&
        TOKEN_PATTERN.test(cookie) &&
        sameToken(header, cookie);
      if (!ok) throw new HttpError(419, errorCodes.xsrf, nb.sessionExpired);
    });
  },
  { name: 'app-xsrf', fastify: '5.x', dependencies: ['app-origin-check', 'app-cookies'] },
);
