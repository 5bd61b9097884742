import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyStaticOptions } from '@fastify/static';
import fp from 'fastify-plugin';
import { declareScopeAccess } from './access';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether STATIC_DIR holds the built app (index.html) for the SPA fallback. */
    hasAppShell: boolean;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed build output never changes; everything else (index.html, sw.js, manifest, icons) revalidates. */
export function cacheControlFor(root: string, file: string): string {
  const path = relative(root, file).split(sep).join('/');
  return path.startsWith('assets/') ? IMMUTABLE : 'no-cache';
}

/** The built app. Without STATIC_DIR (API-only deployments, tests) the API still works. */
export const staticFilesPlugin = fp(
  async (app) => {
    const root = resolve(app.config.staticDir);
    app.decorate('hasAppShell', existsSync(join(root, 'index.html')));
    if (!existsSync(root)) {
      app.log.warn({ staticDir: root }, 'static directory not found; serving the API only');
      return;
    }
    const files: FastifyStaticOptions = {
      root,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('cache-control', cacheControlFor(root, file));
      },
    };
    // reply.sendFile for the not-found handler's SPA fallback (error-handler.ts).
    await app.register(fastifyStatic, { ...files, serve: false });
    // The files themselves: public, declared for the routes the plugin registers.
    await app.register(async (scope) => {
      declareScopeAccess(scope, 'public');
      await scope.register(fastifyStatic, { ...files, wildcard: true, decorateReply: false });
    });
  },
  { name: 'app-static', fastify: '5.x', dependencies: ['app-push-budget'] },
);
