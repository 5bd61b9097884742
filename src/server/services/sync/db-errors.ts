/**
 * Driver errors the sync runner reacts to. Both drivers put a string `code` on their errors:
 * pg uses SQLSTATE, better-sqlite3 the extended result code name.
 */
function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** A primary-key or unique index refused a row: someone else inserted it first. */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}

/**
 * Worth running the whole transaction again: a PostgreSQL deadlock or serialization failure
 * (two ops locking the same loans and units in a different order), or SQLite busy when another
 * process holds the write lock longer than busy_timeout.
 */
export function isTransient(error: unknown): boolean {
  const code = codeOf(error);
  return code === '40P01' || code === '40001' || code?.startsWith('SQLITE_BUSY') === true;
}
