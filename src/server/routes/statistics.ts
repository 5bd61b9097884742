import type { FastifyPluginAsync } from 'fastify';
import { idParamsSchema } from '../../shared/contracts/common';
import {
  hutStatisticsQuerySchema,
  hutStatisticsSchema,
  networkStatisticsQuerySchema,
  networkStatisticsSchema,
} from '../../shared/contracts/statistics';
import { hutStatistics, networkStatistics } from '../services/statistics';
import { defineRoute } from './define-route';

/**
 * /statistikk: a hut's figures for its staff (exact), and the network's for the network admin
 * (counts of 1 and 2 masked). Computed by the database on every request: no figure is stored.
 */
export const statisticsRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/company/:id/statistics',
    access: 'staffOfHut',
    summary: "The hut's loans, borrowers, products, utilisation and unmet needs for a period",
    tags: ['statistics'],
    schema: {
      params: idParamsSchema,
      querystring: hutStatisticsQuerySchema,
      response: { 200: hutStatisticsSchema },
    },
    handler: async ({ hut, query }) => hutStatistics(app.db, app.dialect, hut.company.id, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/network/statistics',
    access: 'networkAdmin',
    summary: "The network's figures, all huts or a county / municipality, small counts masked",
    tags: ['network admin'],
    schema: {
      querystring: networkStatisticsQuerySchema,
      response: { 200: networkStatisticsSchema },
    },
    handler: async ({ query }) => networkStatistics(app.db, app.dialect, query),
  });
};
