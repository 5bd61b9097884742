import { describe, expect, it } from 'vitest';
import {
  CART_STATUS,
  canAddToCart,
  cartStatusCode,
  defaultReturnDate,
  isItemOutstanding,
  isPastDue,
  loanDisplayStatus,
  loanItemDisplayStatus,
} from './loan-rules';
import { addDaysToIsoDate, isValidIsoDate } from './dates/dates';

describe('default return date', () => {
  it('is the loan date plus 7 days, across month, year and DST changes', () => {
    expect(defaultReturnDate('2026-11-21')).toBe('2026-11-28');
    expect(defaultReturnDate('2026-01-28')).toBe('2026-02-04');
    expect(defaultReturnDate('2026-12-29')).toBe('2027-01-05');
    expect(defaultReturnDate('2026-03-26')).toBe('2026-04-02');
    expect(defaultReturnDate('2026-10-22')).toBe('2026-10-29');
    expect(defaultReturnDate('2028-02-25')).toBe('2028-03-03');
  });

  it('adds negative days too', () => {
    expect(addDaysToIsoDate('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('calendar dates', () => {
  it('accepts real yyyy-MM-dd dates only', () => {
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('26-01-01')).toBe(false);
    expect(isValidIsoDate('2026-1-01')).toBe(false);
    expect(isValidIsoDate('')).toBe(false);
  });
});

describe('overdue', () => {
  const today = '2026-11-21';

  it('means due before today, not on it', () => {
    expect(isPastDue('2026-11-20', today)).toBe(true);
    expect(isPastDue('2026-11-21', today)).toBe(false);
    expect(isPastDue('2026-11-22', today)).toBe(false);
  });

  it('is derived only for loans still out', () => {
    expect(loanDisplayStatus({ status: 'open', expected_return_date: '2026-11-01' }, today)).toBe(
      'overdue',
    );
    expect(loanDisplayStatus({ status: 'open', expected_return_date: today }, today)).toBe('open');
    expect(loanDisplayStatus({ status: 'closed', expected_return_date: '2026-11-01' }, today)).toBe(
      'closed',
    );
    expect(loanDisplayStatus({ status: 'draft', expected_return_date: '2026-11-01' }, today)).toBe(
      'draft',
    );
  });

  it('marks lent items past due, never returned ones', () => {
    const late = '2026-11-01';
    expect(loanItemDisplayStatus({ status: 'lent', expected_return_date: late }, today)).toBe(
      'overdue',
    );
    expect(loanItemDisplayStatus({ status: 'returned', expected_return_date: late }, today)).toBe(
      'returned',
    );
    expect(
      loanItemDisplayStatus({ status: 'returned_found', expected_return_date: late }, today),
    ).toBe('returned_found');
    expect(loanItemDisplayStatus({ status: 'lent', expected_return_date: today }, today)).toBe(
      'lent',
    );
  });

  it('treats lent and carted items as outstanding', () => {
    expect(isItemOutstanding('lent')).toBe(true);
    expect(isItemOutstanding('in_cart')).toBe(true);
    expect(isItemOutstanding('returned')).toBe(false);
    expect(isItemOutstanding('returned_found')).toBe(false);
  });
});

describe('cart status codes (SPEC §4)', () => {
  it('maps 1 added, 0 available, -1 loaned out, anything else unavailable', () => {
    expect(cartStatusCode({ status: 'available', inCart: true })).toBe(1);
    expect(cartStatusCode({ status: 'available', inCart: false })).toBe(0);
    expect(cartStatusCode({ status: 'lent', inCart: false })).toBe(-1);
    expect(cartStatusCode({ status: 'retired', inCart: false })).toBe(CART_STATUS.unavailable);
  });

  it('lets only code 0 use the loan button', () => {
    expect(canAddToCart(0)).toBe(true);
    for (const code of [1, -1, 2, 5]) expect(canAddToCart(code)).toBe(false);
  });
});
