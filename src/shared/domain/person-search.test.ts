import { describe, expect, it } from 'vitest';
import { BORROWER_FIELDS, matchesPerson, USER_FIELDS } from './person-search';

const kari = { id: 12, name: 'Kari Nordmann', email: 'Kari@Example.no', phone: '+47 912 34 567' };
const ola = { id: 1, name: 'Ola Ås', email: 'ola@example.no', phone: null };

describe('matchesPerson', () => {
  it('matches names and emails case-insensitively, also æøå', () => {
    expect(matchesPerson(kari, 'kari nord')).toBe(true);
    expect(matchesPerson(kari, 'KARI@example')).toBe(true);
    expect(matchesPerson(ola, 'ÅS')).toBe(true);
    expect(matchesPerson(ola, 'per')).toBe(false);
  });

  it('matches the id exactly, and only where the id is a search field', () => {
    expect(matchesPerson(kari, '12', BORROWER_FIELDS)).toBe(true);
    expect(matchesPerson(kari, '1', BORROWER_FIELDS)).toBe(false);
    expect(matchesPerson(ola, '1', BORROWER_FIELDS)).toBe(true);
    expect(matchesPerson(ola, '1', USER_FIELDS)).toBe(false);
  });

  it('matches phone digits whatever the spacing', () => {
    expect(matchesPerson(kari, '91234567')).toBe(true);
    expect(matchesPerson(kari, '912 34')).toBe(true);
    expect(matchesPerson(kari, '+47 912')).toBe(true);
    expect(matchesPerson(ola, '912')).toBe(false);
  });

  it('matches a whole number in another notation than the stored one', () => {
    const stored = { ...ola, phone: '41234505' };
    expect(matchesPerson(stored, '+47 412 34 505')).toBe(true);
    expect(matchesPerson(stored, '0047 41234505')).toBe(true);
    expect(matchesPerson(stored, '+47 412 34 506')).toBe(false);
  });

  it('an empty or blank query matches everyone', () => {
    expect(matchesPerson(kari, '   ')).toBe(true);
  });
});
