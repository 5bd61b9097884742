import type { FastifyPluginAsync } from 'fastify';
import {
  passwordLinkPreviewSchema,
  passwordLinkSetRequestSchema,
  passwordLinkSetSchema,
  passwordLinkTokenRequestSchema,
} from '../../shared/contracts/password-link';
import { rateLimited } from '../plugins/rate-limit';
import { previewPasswordLink, setPasswordWithLink } from '../services/account/password-links';
import { defineRoute } from './define-route';

const tags = ['auth'];

/**
 * The one-time set-password link the admin CLI prints (services/account/password-links.ts). The
 * token travels in the body, never in the URL, so it stays out of access logs. Public: the link
 * is the proof; limited per address like registering, so tokens cannot be guessed in bulk.
 */
export const passwordLinkRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'POST',
    url: '/api/password-link/preview',
    access: 'public',
    summary: "The address of a set-password link's account, before the password is set",
    tags,
    config: rateLimited('register'),
    schema: { body: passwordLinkTokenRequestSchema, response: { 200: passwordLinkPreviewSchema } },
    handler: async ({ body }) => previewPasswordLink(app.db, body.token),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/password-link/set',
    access: 'public',
    summary:
      "Set the account's password with a set-password link (once, before it expires); ends every session of the account",
    tags,
    config: rateLimited('register'),
    schema: { body: passwordLinkSetRequestSchema, response: { 200: passwordLinkSetSchema } },
    handler: async ({ body }) => setPasswordWithLink(app.db, body),
  });
};
