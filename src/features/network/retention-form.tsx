import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { showCallError } from '../../api/form-errors';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { retentionTexts } from '../../i18n/nb/retention';
import {
  retentionSettingRequestSchema,
  type RetentionSettingRequest,
} from '../../shared/contracts/retention';
import { RETENTION_MONTHS } from '../../shared/domain/retention';
import { useRetentionSettingQuery, useSaveRetentionMutation } from './retention-api';

const t = retentionTexts.settings;
type Input = z.input<typeof retentionSettingRequestSchema>;

/** The network's retention period in months (services/retention), on the huts screen. */
export function RetentionSection() {
  const { data } = useRetentionSettingQuery();
  return (
    <section className="network-retention" aria-labelledby="retention-heading">
      <h2 id="retention-heading">{t.heading}</h2>
      <p>{t.intro}</p>
      {data ? <RetentionForm months={data.months} /> : <p role="status">{t.loading}</p>}
    </section>
  );
}

function RetentionForm({ months }: { months: number }) {
  const [save, { isLoading }] = useSaveRetentionMutation();
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Input, unknown, RetentionSettingRequest>({
    resolver: zodResolver(retentionSettingRequestSchema),
    // Errors after leaving the field, then as the admin corrects it.
    mode: 'onTouched',
    defaultValues: { months },
  });

  const submit = async (values: RetentionSettingRequest) => {
    setMessage(null);
    try {
      const answer = await save(values).unwrap();
      reset({ months: answer.months });
      setMessage({ kind: 'success', text: answer.message });
    } catch (e) {
      setMessage({ kind: 'error', text: showCallError(e, setError, ['months'], t) });
    }
  };

  return (
    <form className="form network-retention__form" noValidate onSubmit={handleSubmit(submit)}>
      {message && (
        <AlertBanner kind={message.kind} onClose={() => setMessage(null)}>
          {message.text}
        </AlertBanner>
      )}
      <FormField
        label={t.months}
        type="number"
        inputMode="numeric"
        min={RETENTION_MONTHS.min}
        max={RETENTION_MONTHS.max}
        error={errors.months?.message}
        {...register('months')}
      />
      <div className="button-row">
        <button type="submit" className="btn btn--primary" disabled={isLoading}>
          {isLoading ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}
