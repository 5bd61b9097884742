import type { FastifyPluginAsync } from 'fastify';
import {
  addItemLoanRequestSchema,
  itemLoanParamsSchema,
  loanItemParamsSchema,
  loanParamsSchema,
  removeItemLoanQuerySchema,
  returnItemRequestSchema,
  updateLoanRequestSchema,
} from '../../shared/contracts/staff';
import type { LoansResponse } from '../../shared/contracts/staff';
import { addToCart, removeFromCart } from '../services/staff/cart';
import { receiveItem, updateLoan } from '../services/staff/loan-actions';
import { loadLoans } from '../services/staff/loans';
import { validate } from '../validate';
import { staffOf, staffOfCurrentHut } from './staff-access';

/**
 * The loan calls of SPEC §7, on the session's current hut. Each mutation runs as one sync op
 * (services/staff/rest-op.ts), so the online screens and the tablets share one write path.
 * Input is validated before the hut is looked at, and nothing is written on bad input.
 */
export const staffLoanRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/item-loans', async (request) => {
    request.requireUser();
    const body = validate(addItemLoanRequestSchema, request.body, 'body');
    const scope = body.company_id
      ? await staffOf(request, body.company_id)
      : await staffOfCurrentHut(request);
    return addToCart(app.db, scope, body);
  });

  app.delete('/api/item-loans/:loanItemId', async (request) => {
    request.requireUser();
    const { loanItemId } = validate(loanItemParamsSchema, request.params, 'params');
    const query = validate(removeItemLoanQuerySchema, request.query, 'query');
    return removeFromCart(app.db, await staffOfCurrentHut(request), loanItemId, query);
  });

  app.put('/api/loan/:loanId', async (request) => {
    request.requireUser();
    const { loanId } = validate(loanParamsSchema, request.params, 'params');
    const body = validate(updateLoanRequestSchema, request.body, 'body');
    return updateLoan(app.db, await staffOfCurrentHut(request), loanId, body);
  });

  app.put('/api/loan-items/:itemLoanId/return', async (request) => {
    request.requireUser();
    const { itemLoanId } = validate(itemLoanParamsSchema, request.params, 'params');
    const body = validate(returnItemRequestSchema, request.body, 'body');
    return receiveItem(app.db, await staffOfCurrentHut(request), itemLoanId, body);
  });

  app.get('/api/loan', async (request): Promise<LoansResponse> => {
    const scope = await staffOfCurrentHut(request);
    return { loans: await loadLoans(app.db, scope.companyId) };
  });
};
