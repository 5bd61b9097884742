/**
 * How staff name a unit when typing: its number as the label prints it ("nr. 1541", also "1541"
 * or "#1541"), the fallback when a worn label no longer scans; and whether a text has the shape
 * of a label code (U, then the base-32 id and its check symbol) even when it names no unit, so a
 * misread or foreign code is answered as a code instead of searched as a product name.
 */
const MAX_UNIT_ID = 2_147_483_647;

/** The unit number a search text names ("1541", "nr. 1541", "nr 1541", "#1541"); else null. */
export function unitNumberQuery(text: string): number | null {
  const match = /^(?:nr\.?|#)?\s*(\d{1,10})$/i.exec(text.trim());
  if (!match?.[1]) return null;
  const n = Number(match[1]);
  return n >= 1 && n <= MAX_UNIT_ID ? n : null;
}

/**
 * A label code's shape: U and two to eight symbols of the code alphabet and its check symbols
 * (I, L and O pass: the decoder reads them as digits). Short words have it too ("Ute"), so a
 * screen treats such a text as a code only when it finds nothing as a search.
 */
export function looksLikeLabelCode(text: string): boolean {
  return /^U[0-9A-Z*~$=]{2,8}$/.test(text.trim().toUpperCase());
}
