import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
let built: string | null = null;

/**
 * The server as `npm run build` compiles it (vite.server.config.ts), built once per test file
 * into node_modules/.cache so its package imports resolve from the repository's node_modules, as
 * dist-server/ does. Answers the output directory (main.js and the tools beside it).
 */
export async function compiledServer(): Promise<string> {
  if (built) return built;
  const cache = join(root, 'node_modules', '.cache', 'utstyrsbod-server');
  await mkdir(cache, { recursive: true });
  const out = mkdtempSync(join(cache, 'build-'));
  execFileSync(
    'npx',
    ['vite', 'build', '-c', 'vite.server.config.ts', '--outDir', out, '--logLevel', 'warn'],
    // As `npm run build` runs it: Vitest's NODE_ENV=test would otherwise reach the bundle.
    { cwd: root, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } },
  );
  built = out;
  return out;
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
