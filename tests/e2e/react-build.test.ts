import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertBuilt, distDir } from '../support/e2e-dist';

/**
 * The build every e2e test runs against is React's: the vendor chunk holds React DOM itself
 * (its version string) and nothing of Preact. tests/build/react.test.ts checks the resolution.
 */
describe('the built app', () => {
  it('runs on React DOM', () => {
    assertBuilt();
    const assets = join(distDir, 'assets');
    const vendor = readdirSync(assets).filter((f) => /^vendor-react-.*\.js$/.test(f));
    expect(vendor).toHaveLength(1);
    const code = readFileSync(join(assets, vendor[0] ?? ''), 'utf8');
    const version = (
      createRequire(import.meta.url)('react-dom/package.json') as { version: string }
    ).version;
    // React DOM's `version` export, in whatever quotes the minifier chose.
    const quoted = ['"', "'", '`'].map((q) => `version=${q}${version}${q}`);
    expect(
      quoted.some((v) => code.includes(v)),
      `React DOM ${version} in ${vendor[0]}`,
    ).toBe(true);
    for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
      const preact = /preact/i.test(readFileSync(join(assets, file), 'utf8'));
      expect(preact, `Preact in ${file}`).toBe(false);
    }
  });
});
