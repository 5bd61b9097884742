/**
 * One spelling of a JSON value, so a signature made on one machine can be checked on another
 * after the value was written to a file and parsed again: object keys sorted (by UTF-16 code
 * units, as Array.prototype.sort does everywhere), no whitespace, strings and numbers as
 * JSON.stringify writes them, and properties whose value is undefined left out as JSON does.
 * Only what JSON can hold is accepted: anything else (a non-finite number, a function, a
 * bigint, a Date, undefined in an array) throws, since it would not survive the round trip.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'string':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('canonicalJson: a non-finite number');
      return JSON.stringify(value);
    case 'object':
      return Array.isArray(value) ? canonicalArray(value) : canonicalObject(value);
    default:
      throw new TypeError(`canonicalJson: ${typeof value} is not JSON`);
  }
}

function canonicalArray(items: readonly unknown[]): string {
  return `[${items
    .map((item) => {
      if (item === undefined) throw new TypeError('canonicalJson: undefined in an array');
      return canonicalJson(item);
    })
    .join(',')}]`;
}

function canonicalObject(value: object): string {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    throw new TypeError('canonicalJson: only plain objects are JSON');
  }
  const record = value as Record<string, unknown>;
  const parts = Object.keys(record)
    .sort()
    .flatMap((key) =>
      record[key] === undefined ? [] : [`${JSON.stringify(key)}:${canonicalJson(record[key])}`],
    );
  return `{${parts.join(',')}}`;
}
