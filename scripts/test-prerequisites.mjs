#!/usr/bin/env node
// The first step of `npm test`: what the tests need from the machine beyond node_modules.
// Chromium (the e2e tests drive Debian's build through playwright-core; no browser downloads),
// a font (layout and contrast checks need real glyphs) and PostgreSQL's server binaries (the
// server tests start a throwaway cluster; TEST_DATABASE_URL or PG_BIN point elsewhere instead).
// On Debian, as root or with passwordless sudo, it installs what is missing with apt-get, as a
// newcomer's first command needs nothing but npm; otherwise it says in one line what to do.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';
const env = process.env;
const isRoot = process.getuid?.() === 0;

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const pgBinaries = () =>
  existsSync(PG_ROOT) &&
  readdirSync(PG_ROOT).some((version) => existsSync(join(PG_ROOT, version, 'bin', 'initdb')));
const postgresUser = () => spawnSync('id', ['postgres'], { stdio: 'ignore' }).status === 0;

/** What is missing, as Debian packages (the first name of a pair is tried first). */
function missingPackages() {
  const missing = [];
  if (!existsSync(env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push(['chromium']);
  if (!existsSync('/usr/share/fonts/truetype/dejavu')) missing.push(['fonts-dejavu-core']);
  if (!env.TEST_DATABASE_URL && !env.PG_BIN) {
    if (!pgBinaries()) missing.push(['postgresql-15', 'postgresql']);
    // As root the cluster runs as the postgres user (PostgreSQL refuses root), through runuser.
    else if (isRoot && !postgresUser()) missing.push(['postgresql-15', 'postgresql']);
    if (isRoot && !has('runuser')) missing.push(['util-linux']);
  }
  return missing;
}

function canInstall() {
  if (!has('apt-get')) return null;
  if (isRoot) return [];
  if (has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) {
    return ['sudo', '-n'];
  }
  return null;
}

function install(prefix, packages) {
  const run = (args) => {
    const [file, ...rest] = [...prefix, ...args];
    execFileSync(file, rest, {
      stdio: 'inherit',
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  run(['apt-get', 'update']);
  for (const choices of packages) {
    const done = choices.some((name) => {
      try {
        run(['apt-get', 'install', '-y', '--no-install-recommends', name]);
        return true;
      } catch {
        return false;
      }
    });
    if (!done) throw new Error(`apt-get could not install ${choices.join(' or ')}`);
  }
}

const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `npm test needs Node.js 22 or 24 (LTS); this is Node ${process.versions.node} (README, "Runtimes").`,
  );
  process.exit(1);
}

const missing = missingPackages();
if (missing.length === 0) process.exit(0);

const names = missing.map((choices) => choices[0]).join(' ');
const prefix = canInstall();
if (prefix) {
  console.log(`npm test: installing what the tests need: ${names}`);
  try {
    install(prefix, missing);
  } catch (error) {
    console.error(`npm test: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (missingPackages().length === 0) process.exit(0);
}
console.error(
  `npm test needs ${names}: install them (Debian: sudo apt-get install -y ${names}), or set CHROMIUM_PATH to a Chromium and TEST_DATABASE_URL to a PostgreSQL the tests may create databases in.`,
);
process.exit(1);
