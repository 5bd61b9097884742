import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodes } from '../../shared/contracts/errors';
import { nb } from '../../shared/texts/messages';
import { HttpError } from '../errors';
import { isApiPath } from '../paths';
import { loadServerSecret, purposeKey } from '../services/security/server-secret';
import { XsrfTokens } from '../services/security/xsrf-tokens';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

declare module 'fastify' {
  interface FastifyInstance {
    xsrfTokens: XsrfTokens;
  }
  interface FastifyRequest {
    /** The session the request came with (its id hash), to see whether the handler changed it. */
    xsrfSessionAtStart: string | null;
    /** The token this answer already sets (GET /csrf-cookie), so it is never set twice. */
    xsrfIssued: string | null;
  }
}

const sessionOf = (request: FastifyRequest) => request.session?.idHash ?? null;

function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(XSRF_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    // The client reads it from document.cookie to echo it in X-XSRF-TOKEN.
    httpOnly: false,
    secure: request.server.config.cookieSecure,
    maxAge: TOKEN_MAX_AGE_SECONDS,
  });
}

/**
 * The token for the request's session as it stands now (after the handler: a login has just
 * made one, a logout ended it): the session's own token, or the visitor's token it already
 * holds, or a new visitor token. Returns it (GET /csrf-cookie puts it in the body, for the
 * service worker, which has no cookies API) and sets it as the XSRF-TOKEN cookie when the
 * request did not carry it already: a late answer to a request sent before a login (another
 * tab, the worker) then cannot put the visitor's token back over the new session's.
 */
export function issueXsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  if (request.xsrfIssued !== null) return request.xsrfIssued;
  const tokens = request.server.xsrfTokens;
  const session = sessionOf(request);
  const existing = request.cookies[XSRF_COOKIE];
  const token =
    session !== null
      ? tokens.forSession(session)
      : existing !== undefined && tokens.isVisitorToken(existing)
        ? existing
        : tokens.newVisitorToken();
  request.xsrfIssued = token;
  if (token !== existing) setTokenCookie(request, reply, token);
  return token;
}

/**
 * Mutating requests must echo a token in X-XSRF-TOKEN that this server made for the request's
 * session (or, without a session, for a visitor): a cross-site page can neither read the token
 * nor set the header, and a token someone invents (cookie and header set alike) is refused too.
 * The header alone is checked against the session; the cookie is only how the page gets it.
 *
 * Whenever the session changed during a request (login, register, logout) or the cookie no
 * longer fits it (the session expired), the answer carries the right token, so the page always
 * reads a working one.
 */
export const xsrfPlugin = fp(
  async (app) => {
    app.decorate('xsrfTokens', new XsrfTokens(purposeKey(await loadServerSecret(app.db), 'xsrf')));
    app.decorateRequest('xsrfSessionAtStart', null);
    app.decorateRequest('xsrfIssued', null);

    // After the session plugin's hook: the token is checked against the session it names.
    app.addHook('onRequest', async (request) => {
      request.xsrfSessionAtStart = sessionOf(request);
      if (!MUTATING.has(request.method)) return;
      const header = request.headers[XSRF_HEADER];
      const ok = typeof header === 'string' && app.xsrfTokens.accepts(header, sessionOf(request));
      if (!ok) throw new HttpError(419, errorCodes.xsrf, nb.sessionExpired);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.xsrfIssued !== null || !isApiPath(request.url)) return payload;
      const session = sessionOf(request);
      const cookie = request.cookies[XSRF_COOKIE];
      const stale = cookie !== undefined && !app.xsrfTokens.accepts(cookie, session);
      if (session !== request.xsrfSessionAtStart || stale) issueXsrfToken(request, reply);
      return payload;
    });
  },
  { name: 'app-xsrf', fastify: '5.x', dependencies: ['app-session', 'app-cookies'] },
);
