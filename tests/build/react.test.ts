import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The product is React: `react`, `react-dom`, `react-dom/client` and the JSX runtime resolve to
 * React's own packages in the app's build, with no alias, shim or substitute, and `preact` is not
 * installed for anything in src/ to reach. (The e2e project checks the built chunk too:
 * tests/e2e/react-build.test.ts.)
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const entry = fileURLToPath(new URL('../../src/main.tsx', import.meta.url));

describe('React in the build', () => {
  it('resolves React’s entry points to React’s own packages', async () => {
    const config = await resolveConfig({ root, configFile: `${root}/vite.config.ts` }, 'build');
    expect(config.resolve.alias.map((a) => String(a.find))).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/react/)]),
    );
    const resolve = config.createResolver();
    const packages: [string, RegExp][] = [
      ['react', /node_modules\/react\/index\.js$/],
      ['react-dom', /node_modules\/react-dom\/index\.js$/],
      ['react-dom/client', /node_modules\/react-dom\/client\.js$/],
      ['react/jsx-runtime', /node_modules\/react\/jsx-runtime\.js$/],
    ];
    for (const [name, where] of packages) {
      expect(await resolve(name, entry), name).toMatch(where);
    }
  });

  it('has no preact for src/ to reach', () => {
    const require = createRequire(entry);
    for (const name of ['preact', 'preact/compat']) {
      expect(() => require.resolve(name), name).toThrow();
    }
  });
});
