import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { showCallError } from '../../api/form-errors';
import { AlertBanner } from '../../components/ui/alert-banner';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { productTexts as t } from '../../i18n/nb/products';
import type { EditableUnit } from '../../shared/contracts/products';
import {
  sizeFormValues,
  toSizeRequest,
  unitSizeFormSchema,
  type UnitSizeForm,
} from './product-form-schema';
import { useUpdateUnitMutation } from './products-api';
import { SizeFields } from './size-fields';

const SERVER_FIELDS = ['unit', 'size', 'maxSize'] as const;

/** A unit's size (a ski cut down, a helmet re-measured). */
export function UnitSizeDialog(props: {
  hut: number;
  unit: EditableUnit;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { hut, unit, onClose, onSaved } = props;
  const formId = useId();
  const [save] = useUpdateUnitMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, setError, formState } = useForm<UnitSizeForm>({
    resolver: zodResolver(unitSizeFormSchema),
    mode: 'onTouched',
    defaultValues: sizeFormValues(unit),
  });
  const { errors, isSubmitting } = formState;
  const shownUnit = useWatch({ control, name: 'unit' });

  const submit = async (values: UnitSizeForm) => {
    setFailure(null);
    try {
      onSaved((await save({ hut, unitId: unit.id, body: toSizeRequest(values) }).unwrap()).message);
    } catch (error) {
      setFailure(
        showCallError(error, setError, SERVER_FIELDS, { failed: t.failed, offline: t.offline }),
      );
    }
  };

  return (
    <ModalDialog
      title={t.changeSizeTitle(unit.label)}
      closeLabel={t.close}
      onClose={onClose}
      size="narrow"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t.close}
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={isSubmitting}>
            {isSubmitting ? t.saving : t.saveSize}
          </button>
        </>
      }
    >
      {failure && <AlertBanner kind="error">{failure}</AlertBanner>}
      <form id={formId} className="form product-form" noValidate onSubmit={handleSubmit(submit)}>
        <SizeFields
          unit={shownUnit}
          fields={{ unit: register('unit'), size: register('size'), maxSize: register('maxSize') }}
          errors={{
            unit: errors.unit?.message,
            size: errors.size?.message,
            maxSize: errors.maxSize?.message,
          }}
        />
      </form>
    </ModalDialog>
  );
}
