import { defaultReturnDate } from '../../shared/domain/loan-rules';
import { isValidIsoDate } from '../../shared/domain/dates/dates';

/** The cart's date fields; `returnTouched`: staff changed the return date themselves. */
export interface CartDates {
  loanDate: string;
  returnDate: string;
  returnTouched: boolean;
}

/** From a saved draft: a return date other than the default counts as chosen by staff. */
export function initialCartDates(loanDate: string, returnDate: string): CartDates {
  const follows = isValidIsoDate(loanDate) && returnDate === defaultReturnDate(loanDate);
  return { loanDate, returnDate, returnTouched: !follows };
}

/** SPEC §4: the return date follows the loan date (plus 7 days) until staff change it. */
export function withLoanDate(dates: CartDates, loanDate: string): CartDates {
  if (dates.returnTouched || !isValidIsoDate(loanDate)) return { ...dates, loanDate };
  return { ...dates, loanDate, returnDate: defaultReturnDate(loanDate) };
}

export function withReturnDate(dates: CartDates, returnDate: string): CartDates {
  return { ...dates, returnDate, returnTouched: true };
}
