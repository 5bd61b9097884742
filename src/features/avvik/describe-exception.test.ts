import { describe, expect, it } from 'vitest';
import type { HutUserRow, LoanRow } from '../../db/hut/hut-types';
import type { AvvikRefs } from './describe-exception';
import {
  describeException,
  exceptionTitle,
  namedLoans,
  splitAtLoans,
  unitName,
} from './describe-exception';
import { deviceText } from './exception-item';

const loan = (id: string, number: number | null, customer: number): LoanRow => ({
  id,
  number,
  company_id: 10,
  customer_id: customer,
  member_id: null,
  status: 'open',
  loan_date: '2026-11-20',
  expected_return_date: '2026-11-27',
  created_by: 7,
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  closed_at: null,
});
const person = (id: number, name: string): HutUserRow => ({
  id,
  name,
  email: `${id}@example.no`,
  phone: null,
  ref: null,
  status: 'active',
  role: 'borrower' as const,
  isVerified: true,
  isFlagged: false,
  flaggedBy: null,
  flag_reason: null,
  notes: null,
});

const refs: AvvikRefs = {
  users: new Map([
    [20, person(20, 'Kari Nordmann')],
    [21, person(21, 'Ola Hansen')],
  ]),
  units: new Map([
    [
      101,
      {
        id: 101,
        product_id: 1,
        company_id: 10,
        size: '120',
        max_size: '130',
        unit: 'cm',
        type: null,
        image: null,
        status: 'lent' as const,
        updated_at: '2026-11-20T08:00:00.000Z',
        status_reason: null,
      },
    ],
  ]),
  products: new Map([
    [
      1,
      {
        id: 1,
        name: 'Langrennski',
        category_id: 8,
        image: null,
        description: null,
        deleted_at: null,
        parts: [],
      },
    ],
  ]),
  loans: new Map([
    ['new', loan('new', 42, 20)],
    ['old', loan('old', 17, 21)],
  ]),
  items: new Map(),
};

describe('describeException', () => {
  it('names the unit, the borrowers and the loans of each kind in Norwegian', () => {
    expect(unitName(refs, 101)).toBe('Langrennski 120–130 cm (nr. 101)');
    expect(
      describeException(
        {
          kind: 'unit_already_lent',
          details: { unitId: 101, loanId: 'new', previousLoanId: 'old', previousCustomerId: 21 },
        },
        refs,
      ),
    ).toBe(
      'Langrennski 120–130 cm (nr. 101) ble lånt ut til Kari Nordmann (lån 42), men var registrert som utlånt til Ola Hansen (lån 17). Det forrige lånet er lukket som «funnet ved utlevering».',
    );
    expect(
      describeException(
        {
          kind: 'return_not_on_loan',
          details: { loanId: 'new', loanItemId: 'x', unitId: 101, itemStatus: 'returned' },
        },
        refs,
      ),
    ).toBe(
      'Langrennski 120–130 cm (nr. 101) ble registrert mottatt fra Kari Nordmann (lån 42), men var ikke registrert som utlånt: den var allerede mottatt.',
    );
    expect(
      describeException(
        { kind: 'return_not_on_loan', details: { loanId: 'old', loanStatus: 'closed' } },
        refs,
      ),
    ).toBe(
      'Alt utstyr i lån 17 til Ola Hansen ble registrert mottatt, men ingenting var utlånt: lånet var allerede avsluttet.',
    );
    expect(
      describeException(
        {
          kind: 'reservation_broken',
          details: {
            reservationId: '0192f0a0-0000-7000-8000-000000000001',
            loanId: 'new',
            productId: 1,
            size: '120–130 cm',
            quantity: 2,
            pickupDate: '2026-12-04',
            reservedById: 99,
            reservedByName: 'Per Olsen',
            reservedByPhone: '40000099',
          },
        },
        refs,
      ),
    ).toBe(
      'Lån 42 til Kari Nordmann tok utstyr som var reservert. Per Olsen har reservert 2 × Langrennski, størrelse 120–130 cm til henting 04.12.2026, og det er ikke nok igjen. Ring Per Olsen (40000099) og avtal en annen dag eller annet utstyr.',
    );
    expect(
      describeException(
        {
          kind: 'borrower_flagged',
          details: { loanId: 'new', customerId: 20, flagReason: 'Skylder ski' },
        },
        refs,
      ),
    ).toBe('Lån 42 ble utlevert til Kari Nordmann, som er flagget. Merknad: «Skylder ski».');
    expect(
      describeException(
        { kind: 'unit_retired', details: { unitId: 101, loanId: 'new', productDeleted: true } },
        refs,
      ),
    ).toBe(
      'Langrennski 120–130 cm (nr. 101) ble lånt ut til Kari Nordmann (lån 42), men produktet er slettet.',
    );
  });

  it('still reads when rows are missing locally or the kind is new', () => {
    const text = describeException(
      { kind: 'borrower_flagged', details: { loanId: 'gone', customerId: 99 } },
      refs,
    );
    expect(text).toBe('Lån (foreløpig nr.) ble utlevert til lånetaker nr. 99, som er flagget.');
    expect(exceptionTitle('something_new')).toBe('Annet avvik');
    expect(describeException({ kind: 'something_new', details: {} }, refs)).toBe('Annet avvik');
  });

  it('says which tablet in words, never by its id', () => {
    expect(deviceText('0190-abc-123456', '0190-abc-123456')).toBe('dette nettbrettet');
    expect(deviceText('rest', 'x')).toBe('nettleser (direkte mot serveren)');
    expect(deviceText('0190-abc-654321', 'x')).toBe('et annet nettbrett');
    expect(deviceText(null, 'x')).toBe('ukjent nettbrett');
  });

  it('cuts the text at the loans it names, so each can be a link', () => {
    const e = { details: { loanId: 'new', previousLoanId: 'old', unknown: 'x' } };
    const loans = namedLoans(e, refs);
    expect(loans).toEqual([
      { id: 'new', text: 'lån 42' },
      { id: 'old', text: 'lån 17' },
    ]);
    expect(splitAtLoans('Lån 42 til Kari (ikke lån 4 eller lån 170), se lån 17.', loans)).toEqual([
      { id: 'new', text: 'Lån 42' },
      ' til Kari (ikke lån 4 eller lån 170), se ',
      { id: 'old', text: 'lån 17' },
      '.',
    ]);
    expect(splitAtLoans('Ingen lån her.', [])).toEqual(['Ingen lån her.']);
  });
});
