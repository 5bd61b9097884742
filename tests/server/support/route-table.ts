import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** As declared, e.g. /api/company/:id/users. */
  url: string;
}

/**
 * Every route of the app, read back from Fastify's printed radix tree (Fastify has no route
 * list of its own): a line's segment continues its parent's path, and HEAD twins of GET routes
 * are left out. Lets a test prove it walks all routes, including ones added later.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const entries: RouteEntry[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack.push(url);
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') entries.push({ method, url });
    }
  }
  return entries;
}
