import { useSearchParams } from 'react-router-dom';
import {
  hutStatisticsQuerySchema,
  networkStatisticsQuerySchema,
} from '../../shared/contracts/statistics';
import { isOneOf } from '../../shared/domain/statuses';
import { PERIOD_CHOICES, presetPeriod, type PeriodChoice } from './period';
import type { Period } from './statistics-api';

/**
 * The chosen period in the address (?periode=season|year|custom&fra=&til=), so a reload or a
 * shared link shows the same figures. A broken custom range falls back to the last 12 months.
 * `wholeMonths`: the network's periods, whole months (its figures are kept per month).
 */
export function usePeriod(wholeMonths = false) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('periode');
  const choice: PeriodChoice = isOneOf(PERIOD_CHOICES, raw) ? raw : 'year';
  const typed = (wholeMonths ? networkStatisticsQuerySchema : hutStatisticsQuerySchema).safeParse({
    from: params.get('fra') ?? '',
    to: params.get('til') ?? '',
  });
  const fallback = presetPeriod('year', undefined, wholeMonths);
  const custom: Period = typed.success ? { from: typed.data.from, to: typed.data.to } : fallback;
  const period = choice === 'custom' ? custom : presetPeriod(choice, undefined, wholeMonths);
  const update = (next: PeriodChoice, range?: Period) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('periode', next);
        if (next === 'custom') {
          const r = range ?? custom;
          out.set('fra', r.from);
          out.set('til', r.to);
        } else {
          out.delete('fra');
          out.delete('til');
        }
        return out;
      },
      { replace: true },
    );
  return {
    choice,
    period,
    custom,
    /** A custom choice in the address whose dates could not be read. */
    badLink: choice === 'custom' && !typed.success && (params.has('fra') || params.has('til')),
    choose: (next: PeriodChoice) => update(next),
    chooseRange: (range: Period) => update('custom', range),
  };
}
