import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationNames } from '../../src/server/db/migrate';
import { openTestDatabase, testDialects } from '../support/test-databases';
import { startServerProcess as startServer, stopServerProcesses } from './support/server-process';

afterEach(stopServerProcesses);

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
      await stopServerProcesses();
      await database.destroy();
    }
  }, 120_000);
});
