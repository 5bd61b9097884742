/**
 * SPEC §5 product storage search: text is trimmed; empty shows all; a numeric search returns
 * items whose size equals the number or, with max_size, whose range includes it; other text
 * matches names case-insensitively.
 */
export interface SizedItem {
  name: string;
  size: string | number | null;
  max_size?: string | number | null;
}

export function matchesItemSearch(item: SizedItem, raw: string): boolean {
  const text = raw.trim();
  if (text === '') return true;
  if (/^\d+([.,]\d+)?$/.test(text)) {
    const n = Number(text.replace(',', '.'));
    const size = Number(item.size);
    if (item.max_size !== null && item.max_size !== undefined && item.max_size !== '') {
      return size <= n && n <= Number(item.max_size);
    }
    return size === n;
  }
  return item.name.toLocaleLowerCase('nb').includes(text.toLocaleLowerCase('nb'));
}
