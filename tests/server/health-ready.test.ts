import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { sql } from 'kysely';
import { migrationNames } from '../../src/server/db/migrate';
import { startJobRunner } from '../../src/server/services/jobs';
import type { JobsProbe } from '../../src/server/services/health/readiness';
import { openTestDatabase, testDialects } from '../support/test-databases';
import type { TestDatabase } from '../support/test-databases';

const open: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of open.splice(0).reverse()) await close();
});

async function appOn(
  dialect: (typeof testDialects)[number],
  options: { jobs?: JobsProbe } = {},
): Promise<{ app: FastifyInstance; database: TestDatabase }> {
  const database = await openTestDatabase(dialect);
  open.push(() => database.destroy());
  const config = loadConfig({
    NODE_ENV: 'test',
    SQLITE_FILE: database.file ?? ':memory:',
    STATIC_DIR: '/nonexistent/utstyrsbod-static',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, {
    database,
    ...(options.jobs ? { jobs: options.jobs } : {}),
  });
  await app.ready();
  open.push(() => app.close());
  return { app, database };
}

describe.each(testDialects)('GET /api/health and /api/ready on %s', (dialect) => {
  it('health says the process is alive, never cached', async () => {
    const { app } = await appOn(dialect);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ alive: true });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('ready: database, migrations and a process without jobs that says so', async () => {
    const { app } = await appOn(dialect);
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      ready: true,
      checks: { database: 'ok', migrations: 'ok', jobs: 'off' },
    });
  });

  it('a load balancer polling without Origin or session is never limited or refused', async () => {
    const { app } = await appOn(dialect);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => app.inject({ method: 'GET', url: '/api/ready' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const head = await app.inject({ method: 'HEAD', url: '/api/health' });
    expect(head.statusCode).toBe(200);
  });

  it('the API reference documents both answers of ready', async () => {
    const { app } = await appOn(dialect);
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    }>();
    expect(Object.keys(doc.paths['/api/ready']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '503']),
    );
    expect(doc.paths['/api/health']?.get).toBeDefined();
  });

  it('503 while a migration of this release is not applied', async () => {
    const { app, database } = await appOn(dialect);
    // As a database an older release left: its latest migration not recorded.
    const latest = migrationNames(dialect).at(-1) ?? '';
    await sql`delete from kysely_migration where name = ${latest}`.execute(database.db);
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      ready: false,
      checks: { database: 'ok', migrations: 'pending', jobs: 'off' },
    });
  });

  it('503 with no migration recorded at all', async () => {
    const { app, database } = await appOn(dialect);
    await sql`drop table kysely_migration`.execute(database.db);
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ checks: { migrations: 'pending' } });
  });

  it('503 when the database does not answer, without an error text', async () => {
    const { app, database } = await appOn(dialect);
    await database.db.destroy();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      ready: false,
      checks: { database: 'unreachable', migrations: 'unknown', jobs: 'off' },
    });
    // Liveness does not ask the database.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('jobs: starting until the runner has begun a pass, then ticking', async () => {
    let runner: ReturnType<typeof startJobRunner> | null = null;
    const { app, database } = await appOn(dialect, {
      jobs: { status: () => runner?.status() ?? null },
    });
    const ready = async () => {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      return { status: response.statusCode, jobs: response.json<{ checks: { jobs: string } }>() };
    };
    expect(await ready()).toMatchObject({ status: 503, jobs: { checks: { jobs: 'starting' } } });
    const log = { info: () => undefined, error: () => undefined };
    runner = startJobRunner({
      db: database.db,
      log,
      jobs: [],
      tasks: [],
      tickMs: 15_000,
      timer: false,
    });
    expect(await ready()).toMatchObject({ status: 503, jobs: { checks: { jobs: 'starting' } } });
    await runner.tick();
    expect(await ready()).toMatchObject({ status: 200, jobs: { checks: { jobs: 'ok' } } });
    await runner.stop();
  });

  it('jobs: a runner that has stopped ticking is stale', async () => {
    const { app } = await appOn(dialect, {
      jobs: {
        status: () => ({
          tickMs: 15_000,
          lastPassStartedAt: Date.now() - 5 * 60_000,
          passUnderWaySince: null,
        }),
      },
    });
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      ready: false,
      checks: { database: 'ok', migrations: 'ok', jobs: 'stale' },
    });
  });
});
