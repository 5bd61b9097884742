import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of DESIGN.md. Relative imports that climb out of `root` are forbidden except
 * into the `allow` folders (siblings under src/). Patterns depend on how deep a file sits, so one
 * config block is made per depth.
 */
function boundary(root, allow, packages, message) {
  return Array.from({ length: 6 }, (_, depth) => {
    const up = '../'.repeat(depth + 1);
    // gitignore semantics: exclude every sibling, then re-include the allowed ones level by level.
    const reinclude = allow.flatMap((path) => {
      const parts = path.split('/');
      return parts.flatMap((_, i) => {
        const prefix = parts.slice(0, i + 1).join('/');
        return i < parts.length - 1 ? [`!${up}${prefix}`, `${up}${prefix}/*`] : [`!${up}${prefix}`];
      });
    });
    return {
      files: [`${root}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ group: [...new Set([`${up}*`, ...reinclude, ...packages])], message }] },
        ],
      },
    };
  });
}

const clientFolders = ['app', 'features', 'db', 'sync', 'api', 'shared', 'styles'];
const serverPackages = ['fastify', '@fastify/*', 'kysely', 'better-sqlite3', 'pg', 'node:*'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'coverage', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...boundary(
    'src/server',
    ['shared'],
    ['react', 'react-dom', 'dexie', 'dexie-react-hooks', '@reduxjs/*'],
    'The server imports only src/shared outside its own folder.',
  ),
  ...boundary(
    'src/shared',
    [],
    ['react', 'dexie', 'fastify', 'kysely', 'node:*'],
    'src/shared is pure: zod and date-fns only.',
  ),
  ...['app', 'features', 'db', 'sync', 'api'].flatMap((folder) =>
    boundary(
      `src/${folder}`,
      clientFolders,
      serverPackages,
      'Client code never imports the server.',
    ),
  ),
  ...boundary(
    'sw',
    ['src/shared', 'src/sync', 'src/db'],
    serverPackages,
    'The worker imports shared, sync and db only.',
  ),
);
