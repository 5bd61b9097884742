import type { FastifyPluginAsync } from 'fastify';
import {
  hutsQuerySchema,
  publicCategoryQuerySchema,
  publicItemsQuerySchema,
} from '../../shared/contracts/catalogue';
import type { PublicDataResponse } from '../../shared/contracts/catalogue';
import { categoryBySlugs } from '../services/catalogue/category-page';
import { listHutsFiltered } from '../services/catalogue/huts';
import { listPublicItems } from '../services/catalogue/items';
import { loadCategories, loadHuts } from '../services/catalogue/reference-data';
import { validate } from '../validate';

/** The anonymous side of the product: browsing needs no session. */
export const publicRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/public/data', async (): Promise<PublicDataResponse> => {
    const [categories, companies] = await Promise.all([loadCategories(app.db), loadHuts(app.db)]);
    return { categories, companies };
  });

  app.get('/api/public/items', async (request) => {
    const query = validate(publicItemsQuerySchema, request.query, 'query');
    return listPublicItems(app.db, app.dialect, query);
  });

  app.get('/api/public/category', async (request) => {
    const query = validate(publicCategoryQuerySchema, request.query, 'query');
    return categoryBySlugs(app.db, query);
  });

  app.get('/api/public/huts', async (request) => {
    const query = validate(hutsQuerySchema, request.query, 'query');
    return listHutsFiltered(app.db, query);
  });
};
