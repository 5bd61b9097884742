import { join } from 'node:path';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { compiledServer } from '../../support/compiled-server';

/** Real API processes of a test (the compiled server, as production runs it), each stopped by stopServerProcesses. */
const children: ChildProcess[] = [];

/** Starts one on the SQLite file or PostgreSQL URL; resolves with its address once it listens. */
export function startServerProcess(
  database: { file?: string; url?: string },
  env: Record<string, string> = {},
): Promise<string> {
  const child = spawn(process.execPath, [join(compiledServer(), 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      STATIC_DIR: '/nonexistent/utstyrsbod-static',
      ...(database.url ? { DATABASE_URL: database.url } : { SQLITE_FILE: database.file ?? '' }),
      ...env,
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

/** Stops them (SIGTERM: their own shutdown) and waits until each has exited. */
export function stopServerProcesses(): Promise<unknown> {
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
