import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../src/server/db/connect';
import { loadDatabaseEpoch } from '../../src/server/services/sync/database-epoch';
import { adminQuery, ident, withDatabase } from '../support/pg-templates';
import { openTestDatabase, testDialects } from '../support/test-databases';
import { startServerProcess, stopServerProcesses } from './support/server-process';

/** A block of docs/backup.md, run as written by bash. */
function documented(marker: string): string {
  const text = readFileSync('docs/backup.md', 'utf8');
  const found = new RegExp(`<!-- run: ${marker} -->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(text);
  if (!found?.[1]) throw new Error(`docs/backup.md has no ${marker} block`);
  return found[1];
}

/** The client tools of the newest PostgreSQL installed (pg-cluster.ts starts its server). */
function pgBin(): string {
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_dump')))
    .sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error('no PostgreSQL client tools');
  return join(root, version, 'bin');
}

describe.runIf(testDialects.includes('postgres'))('PostgreSQL backup and restore', () => {
  it('the documented pg_dump and pg_restore give a database a server starts on, with a new epoch', async () => {
    const database = await openTestDatabase('postgres', { seed: true });
    const dir = mkdtempSync(join(tmpdir(), 'utstyrsbod-pg-backup-'));
    const admin = inject('pgUrl') || process.env.TEST_DATABASE_URL || '';
    const restoreDb = `restored_${randomBytes(4).toString('hex')}`;
    const restoreUrl = withDatabase(database.url ?? '', restoreDb);
    try {
      const before = await loadDatabaseEpoch(database.db);
      const users = await sql<{ n: number }>`select count(*) as n from users`.execute(database.db);
      const env = {
        ...process.env,
        PATH: `${pgBin()}:${process.env.PATH ?? ''}`,
        DATABASE_URL: database.url ?? '',
        BACKUP_FILE: join(dir, 'utstyrsbod.dump'),
        RESTORE_DB: restoreDb,
        RESTORE_URL: restoreUrl,
      };
      for (const block of ['postgres-backup', 'postgres-restore']) {
        execFileSync('bash', ['-euo', 'pipefail', '-c', documented(block)], {
          env,
          stdio: 'pipe',
          timeout: 120_000,
        });
      }
      const base = await startServerProcess({ url: restoreUrl });
      expect((await fetch(`${base}/api/ready`)).status).toBe(200);
      const restored = await createDatabase({ databaseUrl: restoreUrl, poolSize: 2 });
      try {
        const count = await sql<{ n: number }>`select count(*) as n from users`.execute(
          restored.db,
        );
        expect(count.rows[0]?.n).toBe(users.rows[0]?.n);
        const after = await loadDatabaseEpoch(restored.db);
        expect(after).not.toBe(before);
        const ping = await fetch(`${base}/api/sync/ping`);
        expect(ping.headers.get('x-sync-epoch')).toBe(after);
      } finally {
        await restored.destroy();
      }
    } finally {
      await stopServerProcesses();
      await database.destroy();
      await adminQuery(admin, `drop database if exists ${ident(restoreDb)} with (force)`);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
