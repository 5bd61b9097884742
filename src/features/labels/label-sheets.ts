/**
 * Common A4 label sheets (the sizes Norwegian office suppliers sell): columns, rows and the
 * label's size in millimetres. The sheet is laid out in mm so a printer at 100 % matches it.
 */
export const LABEL_SHEETS = {
  '3x8': { label: 'A4, 3 × 8 (70 × 37 mm)', columns: 3, rows: 8, width: 70, height: 37 },
  '2x7': { label: 'A4, 2 × 7 (99,1 × 38,1 mm)', columns: 2, rows: 7, width: 99.1, height: 38.1 },
  '4x10': { label: 'A4, 4 × 10 (48,5 × 25,4 mm)', columns: 4, rows: 10, width: 48.5, height: 25.4 },
} as const;
export type LabelSheetId = keyof typeof LABEL_SHEETS;
export const DEFAULT_SHEET: LabelSheetId = '3x8';

export function isSheetId(value: string): value is LabelSheetId {
  return Object.hasOwn(LABEL_SHEETS, value);
}

/** The labels split into printed pages of one sheet each. */
export function pagesOf<T>(labels: readonly T[], sheet: LabelSheetId): T[][] {
  const { columns, rows } = LABEL_SHEETS[sheet];
  const perPage = columns * rows;
  const pages: T[][] = [];
  for (let i = 0; i < labels.length; i += perPage) pages.push(labels.slice(i, i + perPage));
  return pages;
}
