import type { RefObject } from 'react';
import type { LenderOverview } from '../../db/hut/lender-queries';
import { LenderCard } from './lender-card';
import { LenderPicker } from './lender-picker';
import { stockTexts as t } from '../../i18n/nb/stock';
import './lender.css';

interface Props {
  lenderId: number | null;
  /** undefined while loading; null when the chosen id is not a user here. */
  lender: LenderOverview | null | undefined;
  picker: { open: boolean; notice: string | null; request: number };
  onOpenPicker: () => void;
  onClosePicker: () => void;
  onChoose: (lenderId: number) => void;
  onClear: () => void;
  /** The choose button, where focus returns after clearing. */
  chooseRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Lånetaker: the choose button (disabled while a lender is selected, SPEC §4), the picker and
 * the chosen lender.
 */
export function LenderSection({
  lenderId,
  lender,
  picker,
  onOpenPicker,
  onClosePicker,
  onChoose,
  onClear,
  chooseRef,
}: Props) {
  return (
    <section className="card stock-lender" aria-labelledby="stock-lender-heading">
      <div className="stock-lender__head">
        <h2 id="stock-lender-heading">{t.lenderHeading}</h2>
        <button
          ref={chooseRef}
          type="button"
          className="btn btn--primary"
          disabled={lenderId !== null}
          aria-expanded={lenderId === null ? picker.open : undefined}
          onClick={onOpenPicker}
        >
          {t.chooseLender}
        </button>
      </div>
      {lenderId === null && picker.open && (
        <LenderPicker
          notice={picker.notice}
          focusRequest={picker.request}
          onChoose={onChoose}
          onClose={onClosePicker}
        />
      )}
      {lenderId === null && !picker.open && <p className="stock-lender__none">{t.noLender}</p>}
      {lenderId !== null && lender && <LenderCard lender={lender} onClear={onClear} />}
      {lenderId !== null && lender === null && (
        <div className="stock-lender__gone">
          <p>{t.lenderGone}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={onClear}>
            {t.resetLender}
          </button>
        </div>
      )}
    </section>
  );
}
