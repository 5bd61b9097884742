import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import type { AppConfig } from './config';
import { createDatabase } from './db/connect';
import type { AppDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { isDatabaseEmpty, seedDemo } from './db/seed';
import { demoAccountsMessage, findDemoAccounts } from './db/demo-accounts';
import { withStartupLock } from './db/startup-lock';
import { startProductJobs } from './services/jobs';
import type { JobRunner } from './services/jobs';
import { createMailer } from './services/mail/mailer';
import { unsupportedNode } from './node-version';
import { countingMailer } from './metrics/counting-mailer';
import { startMetricsListener } from './metrics/listener';

const SHUTDOWN_TIMEOUT_MS = 10_000;

class DemoAccountsError extends Error {
  constructor(readonly emails: readonly string[]) {
    super('demo accounts in a production database');
  }
}

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The embedded database gets demo data on its first start; PostgreSQL only when asked; a
 * production start never, and it refuses a database that holds demo accounts.
 */
async function prepareDatabase(config: AppConfig, database: AppDatabase): Promise<boolean> {
  await migrateToLatest(database.db, database.dialect);
  if (config.production) {
    const demo = await findDemoAccounts(database.db);
    if (demo.length > 0) throw new DemoAccountsError(demo);
    return false;
  }
  const wanted = database.dialect === 'sqlite' || config.seedDemo;
  if (!wanted || !(await isDatabaseEmpty(database.db))) return false;
  await seedDemo(database.db, database.dialect);
  return true;
}

async function main(): Promise<void> {
  // Before the database is opened: better-sqlite3 13 would crash on an unsupported Node.
  const refusal = unsupportedNode();
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const config = readConfig();
  const database = await createDatabase({
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    sqliteFile: config.sqliteFile,
  });
  // Several processes starting at once (a deploy on one PostgreSQL) migrate and seed once.
  let seeded: boolean;
  try {
    seeded = await withStartupLock(database, () => prepareDatabase(config, database));
  } catch (error) {
    if (!(error instanceof DemoAccountsError)) throw error;
    console.error(demoAccountsMessage(error.emails));
    await database.destroy();
    process.exit(1);
  }
  let jobs: JobRunner | null = null;
  const app = await buildApp(config, {
    database,
    // GET /api/ready reads whether the runner ticks; null until it is started just below.
    jobs: config.runJobs ? { status: () => jobs?.status() ?? null } : 'off',
  });
  // Reminders, email and the network's statistics (services/jobs): in every process that runs
  // jobs (RUN_JOBS, default on), each occurrence once across them.
  const mailer = countingMailer(
    createMailer(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, production: config.production },
      app.log,
    ),
    app.metrics.mail,
  );
  if (config.runJobs)
    jobs = startProductJobs(database.db, database.dialect, mailer, app.log, app.metrics.jobs);
  // Prometheus's own listener (METRICS_PORT): off unless asked for.
  const metricsListener =
    config.metricsPort === undefined
      ? null
      : await startMetricsListener(app.metrics, {
          host: config.metricsHost,
          port: config.metricsPort,
        });
  if (metricsListener)
    app.log.info(`metrics at http://${config.metricsHost}:${metricsListener.port}/metrics`);
  app.log.info(
    { dialect: database.dialect, seeded },
    seeded ? 'database migrated and seeded with demo data' : 'database migrated',
  );

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    (jobs ? jobs.stop() : Promise.resolve())
      .then(() => metricsListener?.close())
      .then(() => app.close())
      .then(() => mailer.close())
      .then(() => database.destroy())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const anyHost = config.host === '0.0.0.0' || config.host === '::';
  const shown = anyHost
    ? 'localhost'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  app.log.info(`Utstyrsbod is running at http://${shown}:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
