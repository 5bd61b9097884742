import type { FastifyPluginAsync } from 'fastify';
import {
  hutsQuerySchema,
  hutsResponseSchema,
  publicCategoryQuerySchema,
  publicCategoryResponseSchema,
  publicDataResponseSchema,
  publicItemsQuerySchema,
  publicItemsResponseSchema,
} from '../../shared/contracts/catalogue';
import { categoryBySlugs } from '../services/catalogue/category-page';
import { listHutsFiltered } from '../services/catalogue/huts';
import { listPublicItems } from '../services/catalogue/items';
import { loadCategories, loadHuts } from '../services/catalogue/reference-data';
import { defineRoute } from './define-route';

const tags = ['catalogue'];

/** The anonymous side of the product: browsing needs no session. */
export const publicRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/public/data',
    access: 'public',
    summary: 'The category tree and the huts',
    tags,
    schema: { response: { 200: publicDataResponseSchema } },
    handler: async () => {
      const [categories, companies] = await Promise.all([loadCategories(app.db), loadHuts(app.db)]);
      return { categories, companies };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/public/items',
    access: 'public',
    summary: 'A page of products with availability, by category, hut and search text',
    tags,
    schema: { querystring: publicItemsQuerySchema, response: { 200: publicItemsResponseSchema } },
    handler: async ({ query }) => listPublicItems(app.db, app.dialect, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/public/category',
    access: 'public',
    summary: 'A season or category page by its slugs, with item counts below it',
    tags,
    schema: {
      querystring: publicCategoryQuerySchema,
      response: { 200: publicCategoryResponseSchema },
    },
    handler: async ({ query }) => categoryBySlugs(app.db, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/public/huts',
    access: 'public',
    summary: 'The huts, filtered by county, municipality and town',
    tags,
    schema: { querystring: hutsQuerySchema, response: { 200: hutsResponseSchema } },
    handler: async ({ query }) => listHutsFiltered(app.db, query),
  });
};
