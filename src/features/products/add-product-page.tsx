import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { fieldErrors } from '../../api/error-mapping';
import { showCallError } from '../../api/form-errors';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { productTexts as t } from '../../i18n/nb/products';
import { useAppSelector } from '../../state/hooks';
import { childrenOf } from '../../shared/domain/category-tree';
import { CategoryFields } from './category-fields';
import { editLink, labelsLink } from './hut-product-list';
import { ProductDetailsFields } from './product-details-fields';
import {
  DIRECT,
  addProductFormSchema,
  toNewProductRequest,
  type AddProductForm,
} from './product-form-schema';
import { useCreateProductMutation } from './products-api';
import { SizeFields } from './size-fields';
import { UnitNotes } from './unit-notes';
import { useCategories, useCategoryProducts } from './use-equipment-catalogue';
import './product-form.css';

const EMPTY: AddProductForm = {
  season: '',
  mainCategory: '',
  subcategory: '',
  hasSubcategories: true,
  productId: '',
  name: '',
  description: '',
  parts: '',
  image: null,
  unit: 'cm',
  size: '',
  maxSize: '',
  quantity: '1',
  notes: [],
};

/** The fields a 422 answer may name, as this form calls them. */
const SERVER_FIELDS = [
  'name',
  'description',
  'parts',
  'image',
  'unit',
  'size',
  'maxSize',
  'quantity',
] as const;

/**
 * /leggtilprodukt (SPEC §2, §5): units at the staff member's hut, of a new product or of one the
 * network already has in that category. Online work; the new units reach the counter's tablets
 * at their next pull, which the success starts.
 */
export function AddProductPage() {
  const hut = useAppSelector((s) => s.session.user?.company_id ?? null);
  const categories = useCategories();
  const [create] = useCreateProductMutation();
  const [done, setDone] = useState<{ message: string; productId: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddProductForm>({
    resolver: zodResolver(addProductFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, control, setValue, setError, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  // defaultValues name every field, so the watched values are always a whole form.
  const values = useWatch({ control }) as AddProductForm;
  const main = values.mainCategory ? Number(values.mainCategory) : null;
  const categoryId =
    values.hasSubcategories && values.subcategory !== '' && values.subcategory !== DIRECT
      ? Number(values.subcategory)
      : values.hasSubcategories && values.subcategory === ''
        ? null
        : main;
  const existing = useCategoryProducts(categoryId);

  const submit = async (v: AddProductForm) => {
    if (hut === null) return;
    setFailure(null);
    setDone(null);
    try {
      const created = await create({ hut, body: toNewProductRequest(v) }).unwrap();
      setDone({ message: created.message, productId: created.productId });
      reset({
        ...EMPTY,
        season: v.season,
        mainCategory: v.mainCategory,
        subcategory: v.subcategory,
        hasSubcategories: v.hasSubcategories,
      });
    } catch (error) {
      setFailure(
        showCallError(error, setError, SERVER_FIELDS, { failed: t.failed, offline: t.offline }),
      );
      // The server names the chosen category and product by their request names.
      const server = fieldErrors(error);
      if (server.categoryId)
        setError('subcategory', { type: 'server', message: server.categoryId });
      if (server.productId) setError('productId', { type: 'server', message: server.productId });
    }
  };

  const category = {
    season: register('season', {
      onChange: () => {
        setValue('mainCategory', '');
        setValue('subcategory', '');
        setValue('productId', '');
      },
    }),
    mainCategory: register('mainCategory', {
      onChange: (e: { target: { value: string } }) => {
        const id = Number(e.target.value);
        setValue('subcategory', '');
        setValue('productId', '');
        setValue('hasSubcategories', !id || childrenOf(categories ?? [], id).length > 0);
      },
    }),
    subcategory: register('subcategory', { onChange: () => setValue('productId', '') }),
  };

  return (
    <div className="page product-page">
      <h1>{t.addTitle}</h1>
      <p>{t.addIntro}</p>
      {done && (
        <AlertBanner kind="success" onClose={() => setDone(null)}>
          {done.message} <Link to={editLink(done.productId)}>{t.editCreated}</Link>{' '}
          <Link to={labelsLink(done.productId)}>{t.printLabels}</Link>
        </AlertBanner>
      )}
      {failure && (
        <AlertBanner kind="error" onClose={() => setFailure(null)}>
          {failure}
        </AlertBanner>
      )}
      <form className="form product-form" noValidate onSubmit={handleSubmit(submit)}>
        <fieldset className="product-form__section">
          <legend>{t.category}</legend>
          <CategoryFields
            categories={categories ?? []}
            values={values}
            fields={category}
            errors={{
              season: errors.season?.message,
              mainCategory: errors.mainCategory?.message,
              subcategory: errors.subcategory?.message,
            }}
          />
        </fieldset>

        <fieldset className="product-form__section">
          <legend>{t.product}</legend>
          <FormField
            select
            label={t.productChoice}
            hint={t.productChoiceHint}
            disabled={categoryId === null}
            error={errors.productId?.message}
            {...register('productId')}
          >
            <option value="">{t.newProduct}</option>
            {existing.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </FormField>
          {values.productId === '' && (
            <>
              <FormField
                label={t.name}
                autoComplete="off"
                error={errors.name?.message}
                {...register('name')}
              />
              {hut !== null && (
                <ProductDetailsFields
                  hut={hut}
                  fields={{ description: register('description'), parts: register('parts') }}
                  errors={{
                    description: errors.description?.message,
                    parts: errors.parts?.message,
                    image: errors.image?.message,
                  }}
                  image={values.image}
                  name={values.name}
                  onImage={(url) => setValue('image', url, { shouldDirty: true })}
                />
              )}
            </>
          )}
        </fieldset>

        <fieldset className="product-form__section">
          <legend>{t.units}</legend>
          <SizeFields
            unit={values.unit}
            fields={{
              unit: register('unit'),
              size: register('size'),
              maxSize: register('maxSize'),
            }}
            errors={{
              unit: errors.unit?.message,
              size: errors.size?.message,
              maxSize: errors.maxSize?.message,
            }}
          />
          <UnitNotes
            quantity={register('quantity')}
            quantityError={errors.quantity?.message}
            count={values.quantity}
            note={(i) => register(`notes.${i}.text`)}
          />
        </fieldset>

        <div className="product-form__actions">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={isSubmitting || hut === null}
          >
            {isSubmitting ? t.adding : t.add}
          </button>
        </div>
      </form>
    </div>
  );
}
