import { readSizeNumber, sizeText } from './equipment';

/** A unit's size as it is stored: "120" or a range to "130", in "cm", "EU", "str" or none. */
export interface SizedUnit {
  size: string | null;
  max_size: string | null;
  unit: string | null;
}

const normal = (text: string) =>
  text.trim().toLocaleLowerCase('nb').replace(/\s+/g, ' ').replace(/-/g, '–');

/**
 * Whether a unit is of the size someone asked for ("130 cm", "36", "M", "120–150 cm"): the same
 * size as the counter writes it, or a number inside the unit's range (SPEC §5's size rule), in
 * the same measure when one is named. No size asked for: every unit fits.
 */
export function unitFitsSize(unit: SizedUnit, wanted: string | null): boolean {
  if (wanted === null || wanted.trim() === '') return true;
  const asked = normal(wanted);
  if (normal(sizeText(unit.size, unit.max_size, unit.unit)) === asked) return true;
  const match = /^(\S+)(?: (\S+))?$/.exec(asked);
  const n = match?.[1] === undefined ? null : readSizeNumber(match[1]);
  if (n === null || unit.size === null) return false;
  const measure = match?.[2];
  if (measure !== undefined && unit.unit !== null && normal(unit.unit) !== measure) return false;
  const low = readSizeNumber(unit.size);
  const high = unit.max_size === null ? low : readSizeNumber(unit.max_size);
  return low !== null && high !== null && low <= n && n <= high;
}
