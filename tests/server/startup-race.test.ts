import { join } from 'node:path';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationNames } from '../../src/server/db/migrate';
import { openTestDatabase, testDialects } from '../support/test-databases';
import type { TestDatabase } from '../support/test-databases';
import { compiledServer } from '../support/compiled-server';

const children: ChildProcess[] = [];

/** Stops the servers this test started (SIGTERM: their own shutdown) and waits for them. */
function stopServers(): Promise<unknown> {
  return Promise.all(
    children.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}
afterEach(stopServers);

/** One real API process (the compiled server, as production runs it) on the database; resolves with its address. */
function startServer(database: TestDatabase): Promise<string> {
  const child = spawn(process.execPath, [join(compiledServer(), 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      STATIC_DIR: '/nonexistent/utstyrsbod-static',
      ...(database.url ? { DATABASE_URL: database.url } : { SQLITE_FILE: database.file ?? '' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Utstyrsbod is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited (${String(code)}): ${output}`)));
  });
}

describe.each(testDialects)('two processes starting together on one %s database', (dialect) => {
  it('both come up, each migration is applied once, and both are ready', async () => {
    // An empty database, as a first deploy of two processes meets it.
    const database = await openTestDatabase(dialect, { bare: true });
    try {
      const [one, two] = await Promise.all([startServer(database), startServer(database)]);
      expect(one).not.toBe(two);
      const { rows } = await sql<{
        name: string;
      }>`select name from kysely_migration order by name`.execute(database.db);
      expect(rows.map((row) => row.name)).toEqual(migrationNames(dialect));
      for (const base of [one, two]) {
        const response = await fetch(`${base}/api/ready`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toEqual({
          ready: true,
          checks: { database: 'ok', migrations: 'ok', jobs: 'ok' },
        });
      }
      if (dialect === 'sqlite') {
        // The embedded database is seeded on its first start: by one of the two, once.
        const { rows: admins } = await sql<{
          n: number;
        }>`select count(*) as n from users where email = 'demo@utstyrsbod.no'`.execute(database.db);
        expect(admins[0]?.n).toBe(1);
      }
    } finally {
      await stopServers();
      await database.destroy();
    }
  }, 120_000);
});
