#!/usr/bin/env node
// `npm run test:server:node22`: the server tests on Node.js 22 LTS, whatever Node runs npm.
// Node 22 comes from the npm registry (the `node-linux-<arch>` package: the official binary and
// its headers), so nothing but npm is needed. better-sqlite3 is a native addon built against one
// Node ABI: the tests run in a copy of the working tree whose node_modules are hard links to
// ours except better-sqlite3, compiled there for Node 22 (and kept for the next run).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAJOR = process.env.NODE_TEST_MAJOR ?? '22';
const root = fileURLToPath(new URL('..', import.meta.url));
const cache = join(root, 'node_modules', '.cache', `utstyrsbod-node${MAJOR}`);
const run = (file, args, options = {}) =>
  execFileSync(file, args, { stdio: 'inherit', cwd: root, ...options });

if (platform() !== 'linux' || !['x64', 'arm64'].includes(arch())) {
  console.error(`Node ${MAJOR} from npm: only linux x64 and arm64 are prepared here.`);
  process.exit(1);
}

// 1. Node itself.
const nodePackage = `node-linux-${arch()}`;
const nodeDir = join(cache, 'runtime', 'node_modules', nodePackage);
const node = join(nodeDir, 'bin', 'node');
if (!existsSync(node)) {
  run('npm', [
    'install',
    '--prefix',
    join(cache, 'runtime'),
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    `${nodePackage}@${MAJOR}`,
  ]);
}
const version = execFileSync(node, ['--version']).toString().trim();
console.log(`Server tests on Node ${version}`);

// 2. The working tree, as git sees it (tracked and new files, nothing ignored).
const tree = join(cache, 'tree');
rmSync(tree, { recursive: true, force: true });
mkdirSync(tree, { recursive: true });
execFileSync(
  'sh',
  [
    '-c',
    `git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "${tree}"`,
  ],
  { cwd: root, stdio: 'inherit' },
);

// 3. node_modules: hard links (cheap, read-only use), better-sqlite3 a real copy built for Node 22.
const modules = join(tree, 'node_modules');
mkdirSync(modules);
for (const entry of readdirSync(join(root, 'node_modules'))) {
  if (entry === '.cache' || entry === 'better-sqlite3') continue;
  run('cp', ['-al', join(root, 'node_modules', entry), modules]);
}
const sqlite = join(modules, 'better-sqlite3');
cpSync(join(root, 'node_modules', 'better-sqlite3'), sqlite, { recursive: true });
const sqliteVersion = JSON.parse(
  execFileSync(node, ['-p', 'JSON.stringify(require("./package.json").version)'], { cwd: sqlite }),
);
const addon = join(cache, 'addons', `better-sqlite3-${sqliteVersion}-${version}.node`);
const built = join(sqlite, 'build', 'Release', 'better_sqlite3.node');
rmSync(join(sqlite, 'build'), { recursive: true, force: true });
if (!existsSync(addon)) {
  // npm's own node-gyp, pointed at Node 22's headers (shipped in the same package), so it
  // downloads nothing.
  run('npm', ['rebuild', 'better-sqlite3', '--build-from-source', `--nodedir=${nodeDir}`], {
    cwd: tree,
    env: { ...process.env, PATH: `${join(nodeDir, 'bin')}:${process.env.PATH}` },
  });
  mkdirSync(join(cache, 'addons'), { recursive: true });
  cpSync(built, addon);
} else {
  mkdirSync(join(sqlite, 'build', 'Release'), { recursive: true });
  cpSync(addon, built);
}

// 4. The server tests, with Node 22 running Vitest and every process it starts.
try {
  run(
    node,
    [join(modules, 'vitest', 'vitest.mjs'), 'run', '--project', 'server', ...process.argv.slice(2)],
    {
      cwd: tree,
      env: { ...process.env, PATH: `${join(nodeDir, 'bin')}:${process.env.PATH}` },
    },
  );
} catch {
  process.exit(1);
}
