import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('writes dd.MM.yyyy HH:mm like date-fns, without it', () => {
    for (const d of [new Date(2026, 0, 5, 7, 3), new Date(2026, 10, 21, 22, 59)]) {
      expect(formatDateTime(d)).toBe(format(d, 'dd.MM.yyyy HH:mm'));
    }
  });
});
