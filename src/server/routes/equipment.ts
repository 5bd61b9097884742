import type { FastifyPluginAsync } from 'fastify';
import { idParamsSchema } from '../../shared/contracts/common';
import {
  equipmentMessageSchema,
  newProductRequestSchema,
  productChangesResponseSchema,
  productCreatedSchema,
  productEditResponseSchema,
  productParamsSchema,
  productUpdateRequestSchema,
  unitMoveRequestSchema,
  unitParamsSchema,
  unitUpdateRequestSchema,
  unitsAddRequestSchema,
} from '../../shared/contracts/products';
import { productChanges } from '../services/equipment/product-changes';
import { createProduct, productForEditing, updateProduct } from '../services/equipment/products';
import { addUnits, moveUnit, updateUnit } from '../services/equipment/units';
import { defineRoute } from './define-route';

const tags = ['equipment'];

/** The signed-in user as the equipment services ask about them. */
const actorOf = (user: { id: number; is_network_admin: number }) => ({
  id: user.id,
  isNetworkAdmin: user.is_network_admin === 1,
});

/**
 * A hut's own equipment (/leggtilprodukt, /endreprodukt): online admin work through REST, for
 * the hut's staff and admins. Products are network-wide (their shared fields changed only by the
 * network admin or an admin of the hut that entered them); units belong to the hut in the URL.
 * Unit states and notes are counter commands (sync ops), not these routes.
 */
export const equipmentRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'POST',
    url: '/api/company/:id/products',
    access: 'staffOfHut',
    summary: 'Add units at the hut: of a new product, or of one the network already has',
    tags,
    schema: {
      params: idParamsSchema,
      body: newProductRequestSchema,
      response: { 201: productCreatedSchema },
    },
    handler: async ({ hut, user, body, reply }) => {
      const created = await createProduct(app.db, hut.company.id, user.id, body);
      return reply.code(201).send(created);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/company/:id/products/:productId',
    access: 'staffOfHut',
    summary: "A product with the hut's units and their notes, for editing",
    tags,
    schema: { params: productParamsSchema, response: { 200: productEditResponseSchema } },
    handler: async ({ hut, user, params }) =>
      productForEditing(app.db, hut.company.id, actorOf(user), params.productId),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/company/:id/products/:productId',
    access: 'staffOfHut',
    summary:
      'Change the shared fields of a product the hut holds (name, category, description, photo, parts): the network admin or an admin of the hut that entered it',
    tags,
    schema: {
      params: productParamsSchema,
      body: productUpdateRequestSchema,
      response: { 200: equipmentMessageSchema },
    },
    handler: async ({ hut, user, params, body }) => ({
      message: await updateProduct(app.db, hut.company.id, actorOf(user), params.productId, body),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/network/products/:id/changes',
    access: 'networkAdmin',
    summary: "Who changed a product's shared fields, from which hut and when (newest first)",
    tags,
    schema: { params: idParamsSchema, response: { 200: productChangesResponseSchema } },
    handler: async ({ params }) => productChanges(app.db, params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/company/:id/products/:productId/units',
    access: 'staffOfHut',
    summary: 'More units of a product at the hut',
    tags,
    schema: {
      params: productParamsSchema,
      body: unitsAddRequestSchema,
      response: { 200: equipmentMessageSchema },
    },
    handler: async ({ hut, user, params, body }) => ({
      message: await addUnits(app.db, hut.company.id, user.id, params.productId, body),
    }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/company/:id/units/:unitId',
    access: 'staffOfHut',
    summary: "A unit's size",
    tags,
    schema: {
      params: unitParamsSchema,
      body: unitUpdateRequestSchema,
      response: { 200: equipmentMessageSchema },
    },
    handler: async ({ hut, params, body }) => ({
      message: await updateUnit(app.db, hut.company.id, params.unitId, body),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/company/:id/units/:unitId/move',
    access: 'hutAdmin',
    summary: 'Move a unit on the shelf to another hut the user is admin of',
    tags,
    schema: {
      params: unitParamsSchema,
      body: unitMoveRequestSchema,
      response: { 200: equipmentMessageSchema },
    },
    handler: async ({ hut, user, params, body }) => ({
      message: await moveUnit(app.db, hut.company.id, actorOf(user), params.unitId, body.companyId),
    }),
  });
};
