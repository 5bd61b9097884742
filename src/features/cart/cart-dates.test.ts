import { describe, expect, it } from 'vitest';
import { cartDatesFormSchema } from '../../shared/contracts/sync-ops';
import { initialCartDates, withLoanDate, withReturnDate } from './cart-dates';

describe('cart dates (SPEC §4)', () => {
  it('lets the return date follow the loan date until staff change it', () => {
    let dates = initialCartDates('2026-11-21', '2026-11-28');
    expect(dates.returnTouched).toBe(false);
    dates = withLoanDate(dates, '2026-11-25');
    expect(dates).toMatchObject({ loanDate: '2026-11-25', returnDate: '2026-12-02' });
    dates = withReturnDate(dates, '2026-12-10');
    dates = withLoanDate(dates, '2026-11-26');
    expect(dates).toMatchObject({ loanDate: '2026-11-26', returnDate: '2026-12-10' });
  });

  it('keeps a saved return date other than the default as chosen', () => {
    const dates = withLoanDate(initialCartDates('2026-11-21', '2026-12-01'), '2026-11-22');
    expect(dates.returnDate).toBe('2026-12-01');
  });

  it('does not move the return date while the loan date is half typed', () => {
    const dates = withLoanDate(initialCartDates('2026-11-21', '2026-11-28'), '2026-02-3');
    expect(dates.returnDate).toBe('2026-11-28');
  });

  it('refuses empty, invalid and reversed dates in Norwegian', () => {
    const check = (loanDate: string, expectedReturnDate: string) => {
      const result = cartDatesFormSchema.safeParse({ loanDate, expectedReturnDate });
      if (result.success) return {};
      return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(check('2026-11-21', '2026-11-21')).toEqual({});
    expect(check('', '')).toEqual({
      loanDate: 'Utlånsdato er påkrevd.',
      expectedReturnDate: 'Returdato er påkrevd.',
    });
    expect(check('2026-02-30', '2026-03-01').loanDate).toBe(
      'Ugyldig dato. Bruk formatet åååå-mm-dd.',
    );
    expect(check('2026-11-21', '2026-11-20')).toEqual({
      expectedReturnDate: 'Returdatoen kan ikke være før utlånsdatoen.',
    });
  });
});
