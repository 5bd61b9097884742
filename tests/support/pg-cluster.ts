import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PostgreSQL server for tests: `url` points at its maintenance database as a superuser. */
export interface PgCluster {
  url: string;
  /** True when this process started the cluster (and stop() removes it). */
  owned: boolean;
  stop(): Promise<void>;
}

const ROLE = 'utstyrsbod_test';
const PG_ROOT = '/usr/lib/postgresql';

/** Starts a throwaway cluster, or returns TEST_DATABASE_URL when it is set. */
export async function startPgCluster(env: NodeJS.ProcessEnv = process.env): Promise<PgCluster> {
  const external = env.TEST_DATABASE_URL;
  if (external) return { url: external, owned: false, stop: () => Promise.resolve() };

  const bin = findPgBin(env);
  // PostgreSQL refuses to run as root: as root, run every PG binary as the postgres user.
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]): void => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]]
      : [join(bin, cmd), args];
    execFileSync(file, argv, { stdio: 'pipe', timeout: 120_000 });
  };

  const dir = mkdtempSync(join(tmpdir(), 'utstyrsbod-pg-'));
  const data = join(dir, 'data');
  const password = randomBytes(12).toString('hex');
  const pwFile = join(dir, 'pwfile');
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    chownSync(pwFile, uid, gid);
  }

  let started = false;
  const stopSync = (): void => {
    if (started) {
      try {
        run('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
      } catch {
        // Already gone; removing the folder below is what matters.
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // A crashed or interrupted run must not leave a postmaster behind.
  process.once('exit', stopSync);

  try {
    run('initdb', [
      '-D',
      data,
      '-U',
      ROLE,
      `--pwfile=${pwFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    const port = await startOnFreePort((p) =>
      run('pg_ctl', [
        'start',
        '-D',
        data,
        '-w',
        '-t',
        '60',
        '-l',
        join(dir, 'postgres.log'),
        '-o',
        [
          `-p ${p}`,
          '-c listen_addresses=127.0.0.1',
          `-c unix_socket_directories=${dir}`,
          // Test data is disposable: trade durability for speed.
          '-c fsync=off',
          '-c synchronous_commit=off',
          '-c full_page_writes=off',
          '-c max_connections=200',
        ].join(' '),
      ]),
    );
    started = true;
    const url = `postgres://${ROLE}:${password}@127.0.0.1:${port}/postgres`;
    return {
      url,
      owned: true,
      stop: () => {
        process.removeListener('exit', stopSync);
        stopSync();
        return Promise.resolve();
      },
    };
  } catch (error) {
    process.removeListener('exit', stopSync);
    stopSync();
    throw new Error(`Could not start a PostgreSQL test cluster: ${describe(error)}`, {
      cause: error,
    });
  }
}

function findPgBin(env: NodeJS.ProcessEnv): string {
  if (env.PG_BIN) return env.PG_BIN;
  const versions = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT)
        .filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) throw new Error(`No PostgreSQL binaries under ${PG_ROOT} (set PG_BIN)`);
  return join(PG_ROOT, newest, 'bin');
}

/** Another process may take the port between probing and binding: retry a few times. */
async function startOnFreePort(start: (port: number) => void): Promise<number> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    try {
      start(port);
      return port;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'stderr' in error) {
    const stderr = String(error.stderr).trim();
    if (stderr) return stderr;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Whether the run is in CI, where PostgreSQL tests must never be skipped. */
export function isCi(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CI === 'true' || env.CI === '1';
}
