import type { KyselyPlugin } from 'kysely';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  InjectOptions,
  LightMyRequestResponse as Response,
} from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { createDatabase } from '../../../src/server/db/connect';
import type { Dialect } from '../../../src/server/db/schema';
import { openTestDatabase } from '../../support/test-databases';
import type { TestDatabase } from '../../support/test-databases';

export const APP_ORIGIN = 'http://localhost:8080';
export const DEMO_PASSWORD = 'demo1234';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /** Kysely plugins on the app's connection (e.g. to count queries). */
  plugins?: KyselyPlugin[];
  /** Routes added to the real app before it starts (tests of the route rules). */
  routes?: FastifyPluginAsync;
  /** Take ops as a server of this protocol release (AppConfig.syncProtocol). */
  syncProtocol?: number;
}

function testConfig(database: TestDatabase, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '8080',
    SQLITE_FILE: database.file ?? ':memory:',
    STATIC_DIR: '/nonexistent/utstyrsbod-static',
    ALLOWED_ORIGINS: APP_ORIGIN,
    COOKIE_SECURE: 'false',
    LOGIN_RATE_LIMIT: '1000',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/** The real app on a fresh test database of the dialect (demo seed by default). */
export async function openTestApp(dialect: Dialect, opts: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(dialect, { seed: opts.seed ?? true });
  const config = {
    ...testConfig(database, opts.env),
    ...(opts.syncProtocol === undefined ? {} : { syncProtocol: opts.syncProtocol }),
  };
  const db = (opts.plugins ?? []).reduce((d, plugin) => d.withPlugin(plugin), database.db);
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(config, { database: { ...database, db } });
    if (opts.routes) await app.register(opts.routes);
    await app.ready();
  } catch (error) {
    // A refused start-up is what some tests expect: leave nothing open behind it.
    await app?.close().catch(() => undefined);
    await database.destroy();
    throw error;
  }
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}

/**
 * A second API process on the same database: its own app and its own connection (pool), as
 * when several processes share one PostgreSQL (or one SQLite file). Close it before `t`.
 */
export async function openTwinApp(
  t: TestApp,
  env?: Record<string, string>,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const connection = await createDatabase(
    t.database.url
      ? { databaseUrl: t.database.url, poolSize: 5 }
      : { sqliteFile: t.database.file ?? '' },
  );
  const app = await buildApp(testConfig(t.database, env), { database: connection });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await connection.destroy();
    },
  };
}

/** JSON bodies as objects; strings are sent as-is (for malformed JSON). */
export type Body = object | string;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/** A browser-like client: keeps cookies and echoes the XSRF cookie like the app's base query. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: Method,
    url: string,
    opts: {
      body?: Body;
      headers?: Record<string, string>;
      xsrf?: boolean;
      /** The TCP peer's address (default 127.0.0.1). */
      remoteAddress?: string;
    } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...opts.headers };
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    const token = this.cookies.get('XSRF-TOKEN');
    if ((opts.xsrf ?? true) && token && method !== 'GET') headers['x-xsrf-token'] = token;
    const inject: InjectOptions = { method, url, headers };
    if (opts.remoteAddress) inject.remoteAddress = opts.remoteAddress;
    if (opts.body !== undefined) inject.payload = opts.body;
    const response = await this.app.inject(inject);
    for (const c of response.cookies) {
      const expired =
        c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() < Date.now());
      if (expired || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, headers ? { headers } : {});
  }

  post(url: string, body?: Body, headers?: Record<string, string>) {
    return this.request('POST', url, {
      ...(body !== undefined ? { body } : {}),
      ...(headers ? { headers } : {}),
    });
  }

  /** GET /csrf-cookie, as the client does before its first mutating request. */
  async csrf(): Promise<string> {
    const response = await this.get('/csrf-cookie');
    const token = this.cookies.get('XSRF-TOKEN');
    if (response.statusCode !== 200 || !token) throw new Error('no XSRF token');
    return token;
  }

  async login(email: string, password = DEMO_PASSWORD, remember = false): Promise<Response> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.csrf();
    return this.post('/api/login', { email, password, remember });
  }
}
