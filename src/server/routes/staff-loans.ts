import type { FastifyPluginAsync } from 'fastify';
import {
  addItemLoanRequestSchema,
  itemLoanParamsSchema,
  itemLoanResponseSchema,
  loanItemParamsSchema,
  loanParamsSchema,
  loanResponseSchema,
  loansResponseSchema,
  removeItemLoanQuerySchema,
  returnItemRequestSchema,
  returnItemResponseSchema,
  updateLoanRequestSchema,
} from '../../shared/contracts/staff';
import { addToCart, removeFromCart } from '../services/staff/cart';
import { receiveItem, updateLoan } from '../services/staff/loan-actions';
import { loadLoans } from '../services/staff/loans';
import { defineRoute } from './define-route';

const tags = ['staff'];

/**
 * The loan calls of SPEC §7, on the session's current hut. Each mutation runs as one sync op
 * (services/staff/rest-op.ts), so the online screens and the tablets share one write path.
 * Input is validated before the hut is looked at, and nothing is written on bad input.
 */
export const staffLoanRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'POST',
    url: '/api/item-loans',
    access: 'staffOfNamedOrSessionHut',
    summary: 'Put a unit into the borrower’s cart (a draft loan)',
    tags,
    schema: { body: addItemLoanRequestSchema, response: { 200: itemLoanResponseSchema } },
    handler: async ({ hut, body }) => addToCart(app.db, hut, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/item-loans/:loanItemId',
    access: 'staffOfSessionHut',
    summary: 'Take a unit out of a cart',
    tags,
    schema: {
      params: loanItemParamsSchema,
      querystring: removeItemLoanQuerySchema,
      response: { 200: itemLoanResponseSchema },
    },
    handler: async ({ hut, params, query }) =>
      removeFromCart(app.db, hut, params.loanItemId, query),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/loan/:loanId',
    access: 'staffOfSessionHut',
    summary: 'Save a draft loan (draft) or hand it out (open)',
    tags,
    schema: {
      params: loanParamsSchema,
      body: updateLoanRequestSchema,
      response: { 200: loanResponseSchema },
    },
    handler: async ({ hut, params, body }) => updateLoan(app.db, hut, params.loanId, body),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/loan-items/:itemLoanId/return',
    access: 'staffOfSessionHut',
    summary: 'Receive one lent unit back',
    tags,
    schema: {
      params: itemLoanParamsSchema,
      body: returnItemRequestSchema,
      response: { 200: returnItemResponseSchema },
    },
    handler: async ({ hut, params, body }) => receiveItem(app.db, hut, params.itemLoanId, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/loan',
    access: 'staffOfSessionHut',
    summary: 'The hut’s loans, newest first',
    tags,
    schema: { response: { 200: loansResponseSchema } },
    handler: async ({ hut }) => ({ loans: await loadLoans(app.db, hut.companyId) }),
  });
};
