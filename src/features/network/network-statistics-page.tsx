import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useOnline } from '../../components/ui/use-online';
import { LabelledSelect } from '../../components/ui/labelled-select';
import { statisticsTexts as t } from '../../i18n/nb/statistics';
import {
  AreaFigures,
  PeriodPicker,
  PeriodShown,
  StatisticsBody,
  useNetworkStatisticsQuery,
  usePeriod,
} from '../statistics';
import { useNetworkHutsQuery } from './network-api';
import { NetworkFrame } from './network-frame';

const areaKey = (county: string, municipality: string) => `${county}|${municipality}`;

/**
 * /nettverk/statistikk: the network's figures for a period, all huts or one county or
 * municipality, per area too; counts of 1 and 2 show as "<3".
 */
export function NetworkStatisticsPage() {
  const { choice, period, custom, badLink, choose, chooseRange } = usePeriod(true);
  const [params, setParams] = useSearchParams();
  const county = params.get('fylke') ?? '';
  const municipality = params.get('kommune') ?? '';
  const online = useOnline();
  const huts = useNetworkHutsQuery();
  const counties = useMemo(
    () =>
      [...new Set((huts.data?.huts ?? []).map((h) => h.county))].sort((a, b) =>
        a.localeCompare(b, 'nb'),
      ),
    [huts.data],
  );
  // A municipality is chosen with its county (two counties may have one of the same name).
  const municipalities = useMemo(() => {
    const pairs = new Map<string, { county: string; municipality: string }>();
    for (const h of huts.data?.huts ?? [])
      if (!county || h.county === county)
        pairs.set(areaKey(h.county, h.municipality), {
          county: h.county,
          municipality: h.municipality,
        });
    return [...pairs.values()].sort(
      (a, b) =>
        a.municipality.localeCompare(b.municipality, 'nb') ||
        a.county.localeCompare(b.county, 'nb'),
    );
  }, [huts.data, county]);
  const query = useNetworkStatisticsQuery({ ...period, county, municipality });
  const setArea = (nextCounty: string, nextMunicipality: string) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (nextCounty) out.set('fylke', nextCounty);
        else out.delete('fylke');
        if (nextMunicipality) out.set('kommune', nextMunicipality);
        else out.delete('kommune');
        return out;
      },
      { replace: true },
    );
  return (
    <NetworkFrame title={t.networkTitle}>
      <p className="statistics__intro">{t.networkIntro}</p>
      <PeriodPicker
        key={`${custom.from}-${custom.to}`}
        choice={choice}
        custom={custom}
        onChoice={choose}
        onCustom={chooseRange}
        wholeMonths
      />
      <div className="statistics-area">
        <LabelledSelect
          label={t.county}
          all={t.allCounties}
          value={county}
          onChange={(value) => setArea(value, '')}
        >
          {counties.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect
          label={t.municipality}
          all={t.allMunicipalities}
          value={municipality ? areaKey(county, municipality) : ''}
          onChange={(value) => {
            const chosen = municipalities.find((m) => areaKey(m.county, m.municipality) === value);
            setArea(chosen?.county ?? county, chosen?.municipality ?? '');
          }}
        >
          {municipalities.map((m) => (
            <option
              key={areaKey(m.county, m.municipality)}
              value={areaKey(m.county, m.municipality)}
            >
              {county ? m.municipality : `${m.municipality} (${m.county})`}
            </option>
          ))}
        </LabelledSelect>
      </div>
      {badLink && <p role="alert">{t.invalidDate}</p>}
      {/* The server's period: one to the end of this month counts to today. */}
      <PeriodShown
        period={query.data?.period ?? period}
        updatedAt={query.data?.updatedAt}
        fetching={query.isFetching}
      />
      <StatisticsBody query={query} online={online} file="nettverk" />
      {query.data && <AreaFigures areas={query.data.areas} period={query.data.period} />}
    </NetworkFrame>
  );
}
