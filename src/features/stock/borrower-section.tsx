import type { PersonKey } from '../../db/hut/hut-types';
import type { RefObject } from 'react';
import type { BorrowerOverview } from '../../db/hut/borrower-queries';
import { BorrowerCard } from './borrower-card';
import { BorrowerPicker } from './borrower-picker';
import { stockTexts as t } from '../../i18n/nb/stock';
import './borrower.css';

interface Props {
  borrowerId: PersonKey | null;
  /** undefined while loading; null when the chosen id is not a user here. */
  borrower: BorrowerOverview | null | undefined;
  picker: { open: boolean; notice: string | null; request: number };
  onOpenPicker: () => void;
  onClosePicker: () => void;
  onChoose: (borrowerId: PersonKey) => void;
  onClear: () => void;
  /** The choose button, where focus returns after clearing. */
  chooseRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Lånetaker: the choose button (disabled while a lender is selected, SPEC §4), the picker and
 * the chosen borrower.
 */
export function BorrowerSection({
  borrowerId,
  borrower,
  picker,
  onOpenPicker,
  onClosePicker,
  onChoose,
  onClear,
  chooseRef,
}: Props) {
  return (
    <section className="card stock-borrower" aria-labelledby="stock-borrower-heading">
      <div className="stock-borrower__head">
        <h2 id="stock-borrower-heading">{t.borrowerHeading}</h2>
        <button
          ref={chooseRef}
          type="button"
          className="btn btn--primary"
          disabled={borrowerId !== null}
          aria-expanded={borrowerId === null ? picker.open : undefined}
          onClick={onOpenPicker}
        >
          {t.chooseBorrower}
        </button>
      </div>
      {borrowerId === null && picker.open && (
        <BorrowerPicker
          notice={picker.notice}
          focusRequest={picker.request}
          onChoose={onChoose}
          onClose={onClosePicker}
        />
      )}
      {borrowerId === null && !picker.open && (
        <p className="stock-borrower__none">{t.noBorrower}</p>
      )}
      {borrowerId !== null && borrower && <BorrowerCard borrower={borrower} onClear={onClear} />}
      {borrowerId !== null && borrower === null && (
        <div className="stock-borrower__gone">
          <p>{t.borrowerGone}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={onClear}>
            {t.resetBorrower}
          </button>
        </div>
      )}
    </section>
  );
}
