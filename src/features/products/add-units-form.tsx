import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { showCallError } from '../../api/form-errors';
import { AlertBanner } from '../../components/ui/alert-banner';
import { useOutcome } from '../../components/ui/use-outcome';
import { productTexts as t } from '../../i18n/nb/products';
import type { EditableUnit } from '../../shared/contracts/products';
import {
  addUnitsFormSchema,
  sizeFormValues,
  toUnitsAdd,
  type AddUnitsForm,
} from './product-form-schema';
import { useAddUnitsMutation } from './products-api';
import { SizeFields } from './size-fields';
import { UnitNotes } from './unit-notes';

const SERVER_FIELDS = ['unit', 'size', 'maxSize', 'quantity'] as const;

/** More units of the product at this hut; the size starts as the last unit's. */
export function AddUnitsForm(props: {
  hut: number;
  productId: number;
  last: EditableUnit | undefined;
}) {
  const { hut, productId, last } = props;
  const [add] = useAddUnitsMutation();
  const [message, show, clear] = useOutcome();
  const start: AddUnitsForm = {
    ...(last ? sizeFormValues(last) : { unit: 'cm', size: '', maxSize: '' }),
    quantity: '1',
    notes: [],
  };
  const { register, handleSubmit, control, setError, reset, formState } = useForm<AddUnitsForm>({
    resolver: zodResolver(addUnitsFormSchema),
    mode: 'onTouched',
    defaultValues: start,
  });
  const { errors, isSubmitting } = formState;
  const unit = useWatch({ control, name: 'unit' });
  const quantity = useWatch({ control, name: 'quantity' });

  const submit = async (values: AddUnitsForm) => {
    clear();
    try {
      const answer = await add({ hut, productId, body: toUnitsAdd(values) }).unwrap();
      show('success', answer.message);
      reset({ ...values, quantity: '1', notes: [] });
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
      <fieldset className="product-form__section">
        <legend>{t.addUnitsTitle}</legend>
        {message && (
          <AlertBanner kind={message.kind} onClose={clear}>
            {message.text}
          </AlertBanner>
        )}
        <SizeFields
          unit={unit}
          fields={{ unit: register('unit'), size: register('size'), maxSize: register('maxSize') }}
          errors={{
            unit: errors.unit?.message,
            size: errors.size?.message,
            maxSize: errors.maxSize?.message,
          }}
        />
        <UnitNotes
          quantity={register('quantity')}
          quantityError={errors.quantity?.message}
          count={quantity}
          note={(i) => register(`notes.${i}.text`)}
        />
        <div className="product-form__actions">
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {isSubmitting ? t.adding : t.addUnits}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
