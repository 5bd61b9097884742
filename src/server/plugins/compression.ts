import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

export const compressionPlugin = fp(
  async (app) => {
    // Small JSON answers are not worth the CPU; catalogue pages and snapshots are.
    await app.register(fastifyCompress, { global: true, threshold: 1024 });
  },
  { name: 'app-compression', fastify: '5.x', dependencies: ['app-cache-policy'] },
);
