import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { staticImportGraph } from './scripts/static-imports';

const API_TARGET = 'http://localhost:8080';

/**
 * Vendor code in its own long-lived chunks, so an app release does not invalidate it. A group
 * also takes the dependencies of what it captures, so the higher priority goes to the group
 * that must keep its modules: React before everything that imports it, the Redux core before
 * RTK Query. RTK Query has a group of its own because it is loaded on demand; inside the Redux
 * group it would be loaded with the store at start-up.
 */
/**
 * What every visit loads: the entry's own imports, and what the public pages (the catalogue, the
 * first thing most visitors see) need from outside their feature folder.
 */
const catalogueFolder = `${process.cwd()}/src/features/catalogue/`;
const shellModules = new Set([
  ...staticImportGraph('src/main.tsx'),
  ...[...staticImportGraph('src/features/catalogue/index.ts')].filter(
    (file) => !file.startsWith(catalogueFolder),
  ),
]);

/**
 * The public pages' own code, as one chunk: screens loaded on their own (the product page) take
 * what they share with it from it, instead of splitting the shared part into another small chunk.
 */
const catalogueModules = new Set(
  [...staticImportGraph('src/features/catalogue/index.ts')].filter((file) =>
    file.startsWith(catalogueFolder),
  ),
);

const vendorGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 50,
  },
  {
    name: 'vendor-redux',
    test: /node_modules[\\/](@reduxjs[\\/]toolkit[\\/](?!dist[\\/]query[\\/])|redux[\\/]|react-redux[\\/]|immer[\\/]|reselect[\\/]|redux-thunk[\\/]|use-sync-external-store[\\/])/,
    priority: 40,
  },
  {
    name: 'vendor-rtk-query',
    test: /node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/,
    priority: 30,
  },
  { name: 'vendor-dexie', test: /node_modules[\\/](dexie|dexie-react-hooks)[\\/]/, priority: 20 },
  { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
  {
    // Every visit needs these; the ones later screens share would otherwise each become a tiny
    // chunk of their own, which gzip worse and cost a request each.
    name: 'app-shell',
    test: (id: string) => shellModules.has(id.split('?')[0] ?? id),
    priority: 2,
  },
  {
    name: 'catalogue',
    test: (id: string) => catalogueModules.has(id.split('?')[0] ?? id),
    // Below the shell: a group takes its modules' dependencies too, and those stay in the shell.
    priority: 1,
  },
];

export default defineConfig({
  // React and React DOM as they are: no alias, shim or substitute (tests/build/react.test.ts).
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // Vite 8: an ES-module worker build fails to register ("script evaluation failed").
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      },
      devOptions: { enabled: false },
      // globPatterns already precache every icon; listing them again would duplicate entries.
      includeManifestIcons: false,
      manifest: {
        name: 'Utstyrsbod',
        short_name: 'Utstyrsbod',
        description:
          'Lån sports- og friluftsutstyr gratis fra utstyrsboder i nærheten. Finn utstyr, se hva som er ledig og lån enkelt.',
        lang: 'nb',
        start_url: '/hjem',
        scope: '/',
        display: 'standalone',
        theme_color: '#1b5e3b',
        background_color: '#f7f5ef',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
  ],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
  server: {
    proxy: {
      '/api': API_TARGET,
      '/csrf-cookie': API_TARGET,
    },
  },
});
