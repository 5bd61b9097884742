import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { compiledServer, runNode } from '../support/compiled-server';
import { openTestDatabase, testDialects } from '../support/test-databases';

/**
 * Issue 32: production runs the compiled server with plain `node`, on what `npm ci --omit=dev`
 * installs. The bundle may import only runtime dependencies and Node's own modules; everything
 * else (our code, the shared contracts, date-fns) is inside it.
 */
const out = compiledServer();

const packageOf = (id: string) =>
  id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : (id.split('/')[0] ?? id);

describe('the compiled server', () => {
  it('imports only runtime dependencies and Node built-ins', () => {
    const files = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.js'),
    );
    expect(files).toContain('main.js');
    const imported = new Set<string>();
    for (const file of files) {
      const code = readFileSync(join(out, file), 'utf8');
      for (const m of code.matchAll(/^\s*import\s[^;]*?from\s*"([^"]+)";?$/gm)) {
        if (m[1] && !m[1].startsWith('.') && !m[1].startsWith('node:')) imported.add(m[1]);
      }
    }
    const runtime = new Set(Object.keys(packageJson.dependencies));
    const outside = [...imported].filter((id) => !runtime.has(packageOf(id)));
    expect(outside).toEqual([]);
    expect([...imported].map(packageOf)).toContain('fastify');
    // Development tools stay development dependencies.
    expect(runtime.has('tsx')).toBe(false);
    expect(packageJson.scripts.serve).toMatch(/^node\b.*dist-server\/main\.js$/);
  });

  it.each(testDialects)(
    'starts in production with plain node on an empty %s database and answers ready',
    async (dialect) => {
      const database = await openTestDatabase(dialect, { bare: true });
      try {
        let ready: unknown = null;
        const run = await runNode(
          join(out, 'main.js'),
          {
            NODE_ENV: 'production',
            PORT: '0',
            HOST: '127.0.0.1',
            LOG_LEVEL: 'info',
            STATIC_DIR: '/nonexistent/utstyrsbod-static',
            ...(database.url
              ? { DATABASE_URL: database.url }
              : { SQLITE_FILE: database.file ?? '' }),
          },
          undefined,
          async (output) => {
            const url = /Utstyrsbod is running at (http:\/\/[\w.:[\]]+)/.exec(output)?.[1] ?? '';
            const answer = await fetch(`${url}/api/ready`);
            ready = { status: answer.status, body: await answer.json() };
          },
        );
        expect(ready).toEqual({
          status: 200,
          body: { ready: true, checks: { database: 'ok', migrations: 'ok', jobs: 'ok' } },
        });
        expect(run.code).toBe(0);
      } finally {
        await database.destroy();
      }
    },
    60_000,
  );
});
