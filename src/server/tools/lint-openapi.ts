import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

/**
 * `npm run lint:openapi`: the OpenAPI document of the real app, linted by an outside tool
 * (Redocly CLI, its recommended rules and redocly.yaml). The document is made without listening on
 * a port: the routes are registered on an app over an empty in-memory database, and
 * @fastify/swagger builds it from them exactly as GET /api/openapi.json serves it.
 */
async function openApiDocument(): Promise<unknown> {
  const database = await createDatabase({ sqliteFile: ':memory:' });
  try {
    await migrateToLatest(database.db, database.dialect);
    const config = loadConfig({
      NODE_ENV: 'test',
      SQLITE_FILE: ':memory:',
      STATIC_DIR: '/nonexistent/utstyrsbod-static',
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp(config, { database });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await database.destroy();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'utstyrsbod-openapi-'));
try {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const config = fileURLToPath(new URL('../../../redocly.yaml', import.meta.url));
  const args = [cli, 'lint', file, '--config', config, '--format', 'stylish'];
  const lint = spawnSync(process.execPath, args, {
    stdio: 'inherit',
    // CI has no internet: no usage telemetry and no check for a newer CLI (both would call out).
    env: {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
    },
  });
  process.exitCode = lint.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
