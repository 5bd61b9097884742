#!/usr/bin/env node
// `npm run test:server:node24`: the server tests on another Node.js LTS than the one running npm
// (CI runs everything on Node 22, and this on Node 24 on SQLite unless TEST_DIALECTS says more).
// That Node comes from the npm registry (the `node-linux-<arch>` package: the official binary),
// so nothing but npm is needed. The native
// addons (better-sqlite3 13, sharp) are Node-API builds, so the same node_modules serve both.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAJOR = process.env.NODE_TEST_MAJOR ?? '24';
const root = fileURLToPath(new URL('..', import.meta.url));
const runtime = join(root, 'node_modules', '.cache', `utstyrsbod-node${MAJOR}`);

if (platform() !== 'linux' || !['x64', 'arm64'].includes(arch())) {
  console.error(`Node ${MAJOR} from npm: only linux x64 and arm64 are prepared here.`);
  process.exit(1);
}

const nodePackage = `node-linux-${arch()}`;
const bin = join(runtime, 'node_modules', nodePackage, 'bin');
if (!existsSync(join(bin, 'node'))) {
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      runtime,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      `${nodePackage}@${MAJOR}`,
    ],
    { stdio: 'inherit', cwd: root },
  );
}
const node = join(bin, 'node');
console.log(`Server tests on Node ${execFileSync(node, ['--version']).toString().trim()}`);

// Vitest and every process the tests start (process.execPath, or `node` on the PATH) on it.
try {
  execFileSync(
    node,
    [
      join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--project',
      'server',
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
      cwd: root,
      // On SQLite: what differs between runtimes is the native addon (better-sqlite3) and Node's
      // own modules; the PostgreSQL half runs in the main run, on Node 22, and would double this.
      env: {
        ...process.env,
        TEST_DIALECTS: process.env.TEST_DIALECTS ?? 'sqlite',
        PATH: `${bin}:${process.env.PATH}`,
      },
    },
  );
} catch {
  process.exit(1);
}
