import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built app (npx vite build); e2e tests and the benchmark serve it through the real server. */
// E2E_DIST_DIR: run the e2e tests against another build (e.g. one made in /tmp while dist/ is in use).
export const distDir =
  process.env.E2E_DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url));

export function assertBuilt(staticDir = distDir): void {
  if (!existsSync(join(staticDir, 'index.html'))) {
    throw new Error(`No built app in ${staticDir}: run "npx vite build" (npm run test:e2e does).`);
  }
}
