import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'sw/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/build/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // Component tests beside the components: React DOM in jsdom, Dexie on fake-indexeddb.
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // One jsdom and module graph per worker, not per file (a third of the time): each test
          // starts clean through src/test (a fresh store per render, seedAppDb, unmounting), so
          // component tests mock no module (vi.mock) and keep nothing between tests.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/server-build-setup.ts', 'tests/support/pg-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Two files at a time: each opens databases of its own (a SQLite file, a PostgreSQL
          // database made from a template), so they share nothing but the machine's two cores.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Two files at a time: each starts its own server (a fresh SQLite file, a free port) and
          // Chromium, with a fresh browser context per test.
          maxWorkers: 2,
        },
      },
    ],
  },
});
