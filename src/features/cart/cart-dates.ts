import { syncMessages } from '../../shared/contracts/sync-messages';
import { defaultReturnDate } from '../../shared/domain/loan-rules';
import { isValidIsoDate } from '../../shared/domain/dates';
import { cartTexts as t } from '../../i18n/nb/cart';

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

export interface CartDateErrors {
  loanDate?: string;
  returnDate?: string;
}

/** The same rules the commands apply, in the words they use (nothing is sent while any fail). */
export function validateCartDates({ loanDate, returnDate }: CartDates): CartDateErrors {
  const errors: CartDateErrors = {};
  if (loanDate.trim() === '') errors.loanDate = t.loanDateRequired;
  else if (!isValidIsoDate(loanDate)) errors.loanDate = syncMessages.invalidDate;
  if (returnDate.trim() === '') errors.returnDate = t.returnDateRequired;
  else if (!isValidIsoDate(returnDate)) errors.returnDate = syncMessages.invalidDate;
  else if (!errors.loanDate && returnDate < loanDate) {
    errors.returnDate = syncMessages.returnBeforeLoan;
  }
  return errors;
}
