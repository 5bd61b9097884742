import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { layerRules } from './eslint.layers.js';

const tsconfig = fileURLToPath(new URL('./tsconfig.json', import.meta.url));

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'data', 'coverage', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, 'check-file': checkFile },
    settings: {
      // Follow .ts/.tsx imports too (no-cycle walks the whole import graph).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: tsconfig })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The offline catalogue's live read takes deps like useEffect: check them the same way.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useCatalogueQuery$' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Lazily injected Redux slices announce themselves by declaration merging
      // (interface LazyLoadedSlices extends WithSlice<typeof slice> {}).
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
      // A cycle, static or through import(), makes load order fragile; none is allowed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        // kebab-case; a leading number is fine (migrations: 0001-tables.ts).
        { '**/*.{ts,tsx,js,mjs,css}': '+([a-z0-9])*(-+([a-z0-9]))' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,sw,tests,scripts,docs}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  ...layerRules,
);
