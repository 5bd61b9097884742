import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

/**
 * The server, compiled: `npm run build` writes it to dist-server/ beside the app in dist/, and
 * production runs it with plain `node` (`npm run serve`); tsx is for development only. Our own
 * code (server, shared contracts, the Norwegian texts) is bundled; packages stay imports of
 * node_modules, so native ones (better-sqlite3, sharp) load as they are installed.
 */
const external = [
  ...builtinModules,
  ...builtinModules.map((name) => `node:${name}`),
  ...Object.keys(packageJson.dependencies),
];

export default defineConfig({
  publicDir: false,
  // Everything not a runtime dependency is bundled (date-fns, for one, is a devDependency the
  // server shares with the app), so `npm ci --omit=dev` is enough to run the output.
  ssr: { noExternal: true },
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    reportCompressedSize: false,
    rollupOptions: {
      // The server and the operator's tools (docs/operations.md, docs/backup.md), each a program
      // run with plain node: npm run serve / admin / backup / restore.
      input: {
        main: 'src/server/main.ts',
        admin: 'src/server/tools/admin.ts',
        backup: 'src/server/tools/backup.ts',
        restore: 'src/server/tools/restore.ts',
      },
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
