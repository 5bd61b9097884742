import { describe, expect, it } from 'vitest';
import { LABEL_SHEETS, isSheetId, pagesOf } from './label-sheets';

describe('label sheets', () => {
  it('fit on A4 (210 × 297 mm)', () => {
    for (const sheet of Object.values(LABEL_SHEETS)) {
      expect(sheet.columns * sheet.width).toBeLessThanOrEqual(210);
      expect(sheet.rows * sheet.height).toBeLessThanOrEqual(297);
    }
  });
  it('split labels into pages of one sheet', () => {
    const labels = Array.from({ length: 25 }, (_, i) => i);
    expect(pagesOf(labels, '3x8').map((p) => p.length)).toEqual([24, 1]);
    expect(pagesOf([], '3x8')).toEqual([]);
  });
  it('know their own ids only', () => {
    expect(isSheetId('3x8')).toBe(true);
    expect(isSheetId('toString')).toBe(false);
  });
});
