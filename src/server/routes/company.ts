import type { FastifyPluginAsync } from 'fastify';
import { currentCompanyResponseSchema } from '../../shared/contracts/auth';
import { idParamsSchema } from '../../shared/contracts/common';
import { chooseCompany, currentCompany } from '../services/current-company';
import { defineRoute } from './define-route';

const tags = ['hut'];

export const companyRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/company/current',
    access: 'signedIn',
    summary: 'The hut chosen for the session (none once the role there is gone)',
    tags,
    schema: { response: { 200: currentCompanyResponseSchema } },
    handler: async ({ user, session }) => currentCompany(app.db, user, session),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/company/:id/set',
    access: 'staffOfHut',
    summary: 'Choose the hut for the session (and as the user’s default)',
    tags,
    schema: { params: idParamsSchema, response: { 200: currentCompanyResponseSchema } },
    handler: async ({ user, session, hut }) => chooseCompany(app.db, user, session, hut.company),
  });
};
