import type { FastifyPluginAsync } from 'fastify';
import { idParamsSchema } from '../../shared/contracts/common';
import { photoParamsSchema, photoUploadedSchema } from '../../shared/contracts/products';
import { notFound } from '../errors';
import { etagMatches } from '../http-cache';
import { MAX_PHOTO_BYTES, readPhoto, readUpload, storePhoto } from '../services/equipment/photos';
import { imageAnswer } from './binary';
import { defineRoute } from './define-route';

const tags = ['equipment'];
const YEAR = 365 * 24 * 60 * 60;

/**
 * Product photos: uploaded by a hut's staff (the tablet's camera or a file), served to anyone.
 * The upload's body is the image itself; this scope hands every non-JSON body over as a stream,
 * which the service reads up to its limit and sharp then decides is an image or not.
 */
export const photoRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  defineRoute(app, {
    method: 'POST',
    url: '/api/company/:id/photos',
    access: 'staffOfHut',
    summary: 'Upload a product photo (JPEG, PNG, WebP …); it is resized and stored once',
    tags,
    config: {
      upload: { mediaTypes: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: MAX_PHOTO_BYTES },
    },
    schema: { params: idParamsSchema, response: { 201: photoUploadedSchema } },
    handler: async ({ user, request, reply }) => {
      const bytes = await readUpload(request.body);
      return reply.code(201).send({ url: await storePhoto(app.db, bytes, user.id) });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/photos/:file',
    access: 'public',
    summary: 'A product photo; its name is the hash of its bytes, so it is cached for a year',
    tags,
    schema: { params: photoParamsSchema, response: { 200: imageAnswer, 304: null } },
    handler: async ({ params, request, reply }) => {
      const id = params.file.slice(0, -'.webp'.length);
      const etag = `"${id}"`;
      const cache = `public, max-age=${YEAR}, immutable`;
      if (etagMatches(request.headers['if-none-match'], etag)) {
        return reply.code(304).header('etag', etag).header('cache-control', cache).send();
      }
      const photo = await readPhoto(app.db, id);
      if (!photo) throw notFound();
      return reply
        .header('content-type', photo.mime)
        .header('cache-control', cache)
        .header('etag', etag)
        .send(photo.bytes);
    },
  });
};
