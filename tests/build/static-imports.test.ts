import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staticImportGraph } from '../../scripts/static-imports';

const dir = mkdtempSync(join(tmpdir(), 'utstyrsbod-graph-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(path: string, source: string): string {
  const full = join(dir, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, source);
  return full;
}

describe('staticImportGraph (the app-shell chunk of vite.config.ts)', () => {
  it('follows static imports and re-exports, not import() or type-only imports', () => {
    const main = file(
      'main.tsx',
      [
        "import { a } from './a';",
        "import type { T } from './types';",
        "export { b } from './lib';",
        "const lazy = () => import('./lazy');",
        'export const x = [a, lazy];',
        'export type { T };',
      ].join('\n'),
    );
    const a = file('a.ts', "import './style.css';\nexport const a = 1;\n");
    const style = file('style.css', '.a {}\n');
    const lib = file('lib/index.ts', "export { b } from './b';\n");
    const b = file('lib/b.ts', 'export const b = 2;\n');
    file('types.ts', 'export type T = number;\n');
    file('lazy.ts', 'export const lazy = 3;\n');
    expect([...staticImportGraph(main)].sort()).toEqual([a, b, lib, main, style].sort());
  });
});
