import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import { createDatabase } from '../db/connect';
import type { AppDatabase } from '../db/connect';
import type { Database, Dialect } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: AppDatabase;
    db: Kysely<Database>;
    dialect: Dialect;
  }
}

export interface CorePluginOptions {
  config: AppConfig;
  /** A database owned by the caller (tests); otherwise one is opened from the config and closed with the app. */
  database?: AppDatabase;
}

export const corePlugin = fp<CorePluginOptions>(
  async (app, opts) => {
    const database =
      opts.database ??
      (await createDatabase({
        ...(opts.config.databaseUrl ? { databaseUrl: opts.config.databaseUrl } : {}),
        sqliteFile: opts.config.sqliteFile,
      }));
    app.decorate('config', opts.config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('dialect', database.dialect);
    if (!opts.database) app.addHook('onClose', () => database.destroy());
  },
  { name: 'app-core', fastify: '5.x' },
);
