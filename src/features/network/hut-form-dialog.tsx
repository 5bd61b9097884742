import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { showCallError } from '../../api/form-errors';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { networkTexts as t } from '../../i18n/nb/network';
import {
  HUT_INPUT_FIELDS,
  hutInputSchema,
  type HutInput,
  type NetworkHut,
} from '../../shared/contracts/network';
import { useCreateHutMutation, useUpdateHutMutation } from './network-api';
import { hutFormValues } from './network-format';

interface Props {
  /** The hut to edit; null for a new one. */
  hut: NetworkHut | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const labels = t.form.labels;

/** Name, place, opening hours and contact of a hut: a new one, or one to change. */
export function HutFormDialog({ hut, onClose, onSaved }: Props) {
  const formId = useId();
  const [create] = useCreateHutMutation();
  const [update] = useUpdateHutMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(hutInputSchema),
    mode: 'onTouched',
    defaultValues: hutFormValues(hut),
  });

  const submit = async (values: HutInput) => {
    setFailure(null);
    try {
      const answer = hut
        ? await update({ id: hut.id, body: values }).unwrap()
        : await create(values).unwrap();
      onSaved(answer.message);
    } catch (error) {
      setFailure(
        showCallError(error, setError, HUT_INPUT_FIELDS, {
          failed: t.form.failed,
          offline: t.offline,
        }),
      );
    }
  };

  return (
    <ModalDialog
      title={hut ? t.form.editTitle(hut.name) : t.form.createTitle}
      closeLabel={t.close}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t.close}
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={isSubmitting}>
            {isSubmitting ? t.form.saving : hut ? t.form.save : t.form.create}
          </button>
        </>
      }
    >
      {failure && (
        <AlertBanner kind="error" onClose={() => setFailure(null)}>
          {failure}
        </AlertBanner>
      )}
      <form id={formId} className="form network-form" noValidate onSubmit={handleSubmit(submit)}>
        <FormField label={labels.name} error={errors.name?.message} {...register('name')} />
        <FormField
          label={labels.address}
          autoComplete="off"
          error={errors.address?.message}
          {...register('address')}
        />
        <div className="network-form__row">
          <FormField label={labels.town} error={errors.town?.message} {...register('town')} />
          <FormField
            label={labels.municipality}
            error={errors.municipality?.message}
            {...register('municipality')}
          />
          <FormField label={labels.county} error={errors.county?.message} {...register('county')} />
        </div>
        <FormField
          multiline
          rows={3}
          label={labels.openingHours}
          hint={t.form.openingHoursHint}
          error={errors.opening_hours?.message}
          {...register('opening_hours')}
        />
        <fieldset className="network-form__group" aria-describedby={`${formId}-contact`}>
          <legend className="form-field__label">{t.form.contact}</legend>
          <p id={`${formId}-contact`} className="form-field__hint">
            {t.form.contactHint}
          </p>
          <div className="network-form__row">
            <FormField
              label={labels.contactPhone}
              type="tel"
              error={errors.contact_phone?.message}
              {...register('contact_phone')}
            />
            <FormField
              label={labels.contactEmail}
              type="email"
              error={errors.contact_email?.message}
              {...register('contact_email')}
            />
          </div>
        </fieldset>
      </form>
    </ModalDialog>
  );
}
