import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '../support/e2e-ports';

export interface Running {
  baseURL: string;
  stop(): Promise<void>;
}

const root = new URL('../../', import.meta.url);

/** Keeps the last output lines of a child, to explain a failed start. */
function tail(child: ChildProcess): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

async function waitForHttp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode} before answering:\n${output()}`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    // Often enough that the moment the server answers is known to within 50 ms (reconnect-bench).
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not answer ${url} within 90 s:\n${output()}`);
}

/** Where the real server keeps its data, and anything else it should be started with. */
export interface AppProcessOptions {
  staticDir: string;
  /** One of the two: an existing SQLite file, or a PostgreSQL database. */
  sqliteFile?: string;
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
}

/**
 * The real server (src/server/main.ts) as its own process, on an existing SQLite file; on a given
 * port to restart a stopped one where its pages expect it.
 */
export async function startAppProcess(
  sqliteFile: string,
  staticDir: string,
  port?: number,
): Promise<Running> {
  return startServer({ sqliteFile, staticDir, ...(port === undefined ? {} : { port }) });
}

/** The real server as its own process, on SQLite or PostgreSQL; `pid` for its memory figures. */
export async function startServer(options: AppProcessOptions): Promise<Running & { pid: number }> {
  const port = options.port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...(options.sqliteFile ? { SQLITE_FILE: options.sqliteFile } : {}),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      STATIC_DIR: options.staticDir,
      SEED_DEMO: '0',
      ALLOWED_ORIGINS: baseURL,
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = tail(child);
  try {
    await waitForHttp(`${baseURL}/api/public/data`, child, output);
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  return { baseURL, pid: child.pid ?? 0, stop: () => stopChild(child) };
}

/** The bare node:http baseline answering `bodyFile` to everything. */
export async function startBareProcess(bodyFile: string): Promise<Running> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/perf/bare-server.ts', bodyFile],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output = tail(child);
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const m = /listening (\d+)/.exec(chunk.toString());
      if (m) {
        child.stdout?.off('data', onData);
        resolve(Number(m[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`bare server exited (${code}):\n${output()}`)));
  });
  return { baseURL: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}
