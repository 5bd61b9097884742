import { useOnline } from '../../components/ui/use-online';
import { statisticsTexts as t } from '../../i18n/nb/statistics';
import { formatRecent } from '../../shared/domain/dates/dates';
import { useAppSelector } from '../../state/hooks';
import { FigureList } from './figures';
import { norwegianDate } from './period';
import { PeriodPicker } from './period-picker';
import { useHutStatisticsQuery } from './statistics-api';
import type { Period } from './statistics-api';
import { usePeriod } from './use-period';
import './statistics.css';

/** /statistikk: the hut's figures for a period, computed by the server from its loans. */
export function StatisticsPage() {
  const hut = useAppSelector((s) => s.session.user?.company_id ?? null);
  const { choice, period, custom, badLink, choose, chooseRange } = usePeriod();
  const online = useOnline();
  const query = useHutStatisticsQuery({ companyId: hut ?? 0, ...period }, { skip: hut === null });
  return (
    <div className="page statistics">
      <h1>{t.title}</h1>
      <p className="statistics__intro">{t.intro}</p>
      <PeriodPicker
        key={`${custom.from}-${custom.to}`}
        choice={choice}
        custom={custom}
        onChoice={choose}
        onCustom={chooseRange}
      />
      {badLink && <p role="alert">{t.invalidDate}</p>}
      <PeriodShown period={period} fetching={query.isFetching} />
      <StatisticsBody query={query} online={online} file="statistikk" />
    </div>
  );
}

/**
 * "Viser 01.12.2025–25.11.2026.", when the figures were brought up to date (the network's come
 * from monthly rows refreshed each minute), and whether newer figures are on their way.
 */
export function PeriodShown({
  period,
  fetching,
  updatedAt,
}: {
  period: Period;
  fetching: boolean;
  updatedAt?: string | undefined;
}) {
  return (
    <p className="statistics__shown" role="status">
      {t.periodShown(norwegianDate(period.from), norwegianDate(period.to))}
      {updatedAt && ` ${t.updatedAt(formatRecent(updatedAt))}`}
      {fetching && ` ${t.loading}`}
    </p>
  );
}

/** Loading, failure (offline says so) or the figures. */
export function StatisticsBody({
  query,
  online,
  file,
}: {
  query: {
    data?: Parameters<typeof FigureList>[0]['data'] | undefined;
    isError: boolean;
    refetch: () => unknown;
  };
  online: boolean;
  file: string;
}) {
  if (query.data) return <FigureList data={query.data} file={file} />;
  if (query.isError)
    return (
      <div className="statistics__problem" role="alert">
        <p>{online ? t.failed : t.offline}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void query.refetch()}>
          {t.tryAgain}
        </button>
      </div>
    );
  return null;
}
