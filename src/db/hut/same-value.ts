/**
 * Whether two stored values are equal as data: the same JSON-like structure, whatever the order
 * of object keys (a row read back from IndexedDB need not keep the order the server sent).
 * An absent key and `undefined` count as the same (server rows, parsed JSON, never hold
 * `undefined`). Only plain objects and arrays are compared by content: anything else (a Date, a
 * Blob) is equal only to itself, so a change to it is never skipped.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  if (!isPlain(a) || !isPlain(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  for (const key of keys) if (!sameValue(x[key], y[key])) return false;
  return true;
}

function isPlain(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
