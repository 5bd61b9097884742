/**
 * PostgreSQL refuses text it cannot store: U+0000 in a text value (SQLSTATE 22021,
 * character_not_in_repertoire, "invalid byte sequence for encoding UTF8: 0x00") or a character
 * the database encoding lacks (22P05, untranslatable_character). Both mean bad input, not a
 * broken server. The contracts refuse control characters before they get this far; this is the
 * defence behind them.
 */
const ENCODING_CODES: ReadonlySet<string> = new Set(['22021', '22P05']);

export function isEncodingError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return typeof error.code === 'string' && ENCODING_CODES.has(error.code);
}
