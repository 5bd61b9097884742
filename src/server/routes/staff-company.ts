import { rateLimited } from '../plugins/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { idParamsSchema } from '../../shared/contracts/common';
import {
  attachedUsersResponseSchema,
  companyItemsResponseSchema,
  lenderParamsSchema,
  lenderResponseSchema,
} from '../../shared/contracts/staff';
import {
  networkPeopleResponseSchema,
  peopleParamsSchema,
  peopleQuerySchema,
} from '../../shared/contracts/people';
import { findInNetwork } from '../services/people/lookup';
import { lenderView } from '../services/staff/people';
import { itemCategories, loadStockItems } from '../services/staff/stock';
import { attachedUsers } from '../services/staff/users';
import { defineRoute } from './define-route';

const tags = ['staff'];

/** The hut-scoped reads of the staff screens (SPEC §7): GET /api/company/{id}/… */
export const staffCompanyRoutes: FastifyPluginAsync = async (app) => {
  // SPEC §7 lists both; the screens call /show for the same list.
  for (const part of ['users', 'show'] as const) {
    defineRoute(app, {
      method: 'GET',
      url: `/api/company/:id/${part}`,
      access: 'staffOfHut',
      summary: 'The users of the hut',
      tags,
      schema: { params: idParamsSchema, response: { 200: attachedUsersResponseSchema } },
      handler: async ({ hut }) => ({ attached_users: await attachedUsers(app.db, hut.companyId) }),
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/api/company/:id/items',
    access: 'staffOfHut',
    summary: 'The hut’s units (the stock table) and their categories',
    tags,
    schema: { params: idParamsSchema, response: { 200: companyItemsResponseSchema } },
    handler: async ({ hut }) => {
      const items = await loadStockItems(app.db, hut.companyId);
      return { items, item_categories: await itemCategories(app.db, items) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/company/:id/people',
    access: 'staffOfHut',
    summary: 'People anywhere in the network with exactly this email or phone (to attach them)',
    tags,
    config: rateLimited('lookup'),
    schema: {
      params: peopleParamsSchema,
      querystring: peopleQuerySchema,
      response: { 200: networkPeopleResponseSchema },
    },
    handler: async ({ hut, query }) => ({
      people: await findInNetwork(app.db, hut.companyId, query.q),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/company/:id/lender/:lenderId',
    access: 'staffOfHut',
    summary: 'A borrower of the hut, their loans there and their cart',
    tags,
    schema: { params: lenderParamsSchema, response: { 200: lenderResponseSchema } },
    handler: async ({ hut, params }) => lenderView(app.db, hut.companyId, params.lenderId),
  });
};
