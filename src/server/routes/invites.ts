import type { FastifyPluginAsync } from 'fastify';
import {
  inviteAcceptedSchema,
  invitePreviewSchema,
  inviteTokenRequestSchema,
} from '../../shared/contracts/hut-people';
import { acceptInvite, previewInvite } from '../services/staff/hut-invites';
import { defineRoute } from './define-route';

const tags = ['invites'];

/**
 * The emailed link of a staff invitation (services/staff/hut-invites.ts). The token travels in
 * the body, not the URL, so it stays out of access logs. The preview is public (the link's
 * screen shows the hut before the person signs in); accepting needs the invited account's session.
 */
export const inviteRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'POST',
    url: '/api/invites/preview',
    access: 'public',
    summary: "The hut, role and address of an invitation's link, before it is accepted",
    tags,
    schema: { body: inviteTokenRequestSchema, response: { 200: invitePreviewSchema } },
    handler: async ({ body }) => previewInvite(app.db, body.token),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/invites/accept',
    access: 'signedIn',
    summary:
      'Accept an invitation: its role at its hut, for the account with the invited address (once, before it expires)',
    tags,
    schema: { body: inviteTokenRequestSchema, response: { 200: inviteAcceptedSchema } },
    handler: async ({ body, user }) => acceptInvite(app.db, user, body.token),
  });
};
