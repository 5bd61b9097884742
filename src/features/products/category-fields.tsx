import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import type { CategoryRow } from '../../db/catalogue/catalogue-types';
import { productTexts as t } from '../../i18n/nb/products';
import { childrenOf } from '../../shared/domain/category-tree';
import { DIRECT } from './product-form-schema';

type Field = 'season' | 'mainCategory' | 'subcategory';

interface Props {
  categories: readonly CategoryRow[];
  values: Record<Field, string>;
  fields: Record<Field, UseFormRegisterReturn>;
  errors: Partial<Record<Field, string | undefined>>;
}

/**
 * Season → main category → subcategory (SPEC §5), each chosen in turn. A main category with
 * subcategories asks for one, or for "directly in it" chosen on purpose; one without shows none.
 */
export function CategoryFields({ categories, values, fields, errors }: Props) {
  const seasons = childrenOf(categories, null);
  const mains = values.season ? childrenOf(categories, Number(values.season)) : [];
  const main = categories.find((c) => String(c.id) === values.mainCategory);
  const subs = main ? childrenOf(categories, main.id) : [];
  return (
    <div className="product-form__row">
      <FormField select label={t.season} error={errors.season} {...fields.season}>
        <option value="">{t.choose}</option>
        {seasons.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </FormField>
      <FormField
        select
        label={t.mainCategory}
        disabled={!values.season}
        error={errors.mainCategory}
        {...fields.mainCategory}
      >
        <option value="">{t.choose}</option>
        {mains.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </FormField>
      {main && subs.length === 0 ? (
        <p className="product-form__note">{t.noSubcategories(main.name)}</p>
      ) : (
        <FormField
          select
          label={t.subcategory}
          disabled={!main}
          error={errors.subcategory}
          {...fields.subcategory}
        >
          <option value="">{t.choose}</option>
          {subs.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          {main && <option value={DIRECT}>{t.noSubcategory(main.name)}</option>}
        </FormField>
      )}
    </div>
  );
}
