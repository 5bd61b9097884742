import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstVisitModules } from './scripts/static-imports.js';

/** Paths are taken from where this file is, so a scratch copy (tests/lint) checks itself. */
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The layers of docs/architecture.md and what each may import, enforced by lint. `may` lists the
 * other layers a layer may import from (its own folder is always allowed); `packages` is either
 * 'any' or the only npm packages it may use; `denyPackages` names packages it must not use.
 * tests/lint/lint-rules.test.ts plants one violation per rule and expects lint to refuse each.
 */
const client = ['src/shared', 'src/i18n', 'src/lib', 'src/state', 'src/db', 'src/sync', 'src/api'];
const ui = ['src/components'];
const react = ['react', 'react-dom', 'react-redux', 'react-router-dom', 'react-hook-form'];
const redux = ['@reduxjs/toolkit', 'react-redux'];
const serverOnly = ['fastify', 'fastify-plugin', '@fastify/*', 'kysely', 'better-sqlite3', 'pg'];

export const layers = {
  'src/shared': {
    may: [],
    packages: ['zod', 'date-fns'],
    message: 'src/shared is pure: it imports only zod and date-fns.',
  },
  'src/i18n': {
    may: ['src/shared'],
    packages: [],
    message: 'The text catalogue imports only src/shared (for the closed sets it labels).',
  },
  'src/lib': {
    may: ['src/shared'],
    packages: [],
    message: 'src/lib is plumbing without state or screens: it imports only src/shared.',
  },
  'src/state': {
    may: ['src/shared', 'src/i18n', 'src/lib'],
    packages: ['@reduxjs/toolkit', 'react-redux'],
    message: 'The app-wide Redux state imports shared, i18n and lib only.',
  },
  'src/db': {
    may: ['src/shared', 'src/i18n', 'src/lib', 'src/state'],
    denyPackages: [...serverOnly, 'react-router-dom', 'react-hook-form'],
    message: 'src/db imports no feature, app, api or sync code.',
  },
  'src/sync': {
    may: ['src/shared', 'src/i18n', 'src/db'],
    denyPackages: [...react, ...redux, 'dexie-react-hooks', ...serverOnly],
    message: 'src/sync runs in the service worker too: no React, Redux, app or feature code.',
  },
  'src/api': {
    may: ['src/shared', 'src/i18n', 'src/lib', 'src/state'],
    denyPackages: serverOnly,
    message: 'src/api never imports src/app or a feature (app/store.ts hooks the api up).',
  },
  'src/components': {
    may: ['src/shared', 'src/i18n', 'src/lib'],
    denyPackages: [...redux, 'dexie', 'dexie-react-hooks', ...serverOnly],
    message: 'Shared UI takes what it shows as props: no state, data or feature imports.',
  },
  'src/features': {
    may: [...client, ...ui],
    denyPackages: serverOnly,
    message: 'A feature never imports src/app or the server.',
  },
  'src/app': {
    may: [...client, ...ui, 'src/features', 'src/main.tsx'],
    denyPackages: serverOnly,
    message: 'Client code never imports the server.',
  },
  'src/server': {
    may: ['src/shared'],
    denyPackages: [...react, ...redux, 'dexie', 'dexie-react-hooks'],
    message: 'The server imports only src/shared outside its own folder.',
  },
  sw: {
    may: ['src/shared', 'src/i18n', 'src/sync', 'src/db'],
    denyPackages: [...react, ...redux, 'dexie-react-hooks', ...serverOnly],
    message: 'The worker imports shared, i18n, sync and db only.',
  },
};

/** Top-level places imports can point at; a layer may reach only those in its `may` list. */
const places = [...Object.keys(layers), 'src/main.tsx', 'src/styles', 'tests'];

const features = readdirSync(`${root}src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const escape = (name) => name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+');
const packageRegex = (names) => `^(${names.map(escape).join('|')})(/.*)?$`;

function installedPackages() {
  const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
}

/** Test tools (and Node's own modules) stay allowed in unit tests beside the code. */
const testTools = ['vitest', 'fake-indexeddb', 'fast-check', 'typescript'];

function packageRule(layer, forTests) {
  const allowed = [...(layer.packages ?? []), ...(forTests ? testTools : [])];
  const denied =
    layer.packages === undefined
      ? layer.denyPackages
      : installedPackages().filter((name) => !allowed.includes(name));
  const builtins = layer.packages === undefined || forTests ? [] : builtinModules;
  const patterns = [];
  if (denied.length > 0) patterns.push({ regex: packageRegex(denied), message: layer.message });
  if (builtins.length > 0) {
    patterns.push({
      regex: `^(node:.*|${builtins.map(escape).join('|')})$`,
      message: layer.message,
    });
  }
  return patterns.length > 0 ? { 'no-restricted-imports': ['error', { patterns }] } : {};
}

function zonesOf(folder, layer) {
  return places
    .filter((place) => place !== folder && !layer.may.includes(place))
    .map((place) => ({ target: `./${folder}`, from: `./${place}`, message: layer.message }));
}

/** A feature reaches another only through that feature's index.ts. */
const featureZones = features.flatMap((feature) =>
  features
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./src/features/${feature}`,
      from: `./src/features/${other}`,
      except: ['./index.ts'],
      message: `A feature reaches another only through its index.ts (import '../${other}').`,
    })),
);

/**
 * A family's first visit to the public pages loads no Dexie (issue 29): every module in the
 * static graph of src/main.tsx and the public catalogue (scripts/static-imports.js) is refused
 * 'dexie' and 'dexie-react-hooks'. Such a module reads the catalogue through src/db/catalogue
 * (idb), or loads what needs Dexie with import(). The error shows where Dexie is imported; the
 * module is in the graph because something on the first visit imports it statically.
 * ESLint keeps one set of options per rule and file, so these entries repeat the file's layer
 * patterns (packageRule) and add Dexie to them.
 */
const firstVisitMessage =
  'Loaded on the first visit of the public pages (static imports from src/main.tsx or ' +
  'src/features/catalogue/index.ts): no Dexie there. Read the catalogue through ' +
  'src/db/catalogue, or import() what needs Dexie.';

function layerOf(file) {
  return Object.keys(layers)
    .filter((folder) => file.startsWith(`${folder}/`))
    .sort((a, b) => b.length - a.length)[0];
}

const firstVisitRules = [...firstVisitModules(root)]
  .map((file) => relative(root, file).split('\\').join('/'))
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => {
    const folder = layerOf(file);
    const layerPatterns =
      folder === undefined
        ? []
        : (packageRule(layers[folder], false)['no-restricted-imports']?.[1].patterns ?? []);
    return {
      files: [file],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...layerPatterns,
              { regex: packageRegex(['dexie', 'dexie-react-hooks']), message: firstVisitMessage },
            ],
          },
        ],
      },
    };
  });

export const layerRules = [
  ...Object.entries(layers).flatMap(([folder, layer]) => [
    {
      files: [`${folder}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.ts'],
      rules: packageRule(layer, false),
    },
    { files: [`${folder}/**/*.test.ts`], rules: packageRule(layer, true) },
  ]),
  ...firstVisitRules,
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...Object.entries(layers).flatMap(([folder, layer]) => zonesOf(folder, layer)),
            ...featureZones,
          ],
        },
      ],
    },
  },
];
