import type { NetworkStatistics } from '../../shared/contracts/statistics';
import { statisticsTexts as t } from '../../i18n/nb/statistics';
import { BarList } from './charts';
import { FigureSection, type FigureColumn } from './figure-section';

type Area = NetworkStatistics['areas'][number];

const columns: FigureColumn<Area>[] = [
  { header: t.county, value: (a) => a.county },
  { header: t.municipality, value: (a) => a.municipality, rowHeader: true },
  { header: t.huts, value: (a) => a.huts },
  { header: t.loans, value: (a) => a.loans },
  { header: t.borrowers, value: (a) => a.borrowers },
];

/** The network's loans per county and municipality (masked below 3 like every count). */
export function AreaFigures({
  areas,
  period,
}: {
  areas: readonly Area[];
  period: { from: string; to: string };
}) {
  return (
    <FigureSection
      id="statistics-areas"
      heading={t.areasHeading}
      chart={
        <BarList
          what={t.areasHeading}
          bars={[...areas]
            .sort((a, b) => (b.loans ?? 0) - (a.loans ?? 0))
            .slice(0, 15)
            .map((a) => ({ label: a.municipality, value: a.loans }))}
        />
      }
      columns={columns}
      rows={areas}
      rowKey={(a) => `${a.county}/${a.municipality}`}
      fileName={`nettverk-omrader-${period.from}-${period.to}.csv`}
      wide
    />
  );
}
