import type { FastifyPluginAsync } from 'fastify';
import { idParamsSchema } from '../../shared/contracts/common';
import {
  deviceKeyRequestSchema,
  deviceKeyResponseSchema,
  MAX_QUEUE_FILE_CHARS,
  queueUploadRequestSchema,
  queueUploadResponseSchema,
} from '../../shared/contracts/queue-file';
import { rateLimited } from '../plugins/rate-limit';
import { registerDeviceKey, uploadQueueFile } from '../services/queue-file';
import { defineRoute } from './define-route';

/** The file's text as a JSON string (escapes can double it), with room for the envelope. */
const UPLOAD_BODY_LIMIT = 2 * MAX_QUEUE_FILE_CHARS + 1_048_576;

const tags = ['sync'];

/**
 * "Ta ut ventende endringer" (docs/sync-protocol.md): a counter device registers the public key
 * it signs saved queues with, and a hut admin uploads such a file from any device.
 */
export const queueFileRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'POST',
    url: '/api/sync/device-key',
    access: 'staffOfSessionHut',
    summary: 'Register this device’s public key for the session’s user (idempotent)',
    tags,
    schema: { body: deviceKeyRequestSchema, response: { 200: deviceKeyResponseSchema } },
    handler: async ({ user, hut, body }) =>
      registerDeviceKey(app.db, { userId: user.id, companyId: hut.companyId }, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/company/:id/sync/queue-file',
    access: 'hutAdmin',
    summary:
      'Apply a device’s saved queue (a signed file) as its user’s push: each op at most once',
    tags,
    bodyLimit: UPLOAD_BODY_LIMIT,
    config: rateLimited('push'),
    schema: {
      params: idParamsSchema,
      body: queueUploadRequestSchema,
      response: { 200: queueUploadResponseSchema },
    },
    handler: async ({ user, hut, body, request }) =>
      uploadQueueFile(
        app.db,
        { companyId: hut.companyId, adminId: user.id, content: body.content },
        request.log,
      ),
  });
};
