import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/db/passwords';
import { findDemoAccounts } from '../../src/server/db/demo-accounts';
import { USERS } from '../../src/server/db/seed-data/users';
import { loadConfig } from '../../src/server/config';
import { compiledServer, runNode } from '../support/compiled-server';
import type { ServerRun } from '../support/compiled-server';
import { openTestDatabase, testDialects } from '../support/test-databases';
import type { TestDatabase } from '../support/test-databases';

/** The compiled server (plain node) with NODE_ENV=production on the database, until it exits or listens. */
async function startProduction(database: TestDatabase): Promise<ServerRun> {
  return runNode(join(compiledServer(), 'main.js'), {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    RUN_JOBS: 'false',
    STATIC_DIR: '/nonexistent/utstyrsbod-static',
    ...(database.url ? { DATABASE_URL: database.url } : { SQLITE_FILE: database.file ?? '' }),
  });
}

const demoAddresses = USERS.map((u) => u.email).sort();

describe.each(testDialects)('a production start on %s', (dialect) => {
  let seeded: TestDatabase;
  beforeAll(async () => {
    seeded = await openTestDatabase(dialect, { seed: true });
  });
  afterAll(async () => {
    await seeded.destroy();
  });

  it('finds the demo accounts by address, and staff who kept the demo password', async () => {
    expect(await findDemoAccounts(seeded.db)).toEqual(demoAddresses);
    const empty = await openTestDatabase(dialect, { seed: false });
    try {
      expect(await findDemoAccounts(empty.db)).toEqual([]);
      const at = new Date().toISOString();
      const staff = async (email: string, password: string) =>
        empty.db
          .insertInto('users')
          .values({
            name: 'Kari Nordmann',
            email,
            phone: null,
            password_hash: await hashPassword(password),
            status: 'active',
            is_verified: 1,
            is_network_admin: 1,
            current_company_id: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
      await staff('kari@kommune.no', 'demo1234');
      await staff('per@kommune.no', 'Fjellvann-og-ski-42');
      expect(await findDemoAccounts(empty.db)).toEqual(['kari@kommune.no']);
    } finally {
      await empty.destroy();
    }
  });

  it('refuses to start on a database with demo accounts, saying which and what to do', async () => {
    const started = await startProduction(seeded);
    expect(started.code).toBe(1);
    expect(started.output).not.toMatch(/Utstyrsbod is running at/);
    expect(started.output).toContain('Utstyrsbod starter ikke i produksjon');
    for (const address of demoAddresses) expect(started.output).toContain(address);
    expect(started.output).toContain('Start produksjon på en ny, tom database');
  }, 60_000);

  it('starts on an empty database without seeding anything', async () => {
    const empty = await openTestDatabase(dialect, { bare: true });
    try {
      const started = await startProduction(empty);
      expect(started.output).toMatch(/Utstyrsbod is running at/);
      const users = await empty.db.selectFrom('users').select('id').execute();
      expect(users).toEqual([]);
    } finally {
      await empty.destroy();
    }
  }, 60_000);
});

describe('the production configuration', () => {
  it('refuses SEED_DEMO', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' })).toThrow(/SEED_DEMO/);
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      production: true,
      seedDemo: false,
      cookieSecure: true,
    });
  });
});
