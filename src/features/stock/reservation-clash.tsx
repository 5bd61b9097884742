import { useCallback, useId, useRef, useState } from 'react';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { getDb } from '../../db/database';
import type { PersonKey } from '../../db/hut/hut-types';
import { reservationClash, type ReservationClash } from '../../db/hut/pickups';
import { reservationTexts } from '../../i18n/nb/reservations';
import { screenTexts } from '../../i18n/nb/screen';
import { todayIsoDate } from '../../shared/domain/dates/dates';
import { sizeText } from '../../shared/domain/equipment';
import type { StockUnit } from '../../db/hut/hut-queries';

const t = reservationTexts.clash;

interface Asking {
  unit: StockUnit;
  clash: ReservationClash;
  answer: (unitId: number | null) => void;
}

/**
 * The check before a unit goes into a cart: when the units left today would not serve the
 * day's reservations of others, staff are asked first ("2 av 3 er reservert i dag") and may take
 * another unit instead, or go on (the counter's truth: the server then records an Avvik).
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
          <strong>{t.reserved(clash.reserved, clash.free)}</strong> {t.explain}
        </p>
        <ul>
          {clash.unserved.map((r) => (
            <li key={r.id}>
              {t.whom(
                r.user_name,
                reservationTexts.line(r.quantity, unit.name, r.size),
                r.user_phone,
              )}
            </li>
          ))}
        </ul>
      </div>
    </ModalDialog>
  );
}
