import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The compiled server's directory, dist-server/, as `npm run build` writes it: the server
 * project's global setup (server-build-setup.ts) builds it once per run. main.js and the tools
 * (admin.js, backup.js, restore.js) are in it.
 */
export function compiledServer(): string {
  return join(root, 'dist-server');
}

export interface ServerRun {
  code: number | null;
  output: string;
}

/**
 * Runs `node <file>` (plain node, no tsx) with `env` until it exits; once its output matches
 * `until` it gets SIGTERM (its own shutdown) after `whileRunning` has run against it.
 */
export function runNode(
  file: string,
  env: Record<string, string>,
  until: RegExp = /Utstyrsbod is running at (\S+)/,
  whileRunning: (output: string) => Promise<void> = async () => {},
): Promise<ServerRun> {
  const child = spawn(process.execPath, ['--enable-source-maps', file], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let started = false;
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (started || !until.test(output)) return;
      started = true;
      whileRunning(output).then(
        () => child.kill('SIGTERM'),
        (error: unknown) => {
          child.kill('SIGKILL');
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => resolve({ code, output }));
  });
}
