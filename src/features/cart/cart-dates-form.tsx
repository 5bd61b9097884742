import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { cartTexts as t } from '../../i18n/nb/cart';
import { cartDatesFormSchema, type CartDatesForm } from '../../shared/contracts/sync-ops';
import { initialCartDates, withLoanDate } from './cart-dates';

export type CartAction = 'save' | 'handOut';

interface Props {
  loanDate: string;
  returnDate: string;
  /** Utlever needs units in the cart and a borrower who may borrow. */
  canHandOut: boolean;
  /** The command's refusal, shown next to the buttons. */
  commandError: string | null;
  onSubmit: (action: CartAction, dates: { loanDate: string; returnDate: string }) => void;
  /**
   * What the dates as shown mean beyond the form (the reservation check), with a way to set
   * the return date from it.
   */
  renderNote?: (
    dates: { loanDate: string; returnDate: string },
    setReturnDate: (returnDate: string) => void,
  ) => ReactNode;
}

/** Loan and return date (SPEC §4 defaults) with Lagre and Utlever. */
export function CartDatesForm(props: Props) {
  const { canHandOut, commandError, onSubmit } = props;
  const [initial] = useState(() => initialCartDates(props.loanDate, props.returnDate));
  // Staff changed the return date themselves: it no longer follows the loan date.
  const [returnTouched, setReturnTouched] = useState(initial.returnTouched);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setFocus,
    control,
    formState: { errors, touchedFields },
  } = useForm<CartDatesForm>({
    resolver: zodResolver(cartDatesFormSchema),
    mode: 'onTouched',
    defaultValues: { loanDate: initial.loanDate, expectedReturnDate: initial.returnDate },
  });

  const shownLoanDate = useWatch({ control, name: 'loanDate' });
  const shownReturnDate = useWatch({ control, name: 'expectedReturnDate' });
  /** A return date chosen outside the field: set as if typed, and focus goes to the field. */
  const setReturnDate = (value: string) => {
    setValue('expectedReturnDate', value, { shouldValidate: true, shouldTouch: true });
    setReturnTouched(true);
    setFocus('expectedReturnDate');
  };
  const loanDate = register('loanDate', {
    onChange: (event: { target: { value: string } }) => {
      const next = withLoanDate(
        {
          loanDate: event.target.value,
          returnDate: getValues('expectedReturnDate'),
          returnTouched,
        },
        event.target.value,
      );
      setValue('expectedReturnDate', next.returnDate, {
        shouldValidate: touchedFields.expectedReturnDate === true,
      });
    },
  });
  const returnDate = register('expectedReturnDate', {
    onChange: () => setReturnTouched(true),
  });
  const submit = (action: CartAction) =>
    handleSubmit((values) =>
      onSubmit(action, { loanDate: values.loanDate, returnDate: values.expectedReturnDate }),
    );

  return (
    <form
      className="cart-dates"
      noValidate
      onSubmit={(event) => void submit('save')(event)}
      aria-labelledby="cart-dates-heading"
    >
      <h2 id="cart-dates-heading">{t.datesHeading}</h2>
      <p className="cart-dates__hint">{t.returnDateHint}</p>
      <div className="cart-dates__fields">
        <FormField
          label={t.loanDate}
          type="date"
          required
          error={errors.loanDate?.message}
          {...loanDate}
        />
        <FormField
          label={t.returnDate}
          type="date"
          required
          min={shownLoanDate || undefined}
          error={errors.expectedReturnDate?.message}
          {...returnDate}
        />
      </div>
      {props.renderNote?.({ loanDate: shownLoanDate, returnDate: shownReturnDate }, setReturnDate)}
      {commandError && <AlertBanner kind="error">{commandError}</AlertBanner>}
      <div className="button-row">
        <button type="submit" className="btn btn--secondary">
          {t.save}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={!canHandOut}
          onClick={(event) => void submit('handOut')(event)}
        >
          {t.handOut}
        </button>
      </div>
    </form>
  );
}
