import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { idParamsSchema } from '../../shared/contracts/common';
import { lenderParamsSchema } from '../../shared/contracts/staff';
import type { AttachedUsersResponse, CompanyItemsResponse } from '../../shared/contracts/staff';
import { lenderView } from '../services/staff/people';
import { itemCategories, loadStockItems } from '../services/staff/stock';
import { attachedUsers } from '../services/staff/users';
import { validate } from '../validate';
import { staffOf } from './staff-access';

/** The hut of the URL, once the user is known to be staff there (401, 400, 404, 403). */
async function hutOf(request: FastifyRequest): Promise<number> {
  request.requireUser();
  const { id } = validate(idParamsSchema, request.params, 'params');
  await staffOf(request, id);
  return id;
}

/** The hut-scoped reads of the staff screens (SPEC §7): GET /api/company/{id}/… */
export const staffCompanyRoutes: FastifyPluginAsync = async (app) => {
  const users = async (request: FastifyRequest): Promise<AttachedUsersResponse> => ({
    attached_users: await attachedUsers(app.db, await hutOf(request)),
  });
  app.get('/api/company/:id/users', users);
  // SPEC §7 lists both; the screens call /show for the same list.
  app.get('/api/company/:id/show', users);

  app.get('/api/company/:id/items', async (request): Promise<CompanyItemsResponse> => {
    const hut = await hutOf(request);
    const items = await loadStockItems(app.db, hut);
    return { items, item_categories: await itemCategories(app.db, items) };
  });

  app.get('/api/company/:id/lender/:lenderId', async (request) => {
    request.requireUser();
    const { id, lenderId } = validate(lenderParamsSchema, request.params, 'params');
    await staffOf(request, id);
    return lenderView(app.db, id, lenderId);
  });
};
