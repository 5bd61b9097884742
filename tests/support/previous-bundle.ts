import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The bundle the product shipped before op versions (protocol 1: Dexie schema 9, loan.extend
 * with `newDate`, ops without `v`), built from that commit of this repository's history, so an
 * upgrade test runs the code real tablets ran, not an imitation of it.
 */
export const PROTOCOL_1_COMMIT = 'aab29b4';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds (once; kept in node_modules/.cache) the app as it was at `commit`, with today's
 * node_modules, and answers its directory. Needs the repository's history (a full clone).
 */
export async function previousBundle(commit: string = PROTOCOL_1_COMMIT): Promise<string> {
  const out = join(root, 'node_modules', '.cache', 'utstyrsbod-bundles', commit);
  if (existsSync(join(out, 'index.html'))) return out;
  haveCommit(commit);
  const source = await mkdtemp(join(tmpdir(), `utstyrsbod-${commit}-`));
  try {
    execFileSync('sh', ['-c', `git -C "${root}" archive ${commit} | tar -x -C "${source}"`], {
      stdio: 'inherit',
    });
    await symlink(join(root, 'node_modules'), join(source, 'node_modules'), 'dir');
    // Built as it shipped: Vitest runs with NODE_ENV=test, which Vite would otherwise keep, giving
    // React's development build and no service worker registration.
    execFileSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: source,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } finally {
    await rm(source, { recursive: true, force: true });
  }
  return out;
}

/** A shallow clone lacks the commit: fetch the history once, or say plainly what is missing. */
function haveCommit(commit: string): void {
  const has = () => {
    try {
      execFileSync('git', ['-C', root, 'cat-file', '-e', `${commit}^{commit}`], {
        stdio: 'ignore',
      });
      return true;
    } catch {
      return false;
    }
  };
  if (has()) return;
  try {
    execFileSync('git', ['-C', root, 'fetch', '--quiet', '--unshallow'], { stdio: 'inherit' });
  } catch {
    // Not shallow, or no remote to fetch from: the check below says what is missing.
  }
  if (!has()) {
    throw new Error(
      `Commit ${commit} (the bundle before op versions) is not in this clone: clone the whole history.`,
    );
  }
}
