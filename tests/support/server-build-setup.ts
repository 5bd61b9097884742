import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * vitest globalSetup of the server project: `dist-server/` as `npm run build` compiles it, once
 * per run, so tests run the operator's programs as production does (`npm run serve`, `npm run
 * admin`, `npm run backup`, `npm run restore`: plain node on the output), never a stale build.
 */
export default function setup(): void {
  execFileSync('npx', ['vite', 'build', '-c', 'vite.server.config.ts', '--logLevel', 'warn'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: 'inherit',
    // As `npm run build` runs it: Vitest's NODE_ENV=test must not reach the bundle.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
