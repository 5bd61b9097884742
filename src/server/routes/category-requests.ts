import type { FastifyPluginAsync } from 'fastify';
import { idParamsSchema } from '../../shared/contracts/common';
import {
  categoryRequestAnswerSchema,
  categoryRequestInputSchema,
  categoryRequestMessageSchema,
  categoryRequestParamsSchema,
  categoryRequestsResponseSchema,
} from '../../shared/contracts/category-requests';
import {
  answerCategoryRequest,
  createCategoryRequest,
  listCategoryRequests,
} from '../services/category-requests';
import { defineRoute } from './define-route';

/**
 * /beomkategori (SPEC §3): a hut's staff ask the network for a category, and see the answers;
 * the network admin answers, adding the category to the tree or declining with a reason.
 */
export const categoryRequestRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'POST',
    url: '/api/company/:id/category-requests',
    access: 'staffOfHut',
    summary: 'Ask the network for a new category (and maybe a product name)',
    tags: ['equipment'],
    schema: {
      params: idParamsSchema,
      body: categoryRequestInputSchema,
      response: { 201: categoryRequestMessageSchema },
    },
    handler: async ({ hut, user, body, reply }) =>
      reply
        .code(201)
        .send({ message: await createCategoryRequest(app.db, hut.company.id, user.id, body) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/company/:id/category-requests',
    access: 'staffOfHut',
    summary: "The hut's category requests and the network's answers, newest first",
    tags: ['equipment'],
    schema: { params: idParamsSchema, response: { 200: categoryRequestsResponseSchema } },
    handler: async ({ hut }) => ({ requests: await listCategoryRequests(app.db, hut.company.id) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/network/category-requests',
    access: 'networkAdmin',
    summary: "Every hut's category requests, newest first",
    tags: ['network admin'],
    schema: { response: { 200: categoryRequestsResponseSchema } },
    handler: async () => ({ requests: await listCategoryRequests(app.db, null) }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/network/category-requests/:requestId',
    access: 'networkAdmin',
    summary: 'Answer a category request: add the category to the tree, or decline',
    tags: ['network admin'],
    schema: {
      params: categoryRequestParamsSchema,
      body: categoryRequestAnswerSchema,
      response: { 200: categoryRequestMessageSchema },
    },
    handler: async ({ user, params, body }) => ({
      message: await answerCategoryRequest(app.db, user.id, params.requestId, body),
    }),
  });
};
