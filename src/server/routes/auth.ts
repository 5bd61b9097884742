import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { loginRequestSchema, registerRequestSchema } from '../../shared/contracts/auth';
import { nb } from '../../shared/messages';
import { clearSessionCookie, setSessionCookie } from '../plugins/session';
import { rateLimited } from '../plugins/rate-limit';
import { authenticate, initialCompanyId, registerUser } from '../services/auth';
import { createSession, deleteExpiredSessions, deleteSession } from '../services/sessions';
import type { AuthUser } from '../services/sessions';
import { userData } from '../services/user-data';
import { validate } from '../validate';

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
  });
  setSessionCookie(reply, token, session);
  request.session = session;
  request.user = user;
  return userData(db, user, companyId);
}

export const authRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/login', { config: rateLimited('login') }, async (request, reply) => {
    const input = validate(loginRequestSchema, request.body, 'body');
    const user = await authenticate(app.db, input);
    return signIn(request, reply, user, await initialCompanyId(app.db, user), input.remember);
  });

  app.post('/api/register', { config: rateLimited('register') }, async (request, reply) => {
    const input = validate(registerRequestSchema, request.body, 'body');
    const user = await registerUser(app.db, input);
    const body = await signIn(request, reply, user, null, false);
    return reply.status(201).send(body);
  });

  app.get('/api/userdata', async (request) => {
    const user = request.requireUser();
    return userData(app.db, user, request.session?.companyId ?? null);
  });

  app.post('/api/logout', async (request, reply) => {
    if (request.session) await deleteSession(app.db, request.session.idHash);
    request.session = null;
    request.user = null;
    clearSessionCookie(reply);
    return { message: nb.loggedOut };
  });
};
