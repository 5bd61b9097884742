/**
 * Equipment rules shared by the product forms, the server and the labels: the units a size is
 * measured in, how a typed size is read, and the short label code printed on each unit.
 */

/** What a size is measured in ('str' is a clothing size such as S, M, 140). */
export const SIZE_UNITS = ['cm', 'EU', 'str', 'kg', 'liter', 'm', 'tommer'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

/** Sizes in these units are numbers; 'str' may be a letter size. */
export function isNumericUnit(unit: SizeUnit): boolean {
  return unit !== 'str';
}

/** A typed number with a Norwegian decimal comma ("37,5") or point; null when not a number. */
export function readSizeNumber(text: string): number | null {
  const normal = text.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(normal)) return null;
  return Number(normal);
}

/** Most units one form creates at once (a hut's delivery, not a bulk import). */
export const MAX_UNITS_PER_ADD = 50;
/** Most parts a product lists ("ski, staver, bindinger"). */
export const MAX_PARTS = 12;

/**
 * A product's fields shared by every hut (products are network-wide): changed only by the network
 * admin or an admin of the hut that entered the product, and each change recorded. Units, their
 * sizes and notes are the hut's own.
 */
export const PRODUCT_SHARED_FIELDS = [
  'name',
  'categoryId',
  'description',
  'image',
  'parts',
] as const;
export type ProductSharedField = (typeof PRODUCT_SHARED_FIELDS)[number];

/**
 * Short codes printed as QR: a unit's label ('U') and a borrower's card ('P'), each the id in
 * Crockford base 32 after its letter, then a check symbol (id mod 37). Derived from the id, so a
 * code is stable, unique in the network and readable offline without a lookup; the check symbol
 * catches a mistyped or misread code before it names another unit or person.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CHECK = `${ALPHABET}*~$=U`;

function encode(prefix: 'U' | 'P', id: number): string {
  let n = id;
  let body = '';
  do {
    body = ALPHABET.charAt(n % 32) + body;
    n = Math.floor(n / 32);
  } while (n > 0);
  return `${prefix}${body}${CHECK.charAt(id % 37)}`;
}

function decode(prefix: 'U' | 'P', text: string): number | null {
  const code = text.trim().toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0');
  const match = /^([UP])([0-9A-HJKMNP-TV-Z]{1,7})([0-9A-HJKMNP-TV-Z*~$=U])$/.exec(code);
  if (match?.[1] !== prefix) return null;
  let id = 0;
  for (const char of match[2] ?? '') id = id * 32 + ALPHABET.indexOf(char);
  if (id < 1 || id > 2_147_483_647) return null;
  return CHECK.charAt(id % 37) === match[3] ? id : null;
}

/** The label code of a unit ("U1G5R"). */
export const unitLabelCode = (unitId: number): string => encode('U', unitId);
/** The unit id a scanned or typed label code names; null for anything else. */
export const parseUnitLabelCode = (text: string): number | null => decode('U', text);
/** The code on a borrower's card (Min side), scanned at the counter to choose them. */
export const personCardCode = (userId: number): string => encode('P', userId);
export const parsePersonCardCode = (text: string): number | null => decode('P', text);

/** The parts a product row stores as JSON text; anything unreadable lists none. */
export function readParts(json: string | null): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** "120" or "120–130" (a size range), empty without a size. */
export function sizeRange(size: string | null, maxSize: string | null): string {
  if (!size) return maxSize ?? '';
  return maxSize ? `${size}–${maxSize}` : size;
}

/** A size as a family reads it: "120–150 cm", "38 EU", "M"; empty without a size. */
export function sizeText(size: string | null, maxSize: string | null, unit: string | null): string {
  const range = sizeRange(size, maxSize);
  return range && unit && unit !== 'str' ? `${range} ${unit}` : range;
}

const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'];

/** Where a size sorts: its first number, else its place among letter sizes, else nowhere. */
function sizeRank(text: string): number | null {
  const first = text.split(/[–\s]/)[0] ?? '';
  const letter = LETTER_SIZES.indexOf(first.toUpperCase());
  return letter >= 0 ? letter : readSizeNumber(first);
}

/** Smallest first: by number ("37,5" before "120") or letter size (S before M); then by name. */
export function compareSizes(a: string, b: string): number {
  const ra = sizeRank(a);
  const rb = sizeRank(b);
  if (ra !== null && rb !== null && ra !== rb) return ra - rb;
  if ((ra === null) !== (rb === null)) return ra === null ? 1 : -1;
  return a.localeCompare(b, 'nb', { numeric: true });
}
