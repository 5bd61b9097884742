import { useCallback, useId, useRef, useState } from 'react';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { getDb } from '../../db/database';
import type { PersonKey } from '../../db/hut/hut-types';
import { reservationClash, type ReservationClash } from '../../db/hut/pickups';
import { reservationTexts } from '../../i18n/nb/reservations';
import { screenTexts } from '../../i18n/nb/screen';
import { formatWeekdayDayMonth, todayIsoDate } from '../../shared/domain/dates/dates';
import { sizeText } from '../../shared/domain/equipment';
import type { StockUnit } from '../../db/hut/hut-queries';

const t = reservationTexts.clash;

interface Asking {
  unit: StockUnit;
  clash: ReservationClash;
  answer: (unitId: number | null) => void;
}

/**
 * The check before a unit goes into a cart: when the units left would not serve the
 * reservations of others on a pickup day inside the loan (the cart's dates, or today and the
 * default return date), staff are asked first ("1 av 1 er reservert til mandag 30.11") and may
 * take another unit instead, or go on and shorten the loan in the cart, or go on regardless (the
 * counter's truth: the server then records an Avvik).
 * `choose` resolves with the unit to add, or null when staff cancelled.
 */
export function useReservationCheck(companyId: number) {
  const [asking, setAsking] = useState<Asking | null>(null);
  // While staff are asked, another unit (a second scan) is not added behind the question.
  const open = useRef(false);
  const choose = useCallback(
    async (unit: StockUnit, borrower: PersonKey): Promise<number | null> => {
      if (open.current) return null;
      const clash = await reservationClash(getDb(), companyId, todayIsoDate(), unit, borrower);
      if (!clash) return unit.id;
      if (open.current) return null;
      open.current = true;
      return new Promise((answer) => setAsking({ unit, clash, answer }));
    },
    [companyId],
  );
  const dialog = asking && (
    <ClashDialog
      {...asking}
      onAnswer={(unitId) => {
        open.current = false;
        asking.answer(unitId);
        setAsking(null);
      }}
    />
  );
  return { choose, dialog };
}

function ClashDialog({
  unit,
  clash,
  onAnswer,
}: Asking & { onAnswer: (unitId: number | null) => void }) {
  const textId = useId();
  const instead = clash.instead;
  const insteadName =
    instead &&
    [
      screenTexts.unitNumbered(unit.name, instead.id),
      sizeText(instead.size, instead.max_size, instead.unit),
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <ModalDialog
      title={t.title}
      closeLabel={t.cancel}
      onClose={() => onAnswer(null)}
      size="narrow"
      describedBy={textId}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={() => onAnswer(null)}>
            {t.cancel}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => onAnswer(unit.id)}>
            {t.anyway}
          </button>
          {instead && insteadName && (
            <button
              type="button"
              className="btn btn--primary"
              data-autofocus
              onClick={() => onAnswer(instead.id)}
            >
              {t.instead(insteadName)}
            </button>
          )}
        </>
      }
    >
      <div id={textId}>
        <p>
          <strong>{t.reserved(clash.reserved, clash.free, dayName(clash.day))}</strong>{' '}
          {t.explain(formatWeekdayDayMonth(clash.dueDate))}
        </p>
        <ul>
          {clash.unserved.map((r) => (
            <li key={r.id}>
              {t.whom(
                r.user_name,
                reservationTexts.line(r.quantity, unit.name, r.size),
                r.user_phone,
                dayName(r.pickup_date),
              )}
            </li>
          ))}
        </ul>
        {clash.day > clash.loanDate && <p>{t.shortenHint(formatWeekdayDayMonth(clash.day))}</p>}
      </div>
    </ModalDialog>
  );
}

/** A pickup day in the dialog's sentences: null for today ("i dag"), else "mandag 30.11". */
function dayName(day: string): string | null {
  return day === todayIsoDate() ? null : formatWeekdayDayMonth(day);
}
