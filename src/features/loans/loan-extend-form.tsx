import { useState, type FormEvent } from 'react';
import { commandErrorText, useCommand } from '../../db/hooks/use-command';
import { FormField } from '../../components/ui/form-field';
import { extendLoan } from '../../db/commands';
import { formatDottedDate } from '../../shared/domain/dates';
import { earliestExtension, extensionError } from './extension-rule';
import { loanModalTexts as t } from '../../i18n/nb/loans';

/** Forleng: a new return date for the whole loan, after the current one. */
interface Props {
  loanId: string;
  dueDate: string;
  today: string;
}

export function LoanExtendForm({ loanId, dueDate, today }: Props) {
  const run = useCommand();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = extensionError(value, dueDate, today);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const done = await run(
      async () => {
        try {
          return await extendLoan({ loanId, newDate: value });
        } catch (refusal) {
          // The toast reports it too; next to the field it stays until the date is changed.
          setError(commandErrorText(refusal));
          throw refusal;
        }
      },
      t.extended(formatDottedDate(value)),
    );
    setBusy(false);
    if (done) setValue('');
  };

  return (
    <form className="loan-section loan-extend" noValidate onSubmit={(e) => void submit(e)}>
      <h3>{t.extendHeading}</h3>
      <div className="loan-extend__row">
        <FormField
          label={t.extendLabel}
          type="date"
          min={earliestExtension(dueDate, today)}
          value={value}
          error={error ?? undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t.extend}
        </button>
      </div>
    </form>
  );
}
