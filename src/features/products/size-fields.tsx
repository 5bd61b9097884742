import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { productTexts as t } from '../../i18n/nb/products';
import { SIZE_UNITS } from '../../shared/domain/equipment';
import { NO_SIZE } from './product-form-schema';

interface Props {
  fields: Record<'unit' | 'size' | 'maxSize', UseFormRegisterReturn>;
  errors: Partial<Record<'unit' | 'size' | 'maxSize', string | undefined>>;
  /** The chosen unit: without a size, the size inputs are not shown. */
  unit: string;
}

/** What a size is measured in, and the size or a range (120–150 cm). */
export function SizeFields({ fields, errors, unit }: Props) {
  return (
    <div className="product-form__row">
      <FormField select label={t.sizeUnit} error={errors.unit} {...fields.unit}>
        {SIZE_UNITS.map((u) => (
          <option key={u} value={u}>
            {t.sizeUnits[u]}
          </option>
        ))}
        <option value={NO_SIZE}>{t.noSize}</option>
      </FormField>
      {unit !== NO_SIZE && (
        <>
          <FormField
            label={t.sizeFrom}
            inputMode="decimal"
            autoComplete="off"
            error={errors.size}
            {...fields.size}
          />
          <FormField
            label={t.sizeTo}
            hint={t.sizeToHint}
            inputMode="decimal"
            autoComplete="off"
            error={errors.maxSize}
            {...fields.maxSize}
          />
        </>
      )}
    </div>
  );
}
