import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { productTexts as t } from '../../i18n/nb/products';
import { MAX_UNITS_PER_ADD } from '../../shared/domain/equipment';

interface Props {
  quantity: UseFormRegisterReturn;
  quantityError: string | undefined;
  /** The typed quantity: one note field per unit. */
  count: string;
  note: (index: number) => UseFormRegisterReturn;
}

/** How many units, and an optional note for each (SPEC §5 "optional notes per unit"). */
export function UnitNotes({ quantity, quantityError, count, note }: Props) {
  const n = Math.min(MAX_UNITS_PER_ADD, Math.max(0, Math.floor(Number(count) || 0)));
  return (
    <>
      <div className="product-form__row product-form__row--short">
        <FormField
          label={t.quantity}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_UNITS_PER_ADD}
          error={quantityError}
          {...quantity}
        />
      </div>
      {n > 0 && (
        <fieldset className="product-form__notes">
          <legend className="form-field__label">{t.notesLegend}</legend>
          {Array.from({ length: n }, (_, i) => (
            <FormField key={i} label={t.noteFor(i + 1)} autoComplete="off" {...note(i)} />
          ))}
        </fieldset>
      )}
    </>
  );
}
