import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { extendLoan } from '../../db/commands';
import { commandErrorText, useCommand } from '../../db/hooks/use-command';
import { loanModalTexts as t } from '../../i18n/nb/loans';
import { formatDottedDate } from '../../shared/domain/dates/dates';
import { latestExtension } from '../../shared/domain/loan-rules';
import { earliestExtension, extensionFormSchema, type ExtensionForm } from './extension-rule';

/** Forleng: a new return date for the whole loan, after the current one. */
interface Props {
  loanId: string;
  dueDate: string;
  today: string;
}

export function LoanExtendForm({ loanId, dueDate, today }: Props) {
  const run = useCommand();
  const schema = useMemo(() => extensionFormSchema(dueDate, today), [dueDate, today]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ExtensionForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { newDate: '' },
  });

  const submit = async ({ newDate }: ExtensionForm) => {
    const done = await run(
      async () => {
        try {
          return await extendLoan({ loanId, newDate });
        } catch (refusal) {
          // The toast reports it too; next to the field it stays until the date is changed.
          setError('newDate', { type: 'command', message: commandErrorText(refusal) });
          throw refusal;
        }
      },
      t.extended(formatDottedDate(newDate)),
    );
    if (done) reset();
  };

  return (
    <form
      className="loan-section loan-extend"
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <h3>{t.extendHeading}</h3>
      <div className="loan-extend__row">
        <FormField
          label={t.extendLabel}
          type="date"
          min={earliestExtension(dueDate, today)}
          max={latestExtension(dueDate, today)}
          error={errors.newDate?.message}
          {...register('newDate')}
        />
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {t.extend}
        </button>
      </div>
    </form>
  );
}
