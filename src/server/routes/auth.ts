import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { logoutResponseSchema, userDataResponseSchema } from '../../shared/contracts/auth';
import { loginRequestSchema, registerRequestSchema } from '../../shared/contracts/auth-requests';
import {
  registrationAcceptedSchema,
  registrationConfirmRequestSchema,
} from '../../shared/contracts/registration';
import { nb } from '../../shared/texts/messages';
import { clearSessionCookie, setSessionCookie } from '../plugins/session';
import { rateLimited } from '../plugins/rate-limit';
import { deviceLabelOf } from '../services/account/device-label';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_PATH,
  rememberDevice,
} from '../services/limits/login-devices';
import { confirmRegistration, requestRegistration } from '../services/account/registration';
import { authenticate, initialCompanyId } from '../services/auth';
import { linkOrigin } from '../services/staff/hut-invites';
import { createSession, deleteExpiredSessions, deleteSession } from '../services/sessions';
import type { AuthUser } from '../services/sessions';
import { userData } from '../services/user-data';
import { defineRoute } from './define-route';

/**
 * Gives the device a new device token for the account (rate-limit.ts: a device that has signed
 * in is limited by its own failed logins only). Strict: only the app itself posts the login.
 */
async function trustDevice(request: FastifyRequest, reply: FastifyReply, userId: number) {
  const { token, maxAgeSeconds } = await rememberDevice(
    request.server.db,
    request.cookies[DEVICE_COOKIE],
    userId,
  );
  reply.setCookie(DEVICE_COOKIE, token, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.server.config.cookieSecure,
    maxAge: maxAgeSeconds,
  });
}

/** Starts a session with a fresh id (never reusing the one the visitor had before signing in). */
async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  companyId: number | null,
  remember: boolean,
) {
  const { db, config } = request.server;
  if (request.session) await deleteSession(db, request.session.idHash);
  await deleteExpiredSessions(db, user.id);
  const { token, session } = await createSession(db, {
    userId: user.id,
    companyId,
    remember,
    idleMinutes: config.sessionTtlMinutes,
    deviceLabel: deviceLabelOf(request.headers['user-agent']),
  });
  setSessionCookie(reply, token, session);
  await trustDevice(request, reply, user.id);
  request.session = session;
  request.user = user;
  return userData(db, user, companyId);
}

const tags = ['auth'];

export const authRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'POST',
    url: '/api/login',
    access: 'public',
    summary: 'Sign in: a new session, the user and their huts',
    tags,
    config: rateLimited('login'),
    schema: { body: loginRequestSchema, response: { 200: userDataResponseSchema } },
    handler: async ({ body, request, reply }) => {
      const user = await authenticate(app.db, body);
      return signIn(request, reply, user, await initialCompanyId(app.db, user), body.remember);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/register',
    access: 'public',
    summary:
      'Register a borrower: emails a link that makes the account (the same answer for an address that has one)',
    tags,
    config: rateLimited('register'),
    schema: { body: registerRequestSchema, response: { 200: registrationAcceptedSchema } },
    handler: async ({ body, request }) =>
      requestRegistration(
        app.db,
        body,
        linkOrigin(request.headers.origin, app.config.allowedOrigins),
      ),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/register/confirm',
    access: 'public',
    summary: "The registration's emailed link: makes the account and signs it in",
    tags,
    schema: {
      body: registrationConfirmRequestSchema,
      response: { 201: userDataResponseSchema },
    },
    handler: async ({ body, request, reply }) => {
      const user = await confirmRegistration(app.db, body.token);
      reply.status(201);
      return signIn(request, reply, user, null, false);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/userdata',
    access: 'signedIn',
    summary: 'The signed-in user and their huts',
    tags,
    schema: { response: { 200: userDataResponseSchema } },
    handler: async ({ user, session }) => userData(app.db, user, session.companyId),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/logout',
    access: 'public',
    summary: 'End the session (answers the same without one)',
    tags,
    schema: { response: { 200: logoutResponseSchema } },
    handler: async ({ request, reply }) => {
      if (request.session) await deleteSession(app.db, request.session.idHash);
      request.session = null;
      request.user = null;
      clearSessionCookie(reply);
      return { message: nb.loggedOut };
    },
  });
};
