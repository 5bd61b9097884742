import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { sessionHeaders } from '../../shared/contracts/auth';
import { nowIso } from '../db/clock';
import { isApiPath } from '../paths';
import { REMEMBER_TTL_MINUTES, findSession } from '../services/sessions';
import type { ActiveSession, AuthUser } from '../services/sessions';

export const SESSION_COOKIE = 'utstyrsbod_session';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    session: ActiveSession | null;
  }
}

export function setSessionCookie(reply: FastifyReply, token: string, session: ActiveSession) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.cookieSecure,
    // Without "husk meg" the cookie ends with the browser session; the server's idle expiry
    // applies either way.
    ...(session.remember ? { maxAge: REMEMBER_TTL_MINUTES * 60 } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.cookieSecure,
  });
}

/**
 * Database-backed sessions, so several API processes can share one PostgreSQL. Loads the user
 * of the session cookie on API requests and stamps signed-in responses with the session headers.
 */
export const sessionPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);

    app.addHook('onRequest', async (request, reply) => {
      if (!isApiPath(request.url)) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const found = await findSession(app.db, token, app.config.sessionTtlMinutes);
      if (!found) {
        clearSessionCookie(reply);
        return;
      }
      request.session = found.session;
      request.user = found.user;
      if (found.session.renewed && found.session.remember) {
        setSessionCookie(reply, token, found.session);
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.session) {
        reply.header(sessionHeaders.serverTime, nowIso());
        reply.header(sessionHeaders.expiresAt, request.session.expiresAt);
      }
      return payload;
    });
  },
  { name: 'app-session', fastify: '5.x', dependencies: ['app-origin-check', 'app-cookies'] },
);
