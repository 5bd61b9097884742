import type { FastifyPluginAsync } from 'fastify';
import {
  myRetentionSchema,
  retentionSavedSchema,
  retentionSettingRequestSchema,
  retentionSettingSchema,
} from '../../shared/contracts/retention';
import { retentionMessages as m } from '../../shared/texts/retention';
import { myRetention } from '../services/retention/my-retention';
import { readRetentionMonths, saveRetentionMonths } from '../services/retention/settings';
import { defineRoute } from './define-route';

/**
 * Personal data that expires (services/retention): the period, read by anyone (the privacy page
 * states it) and set by the network admin, and what Min side says is kept about the person.
 */
export const retentionRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/retention',
    access: 'public',
    summary: 'How many months after the last activity personal data is kept',
    tags: ['catalogue'],
    schema: { response: { 200: retentionSettingSchema } },
    handler: async () => ({ months: await readRetentionMonths(app.db) }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/network/retention',
    access: 'networkAdmin',
    summary: 'Set how many months after the last activity personal data is kept',
    tags: ['network'],
    schema: { body: retentionSettingRequestSchema, response: { 200: retentionSavedSchema } },
    handler: async ({ body }) => {
      const months = await saveRetentionMonths(app.db, body.months);
      return { months, message: m.saved(months) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/me/retention',
    access: 'signedIn',
    summary: 'What is kept about the person, and from which day it may be anonymised',
    tags: ['min side'],
    schema: { response: { 200: myRetentionSchema } },
    handler: async ({ user }) => myRetention(app.db, user.id),
  });
};
