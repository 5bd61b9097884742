import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormField } from '../../components/ui/form-field';
import { setUnitStatus } from '../../db/commands';
import { useCommand } from '../../db/hooks/use-command';
import type { UnitRow } from '../../db/hut/hut-types';
import { unitTexts as t } from '../../i18n/nb/units';
import { textSchema } from '../../shared/contracts/text';
import { fieldLabels } from '../../shared/texts/messages';
import { syncMessages as m } from '../../shared/texts/sync';

const reasonSchema = z.object({
  reason: textSchema({
    label: fieldLabels.statusReason,
    max: 500,
    required: true,
    messages: { required: m.reasonRequired },
  }),
});
type ReasonForm = z.infer<typeof reasonSchema>;

/** Repair or retirement with a reason (asked for in a second step), or back in service. */
export function UnitStateForm({ unit }: { unit: UnitRow }) {
  const run = useCommand();
  const [asking, setAsking] = useState<'repair' | 'retired' | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<ReasonForm>({
    resolver: zodResolver(reasonSchema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });

  if (unit.status === 'lent') return <p>{t.lentHint}</p>;
  if (unit.status === 'repair' || unit.status === 'retired') {
    return (
      <button
        type="button"
        className="btn btn--primary"
        onClick={() =>
          void run(
            () => setUnitStatus({ unitId: unit.id, status: 'available', reason: null }),
            t.stateSaved(t.stateOf('available')),
          )
        }
      >
        {t.backInService}
      </button>
    );
  }
  if (asking === null) {
    return (
      <div className="button-row">
        <button type="button" className="btn btn--secondary" onClick={() => setAsking('repair')}>
          {t.toRepair}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => setAsking('retired')}>
          {t.retire}
        </button>
      </div>
    );
  }
  const status = asking;
  const submit = async ({ reason }: ReasonForm) => {
    const done = await run(
      () => setUnitStatus({ unitId: unit.id, status, reason }),
      t.stateSaved(t.stateOf(status)),
    );
    if (done) {
      reset({ reason: '' });
      setAsking(null);
    }
  };
  return (
    <form className="form unit-state-form" noValidate onSubmit={handleSubmit(submit)}>
      <FormField
        multiline
        rows={2}
        label={t.reasonFor[status]}
        autoFocus
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      <div className="button-row">
        <button type="submit" className="btn btn--primary">
          {status === 'repair' ? t.toRepair : t.retire}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => setAsking(null)}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
