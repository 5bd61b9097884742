import { describe, expect, it } from 'vitest';
import { looksLikePhone, normalizePhone } from './phone';

describe('phone numbers', () => {
  it('stores a Norwegian number as its 8 digits, however it is typed', () => {
    for (const typed of [
      '91234567',
      '912 34 567',
      '+47 912 34 567',
      '0047 91234567',
      ' 91-23-45-67 ',
    ]) {
      expect(normalizePhone(typed), typed).toBe('91234567');
    }
  });

  it('keeps other countries with their code, and refuses what is not a number', () => {
    expect(normalizePhone('+46 70 123 45 67')).toBe('+46701234567');
    expect(normalizePhone('0046701234567')).toBe('+46701234567');
    expect(normalizePhone('1234567')).toBeNull();
    expect(normalizePhone('+47 1234')).toBeNull();
    expect(normalizePhone('kari@eksempel.no')).toBeNull();
    expect(normalizePhone('')).toBeNull();
    expect(looksLikePhone('912 34 567')).toBe(true);
    expect(looksLikePhone('Kari')).toBe(false);
  });
});
