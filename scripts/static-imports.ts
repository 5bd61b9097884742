import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const STATIC_IMPORT =
  /^\s*(?:(?:import|export)\s[^;]*?from\s+|import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * The project's own modules a file loads without a dynamic import(), itself included: what the
 * browser runs on every first visit when the file is the entry. Type-only imports are skipped.
 */
export function staticImportGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [resolve(entry)];
  while (queue.length > 0) {
    const file = queue.pop();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const spec = match[1];
      if (spec === undefined || /^\s*(import|export)\s+type\s/.test(match[0])) continue;
      const target = resolveImport(file, spec);
      if (target) queue.push(target);
    }
  }
  return seen;
}
