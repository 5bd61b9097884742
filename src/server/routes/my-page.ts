import type { FastifyPluginAsync } from 'fastify';
import {
  accountMessageSchema,
  deleteAccountRequestSchema,
  emailChangeRequestSchema,
  endedSessionsSchema,
  memberParamsSchema,
  memberRequestSchema,
  myDataExportSchema,
  myHutParamsSchema,
  myPageChangeSchema,
  myPageSchema,
  mySessionsSchema,
  newMemberRequestSchema,
  passwordChangeRequestSchema,
  profileRequestSchema,
} from '../../shared/contracts/profile';
import { profileMessages as m } from '../../shared/texts/profile';
import { todayIso } from '../db/clock';
import { clearSessionCookie, setSessionCookie } from '../plugins/session';
import { rateLimited } from '../plugins/rate-limit';
import { deleteAccount } from '../services/account/delete-account';
import { exportMyData } from '../services/account/export';
import { joinHut, leaveHut } from '../services/account/huts';
import { addMember, removeMember, updateMember } from '../services/account/members';
import { loadMyPage } from '../services/account/my-page';
import { endOtherSessions, listMySessions } from '../services/account/my-sessions';
import { changeEmail, changePassword, updateProfile } from '../services/account/profile';
import { defineRoute } from './define-route';

const tags = ['min side'];

/**
 * Min side (/minside): the signed-in person's own account. Every route works on the caller's
 * own rows only (the user of the session), so `signedIn` is the whole access rule; answers are
 * personal and never cached (no-store, the default).
 */
export const myPageRoutes: FastifyPluginAsync = async (app) => {
  const page = (userId: number, companyId: number | null) =>
    loadMyPage(app.db, userId, { companyId });

  defineRoute(app, {
    method: 'GET',
    url: '/api/me',
    access: 'signedIn',
    summary: 'Min side: the person, their huts, children and loans',
    tags,
    schema: { response: { 200: myPageSchema } },
    handler: async ({ user, session }) => page(user.id, session.companyId),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/me/profile',
    access: 'signedIn',
    summary: 'Change name and phone',
    tags,
    schema: { body: profileRequestSchema, response: { 200: myPageChangeSchema } },
    handler: async ({ user, session, body }) => {
      await updateProfile(app.db, user.id, body);
      return { message: m.profileSaved, page: await page(user.id, session.companyId) };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/me/email',
    access: 'signedIn',
    summary: 'Change the sign-in email (confirmed with the password)',
    tags,
    config: rateLimited('password'),
    schema: { body: emailChangeRequestSchema, response: { 200: myPageChangeSchema } },
    handler: async ({ user, session, body }) => {
      await changeEmail(app.db, user.id, body);
      return { message: m.emailChanged, page: await page(user.id, session.companyId) };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/me/password',
    access: 'signedIn',
    summary: 'Change the password; other sessions end, this one gets a new id',
    tags,
    config: rateLimited('password'),
    schema: { body: passwordChangeRequestSchema, response: { 200: accountMessageSchema } },
    handler: async ({ session, body, request, reply }) => {
      const next = await changePassword(app.db, session, body, {
        idleMinutes: app.config.sessionTtlMinutes,
      });
      setSessionCookie(reply, next.token, next.session);
      // The XSRF plugin sees the new session and sends its token with this answer.
      request.session = next.session;
      return { message: m.passwordChanged };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/me/members',
    access: 'signedIn',
    summary: 'Add a child (at most four)',
    tags,
    schema: { body: newMemberRequestSchema, response: { 201: myPageChangeSchema } },
    handler: async ({ user, session, body, reply }) => {
      await addMember(app.db, user.id, body);
      reply.status(201);
      return { message: m.childSaved, page: await page(user.id, session.companyId) };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/me/members/:memberId',
    access: 'signedIn',
    summary: 'Change a child’s name and sizes',
    tags,
    schema: {
      params: memberParamsSchema,
      body: memberRequestSchema,
      response: { 200: myPageChangeSchema },
    },
    handler: async ({ user, session, params, body }) => {
      await updateMember(app.db, user.id, params.memberId, body);
      return { message: m.childSaved, page: await page(user.id, session.companyId) };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/me/members/:memberId',
    access: 'signedIn',
    summary: 'Remove a child',
    tags,
    schema: { params: memberParamsSchema, response: { 200: myPageChangeSchema } },
    handler: async ({ user, session, params }) => {
      await removeMember(app.db, user.id, params.memberId);
      return { message: m.childRemoved, page: await page(user.id, session.companyId) };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/me/huts/:companyId',
    access: 'signedIn',
    summary: 'Attach to a hut as a borrower',
    tags,
    schema: { params: myHutParamsSchema, response: { 200: myPageChangeSchema } },
    handler: async ({ user, session, params }) => {
      const message = await joinHut(app.db, user.id, params.companyId);
      return { message, page: await page(user.id, session.companyId) };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/me/huts/:companyId',
    access: 'signedIn',
    summary: 'Leave a hut (a borrower without loans there; staff roles stay)',
    tags,
    schema: { params: myHutParamsSchema, response: { 200: myPageChangeSchema } },
    handler: async ({ user, session, params }) => {
      const message = await leaveHut(app.db, user.id, params.companyId);
      return { message, page: await page(user.id, session.companyId) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/me/sessions',
    access: 'signedIn',
    summary: 'The devices the person is signed in on',
    tags,
    schema: { response: { 200: mySessionsSchema } },
    handler: async ({ session }) => listMySessions(app.db, session),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/me/sessions/others',
    access: 'signedIn',
    summary: 'Sign out every other device',
    tags,
    schema: { response: { 200: endedSessionsSchema } },
    handler: async ({ session }) => endOtherSessions(app.db, session),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/me/export',
    access: 'signedIn',
    summary: 'Everything stored about the person, as a JSON file',
    tags,
    schema: { response: { 200: myDataExportSchema } },
    handler: async ({ user, reply }) => {
      reply.header(
        'content-disposition',
        `attachment; filename="utstyrsbod-mine-data-${todayIso()}.json"`,
      );
      return exportMyData(app.db, user.id);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/me',
    access: 'signedIn',
    summary: 'Delete the account (confirmed with the password); loans stay, anonymised',
    tags,
    config: rateLimited('password'),
    schema: { body: deleteAccountRequestSchema, response: { 200: accountMessageSchema } },
    handler: async ({ user, body, request, reply }) => {
      const message = await deleteAccount(app.db, user.id, body.password);
      clearSessionCookie(reply);
      request.session = null;
      request.user = null;
      return { message };
    },
  });
};
