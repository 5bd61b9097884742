import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { contactRequestSchema } from '../../shared/contracts/contact';
import type { contactResponseSchema } from '../../shared/contracts/contact';
import { nb } from '../../shared/messages';
import { rateLimited } from '../plugins/rate-limit';
import { storeContactMessage } from '../services/contact';
import { validate } from '../validate';

export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/contact', { config: rateLimited('contact') }, async (request, reply) => {
    const input = validate(contactRequestSchema, request.body, 'body');
    const id = await storeContactMessage(app.db, input);
    const body = { id, message: nb.contactStored } satisfies z.infer<typeof contactResponseSchema>;
    return reply.status(201).send(body);
  });
};
