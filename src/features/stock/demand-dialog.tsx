import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { ModalDialog } from '../../components/ui/modal-dialog';
import type { CategoryRow } from '../../db/catalogue/catalogue-types';
import { recordDemand } from '../../db/commands';
import { useCommand } from '../../db/hooks/use-command';
import { demandTexts as t } from '../../i18n/nb/demand';
import { childrenOf } from '../../shared/domain/category-tree';
import {
  demandDefaults,
  demandFormSchema,
  productsUnder,
  toDemandInput,
  type DemandFormInput,
  type DemandFormValues,
  type DemandPrefill,
} from './demand-form';
import { categoryOptions } from './stock-filter';
import { useDemandProducts } from './use-demand-products';

interface Props {
  prefill: DemandPrefill;
  categories: readonly CategoryRow[];
  onClose: () => void;
}

/** Every category by its path ("Vinter › Ski › Langrenn"), season by season. */
function categoryPaths(categories: readonly CategoryRow[]) {
  return childrenOf(categories, null).flatMap((season) => [
    { id: season.id, label: season.name },
    ...categoryOptions(categories, season.id).map((o) => ({
      id: o.id,
      label: `${season.name} › ${o.label}`,
    })),
  ]);
}

/**
 * "Came for this, none free": a category, a product of it if one was asked for, and the size as
 * asked. A counter command (demand.record): offline too, and the server keeps it once. The
 * dialog closes once it is recorded; focus goes back to the button that opened it.
 */
export function DemandDialog({ prefill, categories, onClose }: Props) {
  const run = useCommand();
  const formId = useId();
  const introId = useId();
  const products = useDemandProducts();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<DemandFormInput, unknown, DemandFormValues>({
    resolver: zodResolver(demandFormSchema),
    mode: 'onTouched',
    defaultValues: demandDefaults(prefill),
  });
  // The selects are controlled by these, so an option that arrives later (the catalogue read
  // from the device) shows as chosen.
  const [categoryId, productId] = useWatch({ control, name: ['categoryId', 'productId'] });
  const paths = useMemo(() => categoryPaths(categories), [categories]);
  const choices = useMemo(
    () => productsUnder(products ?? [], categories, categoryId, prefill.product),
    [products, categories, categoryId, prefill.product],
  );

  const submit = async (values: DemandFormValues) => {
    const input = toDemandInput(values);
    const what =
      choices.find((p) => p.id === input.productId)?.name ??
      categories.find((c) => c.id === input.categoryId)?.name ??
      '';
    const done = await run(() => recordDemand(input), t.recorded(what, input.size ?? ''));
    if (done !== null) onClose();
  };

  const category = register('categoryId', {
    // A product of another category no longer fits: back to "no particular product".
    onChange: () => {
      const chosen = getValues('productId');
      const scope = productsUnder(products ?? [], categories, getValues('categoryId'), null);
      if (chosen !== '' && !scope.some((p) => String(p.id) === chosen)) setValue('productId', '');
    },
  });

  return (
    <ModalDialog
      title={t.title}
      closeLabel={t.close}
      onClose={onClose}
      size="narrow"
      describedBy={introId}
      footer={
        <div className="button-row">
          <button type="submit" form={formId} className="btn btn--primary" disabled={isSubmitting}>
            {t.submit}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      }
    >
      <form
        id={formId}
        className="form demand-form"
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        <p id={introId} className="form-field__hint">
          {t.intro}
        </p>
        <FormField
          select
          label={t.category}
          error={errors.categoryId?.message}
          // The first question is where staff start, by touch or keyboard.
          data-autofocus
          {...category}
          value={categoryId}
        >
          <option value="">{t.chooseCategory}</option>
          {paths.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </FormField>
        <FormField
          select
          label={t.product}
          hint={t.productHint}
          disabled={categoryId === ''}
          error={errors.productId?.message}
          {...register('productId')}
          value={productId}
        >
          <option value="">{t.anyProduct}</option>
          {choices.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </FormField>
        <FormField
          label={t.size}
          hint={t.sizeHint}
          autoComplete="off"
          maxLength={40}
          error={errors.size?.message}
          {...register('size')}
        />
      </form>
    </ModalDialog>
  );
}
