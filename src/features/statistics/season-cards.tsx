import { Link } from 'react-router-dom';
import { statisticsTexts as t } from '../../i18n/nb/statistics';
import { paths, withQuery } from '../../lib/paths';
import { useAppSelector } from '../../state/hooks';
import { presetPeriod } from './period';
import { useHutStatisticsQuery } from './statistics-api';
import './season-cards.css';

const number = new Intl.NumberFormat('nb-NO');

/**
 * The dashboard's statistics cards: this season's figures from the same source as /statistikk
 * (the server's), with a link there. Offline they say where the figures come from.
 */
export function SeasonCards() {
  const hut = useAppSelector((s) => s.session.user?.company_id ?? null);
  const { data, isError } = useHutStatisticsQuery(
    { companyId: hut ?? 0, ...presetPeriod('season') },
    { skip: hut === null },
  );
  const top = data?.topProducts[0];
  const entries: [string, string][] = data
    ? [
        [t.loans, number.format(data.summary.loans)],
        [t.borrowers, number.format(data.summary.borrowers)],
        [t.seasonTop, top ? top.name : t.none],
        [t.unmetNeeds, number.format(data.summary.unmetNeeds)],
      ]
    : [];
  return (
    <section aria-labelledby="season-cards-heading" className="season-cards">
      <h2 id="season-cards-heading">{t.season}</h2>
      {isError && <p>{t.offline}</p>}
      {data && (
        <dl className="dashboard-stats">
          {entries.map(([label, value]) => (
            <div
              key={label}
              // A product's name is words, not a number: smaller, and it may wrap.
              className={
                label === t.seasonTop ? 'dashboard-stat dashboard-stat--words' : 'dashboard-stat'
              }
            >
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p>
        <Link to={withQuery(paths.statistics, { periode: 'season' })}>{t.seeAll}</Link>
      </p>
    </section>
  );
}
