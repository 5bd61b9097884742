import type { FastifyPluginAsync } from 'fastify';
import {
  noticeParamsSchema,
  noticeReadRequestSchema,
  noticeSchema,
  noticesResponseSchema,
} from '../../shared/contracts/notices';
import { nowIso } from '../db/clock';
import { listNotices, setNoticeRead } from '../services/notice-list';
import { defineRoute } from './define-route';

const tags = ['varsler'];

/**
 * The bell (SPEC §2, §4): each person reads their own notices and, where they are staff, their
 * huts' staff notices; nobody else's. Personal, so never cached (no-store, the default).
 */
export const noticeRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/notifications',
    access: 'signedIn',
    summary: "The bell's notices, newest first",
    tags,
    schema: { response: { 200: noticesResponseSchema } },
    handler: async ({ user }) => ({ notices: await listNotices(app.db, user.id) }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/notifications/:noticeId',
    access: 'signedIn',
    summary: 'Tick a notice read, or untick it',
    tags,
    schema: {
      params: noticeParamsSchema,
      body: noticeReadRequestSchema,
      response: { 200: noticeSchema },
    },
    handler: async ({ user, params, body }) =>
      setNoticeRead(app.db, user.id, params.noticeId, body.read, nowIso()),
  });
};
