import { normalizePhone } from './phone';

/** SPEC §5 lender and user search: case-insensitive, on the person's fields. */
export interface SearchablePerson {
  /** A string: a walk-in's device-made ref, until the server's id is known. */
  id: number | string;
  name: string;
  email: string | null;
  phone: string | null;
}

export type PersonField = 'id' | 'name' | 'email' | 'phone';

/** Borrower search (Lagerbeholdning): name, id, phone or email. */
export const BORROWER_FIELDS: readonly PersonField[] = ['name', 'id', 'phone', 'email'];
/** User search (Brukeroversikt, Utlånsoversikt): name, phone or email. */
export const USER_FIELDS: readonly PersonField[] = ['name', 'phone', 'email'];

// Phone numbers are typed with and without spaces and a country code ("+47 912 34 567").
const digitsOnly = (value: string) => value.replace(/[^\d]/g, '');

/**
 * True when the trimmed query is found in one of the fields. An empty query matches everyone.
 * The id matches exactly (typing "1" must not list users 10–19); a phone matches on its digits,
 * from three typed digits on (one digit would match nearly every phone number).
 */
export function matchesPerson(
  person: SearchablePerson,
  rawQuery: string,
  fields: readonly PersonField[] = BORROWER_FIELDS,
): boolean {
  const query = rawQuery.trim().toLocaleLowerCase('nb');
  if (query === '') return true;
  return fields.some((field) => {
    switch (field) {
      case 'id':
        return String(person.id) === query;
      case 'name':
        return person.name.toLocaleLowerCase('nb').includes(query);
      case 'email':
        return person.email?.toLocaleLowerCase('nb').includes(query) ?? false;
      case 'phone': {
        // A whole number matches in any notation ("+47 412 34 505" finds "41234505").
        const whole = normalizePhone(query);
        if (whole !== null && person.phone !== null && normalizePhone(person.phone) === whole) {
          return true;
        }
        const digits = digitsOnly(query);
        return (
          person.phone !== null &&
          digits.length >= 3 &&
          digits.length === query.replace(/[\s+()-]/g, '').length &&
          digitsOnly(person.phone).includes(digits)
        );
      }
    }
  });
}

/** Server ids in number order; a walk-in's ref (not yet synced) after them. */
export function comparePersonKeys(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a.localeCompare(b);
}
