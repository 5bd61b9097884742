import type { PersonKey } from '../../db/hut/hut-types';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { commandErrorText, useCommand } from '../../db/hooks/use-command';
import { handOut, removeFromCart, saveLoan } from '../../db/commands';
import { provisionalLoanNumber, type CartLine } from '../../db/hut/hut-queries';
import { CartDatesForm, type CartAction } from './cart-dates-form';
import { CART_ITEMS_HEADING, CartItems } from './cart-items';
import { cartTexts as t } from '../../i18n/nb/cart';
import { LoanForSelect } from './loan-for-select';
import { CartReservations } from './cart-reservations';
import { useCart } from './use-cart';
import { paths } from '../../lib/paths';

/** The borrower's cart: who, the loan number, the units, dates, Lagre and Utlever. */
export function CartView({ companyId, borrowerId }: { companyId: number; borrowerId: PersonKey }) {
  const cart = useCart(companyId, borrowerId);
  const run = useCommand();
  const navigate = useNavigate();
  const busy = useRef(false);
  const [commandError, setCommandError] = useState<string | null>(null);

  if (cart === undefined) return null;
  const { borrower, lines, children } = cart;
  if (!borrower) return <p>{t.borrowerGone}</p>;
  const draft = borrower.draft;
  const toStock = (
    <p>
      <Link to={paths.stock}>{t.toStock}</Link>
    </p>
  );

  /** Runs a command once at a time, keeping its refusal on the page as well as in the toast. */
  const command = async <R,>(work: () => Promise<R>, success: string) => {
    if (busy.current) return null;
    busy.current = true;
    setCommandError(null);
    try {
      return await run(async () => {
        try {
          return await work();
        } catch (error) {
          setCommandError(commandErrorText(error));
          throw error;
        }
      }, success);
    } finally {
      busy.current = false;
    }
  };

  const remove = async (line: CartLine) => {
    await command(() => removeFromCart({ loanItemId: line.id }), t.removed);
    document.getElementById(CART_ITEMS_HEADING)?.focus();
  };

  const chooseFor = async (memberId: string | null) => {
    if (!draft) return;
    const name = children.find((c) => c.id === memberId)?.name ?? borrower.user.name;
    await command(
      () =>
        saveLoan({
          loanId: draft.id,
          loanDate: draft.loan_date,
          expectedReturnDate: draft.expected_return_date,
          memberId,
        }),
      t.loanForSaved(name),
    );
  };

  const submit = async (action: CartAction, d: { loanDate: string; returnDate: string }) => {
    if (!draft) return;
    const input = { loanId: draft.id, loanDate: d.loanDate, expectedReturnDate: d.returnDate };
    if (action === 'save') {
      await command(() => saveLoan(input), t.saved);
      return;
    }
    const done = await command(() => handOut(input), t.handedOut);
    if (done) await navigate(paths.loans);
  };

  return (
    <>
      <dl className="cart-facts">
        <div>
          <dt>{t.borrower}</dt>
          <dd>{borrower.user.name}</dd>
        </div>
        {draft && (
          <div>
            <dt>{t.loanNumber}</dt>
            <dd>
              {draft.number ?? (
                <>
                  {provisionalLoanNumber(draft.id)}{' '}
                  <span className="cart-facts__provisional">({t.provisional})</span>
                </>
              )}
            </dd>
          </div>
        )}
      </dl>
      {draft && draft.number === null && <p className="cart-hint">{t.provisionalHint}</p>}
      {borrower.user.isFlagged && (
        <div className="cart-flag" role="note">
          <p className="cart-flag__help">{t.flagged}</p>
          {borrower.user.flag_reason && (
            <p>
              <strong>{t.remark}:</strong> {borrower.user.flag_reason}
            </p>
          )}
        </div>
      )}
      {draft && (
        <LoanForSelect
          borrowerName={borrower.user.name}
          members={children}
          memberId={draft.member_id}
          onChange={(memberId) => void chooseFor(memberId)}
        />
      )}
      <CartItems lines={lines} onRemove={(line) => void remove(line)} />
      {draft && lines.length > 0 ? (
        <CartDatesForm
          key={draft.id}
          loanDate={draft.loan_date}
          returnDate={draft.expected_return_date}
          canHandOut={!borrower.user.isFlagged}
          commandError={commandError}
          onSubmit={(action, dates) => void submit(action, dates)}
          renderNote={(dates, setReturnDate) => (
            <CartReservations
              companyId={companyId}
              loanId={draft.id}
              borrowerId={borrowerId}
              loanDate={dates.loanDate}
              returnDate={dates.returnDate}
              onShorten={setReturnDate}
            />
          )}
        />
      ) : (
        <>
          {commandError && <p className="field-error">{commandError}</p>}
          {toStock}
        </>
      )}
      {draft && lines.length > 0 && toStock}
    </>
  );
}
