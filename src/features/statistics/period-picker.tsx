import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { statisticsTexts as t } from '../../i18n/nb/statistics';
import { hutStatisticsQuerySchema } from '../../shared/contracts/statistics';
import { monthRangeSchema, monthsOfPeriod, periodOfMonths, type MonthRange } from './month-range';
import type { PeriodChoice } from './period';
import type { Period } from './statistics-api';

const choices: [PeriodChoice, string][] = [
  ['season', t.season],
  ['year', t.lastYear],
  ['custom', t.custom],
];

/**
 * This season, the last twelve months, or a range of one's own (checked like the server checks
 * it: real dates, to not before from, at most five years; messages after the field is left).
 * `wholeMonths` (the network): the range is chosen in months.
 */
export function PeriodPicker({
  choice,
  custom,
  onChoice,
  onCustom,
  wholeMonths = false,
}: {
  choice: PeriodChoice;
  custom: Period;
  onChoice: (choice: PeriodChoice) => void;
  onCustom: (period: Period) => void;
  wholeMonths?: boolean;
}) {
  return (
    <div className="statistics-period">
      <fieldset className="statistics-period__choices">
        <legend>{t.periodLegend}</legend>
        {choices.map(([value, label]) => (
          <label key={value} className="statistics-period__choice">
            <input
              type="radio"
              name="statistics-period"
              value={value}
              checked={choice === value}
              onChange={() => onChoice(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {choice === 'custom' &&
        (wholeMonths ? (
          <MonthRangeForm custom={custom} onCustom={onCustom} />
        ) : (
          <DateRangeForm custom={custom} onCustom={onCustom} />
        ))}
    </div>
  );
}

type RangeProps = { custom: Period; onCustom: (period: Period) => void };

function DateRangeForm({ custom, onCustom }: RangeProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Period>({
    resolver: zodResolver(hutStatisticsQuerySchema),
    mode: 'onTouched',
    defaultValues: custom,
  });
  return (
    <form
      className="statistics-period__custom"
      noValidate
      onSubmit={(event) => void handleSubmit(onCustom)(event)}
    >
      <FormField label={t.from} type="date" error={errors.from?.message} {...register('from')} />
      <FormField label={t.to} type="date" error={errors.to?.message} {...register('to')} />
      <button type="submit" className="btn btn--primary">
        {t.show}
      </button>
    </form>
  );
}

/** Months (yyyy-mm; a text field where the browser has no month picker) for the network. */
function MonthRangeForm({ custom, onCustom }: RangeProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MonthRange>({
    resolver: zodResolver(monthRangeSchema),
    mode: 'onTouched',
    defaultValues: monthsOfPeriod(custom),
  });
  return (
    <form
      className="statistics-period__custom"
      noValidate
      onSubmit={(event) => void handleSubmit((r) => onCustom(periodOfMonths(r)))(event)}
    >
      <FormField
        label={t.fromMonth}
        type="month"
        placeholder="åååå-mm"
        error={errors.from?.message}
        {...register('from')}
      />
      <FormField
        label={t.toMonth}
        type="month"
        placeholder="åååå-mm"
        error={errors.to?.message}
        {...register('to')}
      />
      <button type="submit" className="btn btn--primary">
        {t.show}
      </button>
    </form>
  );
}
