import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { showCallError } from '../../api/form-errors';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { reservationTexts } from '../../i18n/nb/reservations';
import {
  HUT_SETTINGS_NUMBERS,
  hutSettingsRequestSchema,
  type HutSettings,
  type HutSettingsRequest,
} from '../../shared/contracts/reservations';
import { WEEKDAYS } from '../../shared/domain/reservations';
import { reservationLabels as labels } from '../../shared/texts/reservations';
import { useSaveHutSettingsMutation } from './reservations-api';

const t = reservationTexts.settings;
const fieldNames = [
  'enabled',
  'windowFromDays',
  'windowToDays',
  'pickupWeekdays',
  'loanDays',
  'maxUnits',
] as const;

type Input = z.input<typeof hutSettingsRequestSchema>;

/** Checkbox values are strings; the schema reads them back as weekday numbers. */
const asFormValues = (settings: HutSettings): Input => ({
  ...settings,
  pickupWeekdays: settings.pickupWeekdays.map(String),
});

/** The hut's booking rules (hut admin): on or off, the window, pickup days, loan length, units. */
export function ReservationSettingsForm({
  hut,
  settings,
  canEdit,
  online,
}: {
  hut: number;
  settings: HutSettings;
  canEdit: boolean;
  online: boolean;
}) {
  const [save, { isLoading }] = useSaveHutSettingsMutation();
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    formState: { errors },
  } = useForm<Input, unknown, HutSettingsRequest>({
    resolver: zodResolver(hutSettingsRequestSchema),
    mode: 'onTouched',
    defaultValues: asFormValues(settings),
  });
  const [from, to] = useWatch({ control, name: ['windowFromDays', 'windowToDays'] });

  const submit = async (values: HutSettingsRequest) => {
    setMessage(null);
    try {
      // The form shows what the server kept, and the message stays (no remount).
      reset(asFormValues(await save({ hut, body: values }).unwrap()));
      setMessage({ kind: 'success', text: t.saved });
    } catch (e) {
      setMessage({ kind: 'error', text: showCallError(e, setError, fieldNames, t) });
    }
  };

  const locked = !canEdit;
  const numberField = (name: keyof typeof HUT_SETTINGS_NUMBERS) => (
    <FormField
      label={labels[name]}
      type="number"
      inputMode="numeric"
      {...HUT_SETTINGS_NUMBERS[name]}
      error={errors[name]?.message}
      {...register(name)}
    />
  );
  return (
    <form className="form reservation-settings" noValidate onSubmit={handleSubmit(submit)}>
      {message && (
        <AlertBanner kind={message.kind} onClose={() => setMessage(null)}>
          {message.text}
        </AlertBanner>
      )}
      <fieldset className="reservation-settings__group" disabled={locked}>
        <label className="form-check">
          <input type="checkbox" {...register('enabled')} />
          {t.enabled}
        </label>
        <div className="reservation-settings__numbers">
          {numberField('windowFromDays')}
          {numberField('windowToDays')}
        </div>
        <p className="reservation-settings__hint">{t.windowHint(Number(from), Number(to))}</p>
        <fieldset
          className="reservation-settings__days"
          aria-describedby={
            errors.pickupWeekdays ? 'pickup-days-hint pickup-days-error' : 'pickup-days-hint'
          }
        >
          <legend className="form-field__label">{t.pickupDays}</legend>
          <p id="pickup-days-hint" className="form-field__hint">
            {t.pickupDaysHint}
          </p>
          <div className="reservation-settings__weekdays">
            {WEEKDAYS.map((d) => (
              <label key={d} className="form-check">
                <input type="checkbox" value={String(d)} {...register('pickupWeekdays')} />
                {reservationTexts.weekdayNames[d - 1]}
              </label>
            ))}
          </div>
          {errors.pickupWeekdays?.message && (
            <p id="pickup-days-error" className="field-error" role="alert">
              {errors.pickupWeekdays.message}
            </p>
          )}
        </fieldset>
        <div className="reservation-settings__numbers">
          {numberField('loanDays')}
          {numberField('maxUnits')}
        </div>
      </fieldset>
      {canEdit && (
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={isLoading || !online}>
            {isLoading ? t.saving : t.save}
          </button>
          {!online && <p className="reservation-settings__hint">{t.offline}</p>}
        </div>
      )}
    </form>
  );
}
