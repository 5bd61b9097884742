import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { showCallError } from '../../api/form-errors';
import { AlertBanner } from '../../components/ui/alert-banner';
import { useOutcome } from '../../components/ui/use-outcome';
import { FormField } from '../../components/ui/form-field';
import type { CategoryRow } from '../../db/catalogue/catalogue-types';
import { productTexts as t } from '../../i18n/nb/products';
import type { ProductEditResponse } from '../../shared/contracts/products';
import { childrenOf } from '../../shared/domain/category-tree';
import { ProductDetailsFields } from './product-details-fields';
import {
  editProductFormSchema,
  toProductUpdate,
  type EditProductForm,
} from './product-form-schema';
import { useUpdateProductMutation } from './products-api';

const SERVER_FIELDS = ['categoryId', 'name', 'description', 'parts', 'image'] as const;

/** Every category a product can lie in, grouped by season: "Ski", "Ski › Langrenn". */
function CategoryOptions({ categories }: { categories: readonly CategoryRow[] }) {
  return childrenOf(categories, null).map((season) => (
    <optgroup key={season.id} label={season.name}>
      {childrenOf(categories, season.id).flatMap((main) => [
        <option key={main.id} value={main.id}>
          {main.name}
        </option>,
        ...childrenOf(categories, main.id).map((sub) => (
          <option key={sub.id} value={sub.id}>
            {`${main.name} › ${sub.name}`}
          </option>
        )),
      ])}
    </optgroup>
  ));
}

interface Props {
  hut: number;
  product: ProductEditResponse['product'];
  categories: readonly CategoryRow[];
  /** False: the fields are shown disabled, with why (the server would answer 403). */
  sharedEditable: boolean;
}

/**
 * The network-wide product: name, category, description, photo and parts. Only the network
 * admin or an admin of the hut that entered the product changes them; anyone else sees them
 * disabled, with the reason, and keeps the hut's units below.
 */
export function EditProductForm({ hut, product, categories, sharedEditable }: Props) {
  const lockedId = useId();
  const [update] = useUpdateProductMutation();
  const [message, show, clear] = useOutcome();
  const { register, handleSubmit, control, setValue, setError, formState } =
    useForm<EditProductForm>({
      resolver: zodResolver(editProductFormSchema),
      mode: 'onTouched',
      defaultValues: {
        categoryId: String(product.category_id),
        name: product.name,
        description: product.description ?? '',
        parts: product.parts.join(', '),
        image: product.image,
      },
    });
  const { errors, isSubmitting } = formState;
  const image = useWatch({ control, name: 'image' });
  const name = useWatch({ control, name: 'name' });

  const submit = async (values: EditProductForm) => {
    clear();
    try {
      const answer = await update({
        hut,
        productId: product.id,
        body: toProductUpdate(values),
      }).unwrap();
      show('success', answer.message);
    } catch (error) {
      show(
        'error',
        showCallError(error, setError, SERVER_FIELDS, {
          failed: t.failed,
          offline: t.offline,
        }),
      );
    }
  };

  return (
    <form className="form product-form" noValidate onSubmit={handleSubmit(submit)}>
      {message && (
        <AlertBanner kind={message.kind} onClose={clear}>
          {message.text}
        </AlertBanner>
      )}
      <fieldset
        className="product-form__section"
        disabled={!sharedEditable}
        aria-describedby={sharedEditable ? undefined : lockedId}
      >
        <legend>{t.product}</legend>
        {!sharedEditable && (
          <p id={lockedId} className="product-form__locked">
            {t.sharedLocked}
          </p>
        )}
        <div className="product-form__row">
          <FormField
            label={t.name}
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <FormField
            select
            label={t.category}
            error={errors.categoryId?.message}
            {...register('categoryId')}
          >
            <CategoryOptions categories={categories} />
          </FormField>
        </div>
        <ProductDetailsFields
          hut={hut}
          fields={{ description: register('description'), parts: register('parts') }}
          errors={{
            description: errors.description?.message,
            parts: errors.parts?.message,
            image: errors.image?.message,
          }}
          image={image}
          name={name}
          onImage={(url) => setValue('image', url, { shouldDirty: true })}
          locked={!sharedEditable}
        />
        {sharedEditable && (
          <div className="product-form__actions">
            <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
              {isSubmitting ? t.saving : t.save}
            </button>
          </div>
        )}
      </fieldset>
    </form>
  );
}
