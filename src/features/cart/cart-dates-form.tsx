import { useState, type FormEvent } from 'react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import {
  initialCartDates,
  validateCartDates,
  withLoanDate,
  withReturnDate,
  type CartDates,
} from './cart-dates';
import { cartTexts as t } from '../../i18n/nb/cart';

export type CartAction = 'save' | 'handOut';

interface Props {
  loanDate: string;
  returnDate: string;
  /** Utlever needs units in the cart and a lender who may borrow. */
  canHandOut: boolean;
  /** The command's refusal, shown next to the buttons. */
  commandError: string | null;
  onSubmit: (action: CartAction, dates: { loanDate: string; returnDate: string }) => void;
}

/** Loan and return date (SPEC §4 defaults) with Lagre and Utlever. */
export function CartDatesForm(props: Props) {
  const { canHandOut, commandError, onSubmit } = props;
  const [dates, setDates] = useState<CartDates>(() =>
    initialCartDates(props.loanDate, props.returnDate),
  );
  const [touched, setTouched] = useState({ loanDate: false, returnDate: false });
  const errors = validateCartDates(dates);
  const shown = {
    loanDate: touched.loanDate ? errors.loanDate : undefined,
    returnDate: touched.returnDate ? errors.returnDate : undefined,
  };

  const submit = (action: CartAction) => (event?: FormEvent) => {
    event?.preventDefault();
    setTouched({ loanDate: true, returnDate: true });
    if (errors.loanDate || errors.returnDate) return;
    onSubmit(action, { loanDate: dates.loanDate, returnDate: dates.returnDate });
  };

  return (
    <form
      className="cart-dates"
      noValidate
      onSubmit={submit('save')}
      aria-labelledby="cart-dates-heading"
    >
      <h2 id="cart-dates-heading">{t.datesHeading}</h2>
      <p className="cart-dates__hint">{t.returnDateHint}</p>
      <div className="cart-dates__fields">
        <FormField
          label={t.loanDate}
          type="date"
          required
          value={dates.loanDate}
          error={shown.loanDate}
          onChange={(e) => setDates((d) => withLoanDate(d, e.target.value))}
          onBlur={() => setTouched((s) => ({ ...s, loanDate: true }))}
        />
        <FormField
          label={t.returnDate}
          type="date"
          required
          min={dates.loanDate || undefined}
          value={dates.returnDate}
          error={shown.returnDate}
          onChange={(e) => setDates((d) => withReturnDate(d, e.target.value))}
          onBlur={() => setTouched((s) => ({ ...s, returnDate: true }))}
        />
      </div>
      {commandError && <AlertBanner kind="error">{commandError}</AlertBanner>}
      <div className="button-row">
        <button type="submit" className="btn btn--secondary">
          {t.save}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={!canHandOut}
          onClick={submit('handOut')}
        >
          {t.handOut}
        </button>
      </div>
    </form>
  );
}
