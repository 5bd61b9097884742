import { describe, expect, it } from 'vitest';
import type { LoanOverviewRow } from '../../db/hut/loan-overview';
import { borrowerCount, countFor, filterLoans, filterOptions } from './loan-filter';

function row(id: string, extra: Partial<LoanOverviewRow> = {}): LoanOverviewRow {
  return {
    id,
    number: null,
    status: 'open',
    display: 'open',
    customerId: 1,
    customerName: 'Kari Nordmann',
    memberName: null,
    customerPhone: '+47 912 34 567',
    customerEmail: 'kari@example.no',
    products: [],
    unitIds: [],
    loanDate: '2026-11-14',
    dueDate: '2026-11-21',
    returnedDate: null,
    partlyReturned: false,
    itemCount: 1,
    outstanding: 1,
    createdAt: '2026-11-14T09:00:00.000Z',
    ...extra,
  };
}

const rows = [
  row('a', { number: 12, unitIds: [1541, 120] }),
  row('b', {
    number: 120,
    display: 'overdue',
    customerId: 2,
    customerName: 'Øyvind Ås',
    customerPhone: null,
    customerEmail: 'oyvind@example.no',
  }),
  row('c', {
    number: 7,
    status: 'closed',
    display: 'closed',
    customerId: 3,
    customerName: 'Per',
    customerEmail: 'per@example.no',
    customerPhone: '22 33 44 55',
  }),
];
const none = new Set<never>();

describe('loan filter', () => {
  it('offers a box per status present, then the derived overdue box', () => {
    expect(filterOptions(rows)).toEqual(['open', 'closed', 'overdue']);
    expect(filterOptions([])).toEqual(['overdue']);
    expect(countFor(rows, 'open')).toBe(2);
    expect(countFor(rows, 'overdue')).toBe(1);
  });

  it('shows every loan with no box ticked, and loans matching any ticked box', () => {
    expect(filterLoans(rows, '', none)).toHaveLength(3);
    expect(filterLoans(rows, '', new Set(['overdue'])).map((r) => r.id)).toEqual(['b']);
    // An overdue loan is still open.
    expect(filterLoans(rows, '', new Set(['open'])).map((r) => r.id)).toEqual(['a', 'b']);
    expect(filterLoans(rows, '', new Set(['closed', 'overdue'])).map((r) => r.id)).toEqual([
      'b',
      'c',
    ]);
  });

  it('searches name (case-insensitive, æøå), phone digits and the exact loan number', () => {
    const ids = (q: string) => filterLoans(rows, q, none).map((r) => r.id);
    expect(ids('øyvind')).toEqual(['b']);
    expect(ids('KARI')).toEqual(['a']);
    expect(ids('912 34')).toEqual(['a']);
    expect(ids('12')).toEqual(['a']);
    expect(ids('#120')).toEqual(['a', 'b']);
    expect(ids('nr 7')).toEqual(['c']);
    expect(ids('ingen slik')).toEqual([]);
    expect(ids('   ')).toHaveLength(3);
  });

  it('finds the loans holding a unit by the number on its label', () => {
    const ids = (q: string) => filterLoans(rows, q, none).map((r) => r.id);
    expect(ids('1541')).toEqual(['a']);
    expect(ids('nr. 1541')).toEqual(['a']);
    // 120 is loan b's number and a unit on loan a: both are found.
    expect(ids('120')).toEqual(['a', 'b']);
    expect(ids('1542')).toEqual([]);
  });

  it('counts the borrowers a result holds', () => {
    expect(borrowerCount(rows)).toBe(3);
    expect(borrowerCount([rows[0]!, row('d')])).toBe(1);
  });
});
