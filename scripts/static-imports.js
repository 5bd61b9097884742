// Plain JavaScript (typed by static-imports.d.ts): vite.config.ts and eslint.layers.js both use
// it, and ESLint loads its configuration without a TypeScript loader.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const STATIC_IMPORT =
  /^\s*(?:(?:import|export)\s[^;]*?from\s+|import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** @param {string} from @param {string} spec @returns {string | null} */
function resolveImport(from, spec) {
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
 * @param {string} entry
 * @returns {Set<string>} absolute paths
 */
export function staticImportGraph(entry) {
  /** @type {Set<string>} */
  const seen = new Set();
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

/**
 * What a family's first visit to the public pages runs: the entry's static graph and the public
 * catalogue's (its screens are the first thing most visitors see). The chunks of vite.config.ts
 * and the "no Dexie on the first visit" lint rule (eslint.layers.js) are both drawn from it.
 * @param {string} root the repository's folder
 * @returns {Set<string>} absolute paths
 */
export function firstVisitModules(root) {
  return new Set([
    ...staticImportGraph(resolve(root, 'src/main.tsx')),
    ...staticImportGraph(resolve(root, 'src/features/catalogue/index.ts')),
  ]);
}
