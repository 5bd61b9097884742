import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createDatabase, type AppDatabase } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed';
import { assertBuilt, distDir } from './e2e-dist';
import { freePort } from './e2e-ports';

export { assertBuilt, distDir };

export interface E2eServer {
  baseURL: string;
  app: FastifyInstance;
  database: AppDatabase;
  sqliteFile: string;
  /**
   * A deploy: the app stops and starts again on the same port and database, serving the build
   * in `staticDir` (a new bundle for the devices' service workers to find). With `whileStopped`
   * the database is closed as well and that runs before it is opened again (an operator's
   * restore over `sqliteFile` between stop and start); `database` is then the new connection.
   */
  restart(staticDir: string, whileStopped?: (sqliteFile: string) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export interface E2eServerOptions {
  /** Extra environment for loadConfig (e.g. SESSION_TTL_MINUTES). */
  env?: Record<string, string>;
  /** Seed the demo data (default true). */
  seed?: boolean;
  staticDir?: string;
}

/**
 * The real server in this process: a fresh temporary SQLite file with the demo seed, the built
 * app from dist/ as static files, listening on 127.0.0.1 with itself as the only allowed origin.
 */
export async function startE2eServer(opts: E2eServerOptions = {}): Promise<E2eServer> {
  const staticDir = opts.staticDir ?? distDir;
  assertBuilt(staticDir);
  const dir = await mkdtemp(join(tmpdir(), 'utstyrsbod-e2e-'));
  const sqliteFile = join(dir, 'e2e.sqlite');
  const database = await createDatabase({ sqliteFile });
  await migrateToLatest(database.db, database.dialect);
  if (opts.seed ?? true) await seedDemo(database.db, database.dialect);

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    SQLITE_FILE: sqliteFile,
    STATIC_DIR: staticDir,
    SEED_DEMO: '0',
    ALLOWED_ORIGINS: `${baseURL},http://localhost:${port}`,
    COOKIE_SECURE: 'false',
    // Many tests log in from the same address; the limit itself is covered by the server tests.
    LOGIN_RATE_LIMIT: '10000',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    ...opts.env,
  });
  const listening = async (staticDir: string, database: AppDatabase) => {
    const app = await buildApp({ ...config, staticDir }, { database });
    await app.listen({ host: '127.0.0.1', port });
    return app;
  };

  let closed = false;
  const server: E2eServer = {
    baseURL,
    app: await listening(staticDir, database),
    database,
    sqliteFile,
    async restart(nextStaticDir, whileStopped) {
      assertBuilt(nextStaticDir);
      // The app was handed the database: closing it leaves the database open for the next one.
      await server.app.close();
      if (whileStopped) {
        await server.database.destroy();
        await whileStopped(sqliteFile);
        server.database = await createDatabase({ sqliteFile });
        await migrateToLatest(server.database.db, server.database.dialect);
      }
      server.app = await listening(nextStaticDir, server.database);
    },
    async close() {
      if (closed) return;
      closed = true;
      await server.app.close();
      // The app may already have destroyed the database it was handed; that is fine.
      await server.database.destroy().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
  return server;
}
