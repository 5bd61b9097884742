import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer and naming rules must not rot silently: in a scratch copy of the repository, plant
 * one violation per rule and expect lint (and the worker's typecheck) to refuse each, while a
 * legal import beside them passes.
 */
const repo = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

interface Plant {
  rule: string;
  what: string;
  file: string;
  source: string;
}

const plants: Plant[] = [
  {
    what: 'src/shared imports a package other than zod and date-fns',
    rule: 'no-restricted-imports',
    file: 'src/shared/planted-package.ts',
    source: "import { useState } from 'react';\nexport const planted = useState;\n",
  },
  {
    what: 'src/shared imports client code',
    rule: 'import-x/no-restricted-paths',
    file: 'src/shared/planted-client.ts',
    source: "import { paths } from '../lib/paths';\nexport const planted = paths;\n",
  },
  {
    what: 'src/sync imports Redux',
    rule: 'no-restricted-imports',
    file: 'src/sync/planted-redux.ts',
    source:
      "import { createSlice } from '@reduxjs/toolkit';\nexport const planted = createSlice;\n",
  },
  {
    what: 'src/sync imports src/app',
    rule: 'import-x/no-restricted-paths',
    file: 'src/sync/planted-app.ts',
    source: "import { store } from '../app/store';\nexport const planted = store;\n",
  },
  {
    what: 'src/api imports src/app',
    rule: 'import-x/no-restricted-paths',
    file: 'src/api/planted-app.ts',
    source: "import { store } from '../app/store';\nexport const planted = store;\n",
  },
  {
    what: 'src/db imports a feature',
    rule: 'import-x/no-restricted-paths',
    file: 'src/db/planted-feature.ts',
    source: "import { sizeLabel } from '../features/stock';\nexport const planted = sizeLabel;\n",
  },
  {
    what: 'a feature reaches into another feature past its index.ts',
    rule: 'import-x/no-restricted-paths',
    file: 'src/features/cart/planted-deep.ts',
    source:
      "import { sizeLabel } from '../stock/stock-filter';\nexport const planted = sizeLabel;\n",
  },
  {
    what: 'shared UI imports the Redux state',
    rule: 'import-x/no-restricted-paths',
    file: 'src/components/ui/planted-state.ts',
    source:
      "import { useAppSelector } from '../../state/hooks';\nexport const planted = useAppSelector;\n",
  },
  {
    what: 'client code imports a server package',
    rule: 'no-restricted-imports',
    file: 'src/features/cart/planted-server.ts',
    source: "import Fastify from 'fastify';\nexport const planted = Fastify;\n",
  },
  {
    what: 'the server imports client code',
    rule: 'import-x/no-restricted-paths',
    file: 'src/server/planted-client.ts',
    source: "import { getDb } from '../db/database';\nexport const planted = getDb;\n",
  },
  {
    what: 'the worker imports a feature',
    rule: 'import-x/no-restricted-paths',
    file: 'sw/planted-feature.ts',
    source:
      "import { sizeLabel } from '../src/features/stock';\nexport const planted = sizeLabel;\n",
  },
  {
    what: 'two modules import each other',
    rule: 'import-x/no-cycle',
    file: 'src/lib/planted-cycle-a.ts',
    source: "import { b } from './planted-cycle-b';\nexport const a = () => b;\n",
  },
  {
    // Made part of the first visit below: the public catalogue's index.ts imports it.
    what: "a module of the public pages' first visit imports Dexie",
    rule: 'no-restricted-imports',
    file: 'src/features/catalogue/planted-first-visit.ts',
    source: "import Dexie from 'dexie';\nexport const planted = Dexie;\n",
  },
  {
    what: 'a file name that is not kebab-case',
    rule: 'check-file/filename-naming-convention',
    file: 'src/lib/plantedName.ts',
    source: 'export const planted = 1;\n',
  },
];

// The other half of the planted cycle.
const cycleCompanion = {
  file: 'src/lib/planted-cycle-b.ts',
  source: "import { a } from './planted-cycle-a';\nexport const b = () => a;\n",
};

// Legal imports: none of these may be reported.
const clean: Record<string, string> = {
  // A screen of the same feature loaded with import() may use Dexie.
  'src/features/catalogue/planted-lazy.ts':
    "import Dexie from 'dexie';\nexport const allowed = Dexie;\n",
  'src/features/cart/planted-allowed.ts':
    "import { sizeLabel } from '../stock';\nexport const allowed = sizeLabel;\n",
};

const warningFile = 'src/features/cart/planted-warning.tsx';
const warningSource = `import { useEffect, useState } from 'react';
export function Planted({ id }: { id: number }) {
  const [value, setValue] = useState(0);
  useEffect(() => setValue(id), []);
  return <p>{value}</p>;
}
`;

let scratch = '';

function plant(path: string, source: string): void {
  const target = join(scratch, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, source);
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'utstyrsbod-lint-'));
  for (const entry of ['src', 'sw', 'scripts'])
    cpSync(join(repo, entry), join(scratch, entry), { recursive: true });
  for (const file of ['package.json', 'tsconfig.json', 'eslint.config.js', 'eslint.layers.js']) {
    cpSync(join(repo, file), join(scratch, file));
  }
  symlinkSync(join(repo, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  for (const p of plants) plant(p.file, p.source);
  for (const [path, source] of Object.entries(clean)) plant(path, source);
  plant(cycleCompanion.file, cycleCompanion.source);
  const catalogueIndex = join(scratch, 'src/features/catalogue/index.ts');
  writeFileSync(
    catalogueIndex,
    `${readFileSync(catalogueIndex, 'utf8')}export { planted } from './planted-first-visit';\n`,
  );
  plant(warningFile, warningSource);
  plant('sw/planted-type-error.ts', "export const planted: number = 'not a number';\n");
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('lint refuses each planted violation', () => {
  let reports = new Map<string, string[]>();

  beforeAll(async () => {
    const eslint = new ESLint({ cwd: scratch });
    const files = [...plants.map((p) => p.file), ...Object.keys(clean)].map((f) =>
      join(scratch, f),
    );
    const results = await eslint.lintFiles(files);
    reports = new Map(
      results.map((r) => [
        r.filePath.slice(scratch.length + 1),
        r.messages.map((m) => m.ruleId ?? m.message),
      ]),
    );
  }, 60_000);

  it.each(plants)('$what ($rule)', ({ file, rule }) => {
    expect(reports.get(file)).toContain(rule);
  });

  it('lets legal imports pass', () => {
    for (const file of Object.keys(clean)) expect(reports.get(file), file).toEqual([]);
  });

  it('fails on a warning (--max-warnings 0)', async () => {
    const failed = await run('npx', ['eslint', '--max-warnings', '0', warningFile], {
      cwd: scratch,
    }).then(
      () => false,
      () => true,
    );
    expect(failed).toBe(true);
  }, 60_000);
});

describe('npm run typecheck covers the worker', () => {
  it('refuses a type error planted in sw/', async () => {
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.typecheck).toContain('tsc -p sw/tsconfig.json');
    const error = await run('npx', ['tsc', '-p', 'sw/tsconfig.json', '--noEmit'], {
      cwd: scratch,
    }).then(
      () => null,
      (e: { stdout?: string }) => e.stdout ?? '',
    );
    expect(error).toContain('planted-type-error.ts');
  }, 60_000);
});
