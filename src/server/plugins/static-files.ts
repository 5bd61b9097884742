import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

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
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('cache-control', cacheControlFor(root, file));
      },
    });
  },
  { name: 'app-static', fastify: '5.x', dependencies: ['app-push-budget'] },
);
