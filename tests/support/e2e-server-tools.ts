import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { DATABASE_EPOCH_NAME } from '../../src/server/services/sync/database-epoch';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ToolRun {
  code: number | null;
  output: string;
}

/**
 * One of the operator's programs (src/server/tools/<name>.ts) run as its own process, as
 * `npm run backup` / `npm run restore` run their compiled copies: a process apart from the
 * server, so the backup reads a database another process writes, and the restore finds out for
 * itself whether a server still has the file open.
 */
export function runServerTool(
  name: 'backup' | 'restore',
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<ToolRun> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', `src/server/tools/${name}.ts`, ...args],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The database's epoch (docs/sync-protocol.md, "After a restore"), as the server answers it. */
export async function databaseEpoch(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', DATABASE_EPOCH_NAME)
    .executeTakeFirst();
  return row?.value;
}
