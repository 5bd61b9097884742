import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { idParamsSchema } from '../../shared/contracts/common';
import { unauthenticated } from '../errors';
import { STAFF_ROLES } from '../services/companies';
import { chooseCompany, currentCompany } from '../services/current-company';
import { validate } from '../validate';

function signedIn(request: FastifyRequest) {
  const user = request.requireUser();
  if (!request.session) throw unauthenticated();
  return { user, session: request.session };
}

export const companyRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/company/current', async (request) => {
    const { user, session } = signedIn(request);
    return currentCompany(app.db, user, session);
  });

  app.post('/api/company/:id/set', async (request) => {
    const { user, session } = signedIn(request);
    const { id } = validate(idParamsSchema, request.params, 'params');
    const { company } = await request.requireCompanyRole(id, STAFF_ROLES);
    return chooseCompany(app.db, user, session, company);
  });
};
