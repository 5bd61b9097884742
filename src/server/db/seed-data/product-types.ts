/** One physical size a unit can have; max_size makes it a range (e.g. helmet 48–52 cm). */
export interface SizeSeed {
  size: string;
  max_size?: string;
  unit?: string;
}

export interface ProductSeed {
  name: string;
  /** Name of the category (unique in the tree). */
  category: string;
  description: string;
  /** Sizes the units cycle through; none for one-size items. */
  sizes?: readonly SizeSeed[];
  /** Variants the units cycle through (e.g. klassisk / skøyting). */
  types?: readonly string[];
}

export function fixed(unit: string, values: readonly (number | string)[]): SizeSeed[] {
  return values.map((v) => ({ size: String(v), unit }));
}

export function ranges(unit: string, values: readonly (readonly [number, number])[]): SizeSeed[] {
  return values.map(([min, max]) => ({ size: String(min), max_size: String(max), unit }));
}
