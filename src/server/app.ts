import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { AppDatabase } from './db/connect';
import { clientErrorHandler, frameworkErrors } from './framework-errors';
import { accessPlugin } from './plugins/access';
import { apiDocsPlugin } from './plugins/api-docs';
import { cachePolicyPlugin } from './plugins/cache-policy';
import { compressionPlugin } from './plugins/compression';
import { cookiesPlugin } from './plugins/cookies';
import { contractsPlugin } from './plugins/contracts';
import { corePlugin } from './plugins/core';
import { errorHandlerPlugin } from './plugins/error-handler';
import { jsonBodyPlugin } from './plugins/json-body';
import { originCheckPlugin } from './plugins/origin-check';
import { pushBudgetPlugin } from './plugins/push-budget';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { staticFilesPlugin } from './plugins/static-files';
import { xsrfPlugin } from './plugins/xsrf';
import { routes } from './routes';
import { logMethod } from './log-levels';
import { productionSerializers } from './log-serializers';
import { metricsPlugin } from './metrics/plugin';
import { trustedHops } from './trusted-proxies';
import type { JobsProbe } from './services/health/readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's jobs, for GET /api/ready. */
    jobsProbe: JobsProbe;
  }
}

export interface AppDeps {
  /** Use this database (the caller closes it); otherwise one is opened from the config. */
  database?: AppDatabase;
  /** The jobs this process runs (main.ts); none: 'off' (tests, RUN_JOBS=false). */
  jobs?: JobsProbe;
  /** Where the log goes instead of stdout (tests read what the server writes). */
  logStream?: { write(line: string): void };
}

/**
 * The API and the built app. Plugins load in a fixed order (each declares the one before it as a
 * dependency): core → metrics → route contracts → JSON body → cookies → security headers →
 * cache policy → compression → origin check → session → XSRF → access → rate limit → push
 * budget → static files → error handlers → API docs → routes.
 */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  // Contract messages are Norwegian; this makes zod's built-in fallbacks Norwegian as well.
  z.config(z.locales.no());
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Kept although no serializer writes headers: a line that logs them one day stays clean.
      redact: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
      ],
      ...(config.production ? { serializers: productionSerializers() } : {}),
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      hooks: { logMethod },
    },
    trustProxy: trustedHops(config.trustProxy),
    // Fastify's default 1 MiB; a route that takes more (the sync push) sets its own limit.
    bodyLimit: 1_048_576,
    frameworkErrors,
    clientErrorHandler,
  });
  await app.register(corePlugin, { config, ...(deps.database ? { database: deps.database } : {}) });
  app.decorate<JobsProbe>('jobsProbe', deps.jobs ?? 'off');
  await app.register(metricsPlugin);
  await app.register(contractsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(cookiesPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(cachePolicyPlugin);
  await app.register(compressionPlugin);
  await app.register(originCheckPlugin);
  await app.register(sessionPlugin);
  await app.register(xsrfPlugin);
  await app.register(accessPlugin);
  await app.register(rateLimitPlugin);
  await app.register(pushBudgetPlugin);
  await app.register(staticFilesPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(apiDocsPlugin);
  await app.register(routes);
  return app;
}
