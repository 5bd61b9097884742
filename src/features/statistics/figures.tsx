import type { NetworkStatistics } from '../../shared/contracts/statistics';
import { statisticsTexts as t } from '../../i18n/nb/statistics';
import { BarList, MonthChart } from './charts';
import { FigureSection, type FigureColumn } from './figure-section';
import { monthName } from './period';
import { SummaryFigures } from './summary';

/** The figures both views show; a hut's (exact counts) fits this shape too. */
export type Figures = Omit<NetworkStatistics, 'areas' | 'updatedAt'>;
type Row<K extends keyof Figures> = Figures[K] extends readonly (infer R)[] ? R : never;

const monthColumns: FigureColumn<Row<'months'>>[] = [
  { header: t.month, value: (r) => monthName(r.month), rowHeader: true },
  { header: t.loans, value: (r) => r.loans },
  { header: t.borrowers, value: (r) => r.borrowers },
  { header: t.newBorrowers, value: (r) => r.newBorrowers },
];
const categoryColumns: FigureColumn<Row<'categories'>>[] = [
  { header: t.seasonColumn, value: (r) => r.season },
  { header: t.categoryColumn, value: (r) => r.category, rowHeader: true },
  { header: t.lines, value: (r) => r.lines },
];
const topColumns: FigureColumn<Row<'topProducts'>>[] = [
  { header: t.product, value: (r) => r.name, rowHeader: true },
  { header: t.lines, value: (r) => r.lines },
];
const share = (r: Row<'utilisation'>) => (r.daysOnShelf > 0 ? r.daysLent / r.daysOnShelf : 0);
const utilisationColumns: FigureColumn<Row<'utilisation'>>[] = [
  { header: t.product, value: (r) => r.name, rowHeader: true },
  { header: t.units, value: (r) => r.units },
  { header: t.daysLent, value: (r) => r.daysLent },
  { header: t.daysOnShelf, value: (r) => r.daysOnShelf },
  { header: t.utilisation, value: share, percent: true },
];
const unmetColumns: FigureColumn<Row<'unmet'>>[] = [
  { header: t.seasonColumn, value: (r) => r.season },
  { header: t.categoryColumn, value: (r) => r.category },
  { header: t.product, value: (r) => r.product ?? t.anyProduct, rowHeader: true },
  { header: t.size, value: (r) => r.size ?? t.anySize },
  { header: t.needs, value: (r) => r.needs },
  { header: t.held, value: (r) => r.units },
];

/** Summary, then each figure with its chart, table and CSV. `file` prefixes the CSV names. */
export function FigureList({ data, file }: { data: Figures; file: string }) {
  const csv = (what: string) => `${file}-${what}-${data.period.from}-${data.period.to}.csv`;
  return (
    <>
      <SummaryFigures summary={data.summary} />
      <FigureSection
        id="statistics-months"
        heading={t.monthsHeading}
        chart={
          <MonthChart
            what={t.monthsHeading}
            bars={data.months.map((m) => ({ label: monthName(m.month), value: m.loans }))}
            line={data.months.map((m) => m.borrowers)}
            barName={t.loans}
            lineName={t.borrowers}
          />
        }
        columns={monthColumns}
        rows={data.months}
        rowKey={(r) => r.month}
        fileName={csv('maaneder')}
      />
      <FigureSection
        id="statistics-categories"
        heading={t.categoriesHeading}
        chart={
          <BarList
            what={t.categoriesHeading}
            bars={data.categories.map((c) => ({
              label: `${c.season} › ${c.category}`,
              value: c.lines,
            }))}
          />
        }
        columns={categoryColumns}
        rows={data.categories}
        rowKey={(r) => `${r.season}/${r.category}`}
        fileName={csv('kategorier')}
      />
      <FigureSection
        id="statistics-top"
        heading={t.topHeading}
        chart={
          <BarList
            what={t.topHeading}
            bars={data.topProducts.map((p) => ({ label: p.name, value: p.lines }))}
          />
        }
        columns={topColumns}
        rows={data.topProducts}
        rowKey={(r) => r.productId}
        fileName={csv('produkter')}
      />
      <FigureSection
        id="statistics-utilisation"
        heading={t.utilisationHeading}
        hint={t.utilisationHint}
        chart={
          <BarList
            what={t.utilisationHeading}
            percent
            bars={data.utilisation.map((u) => ({
              label: u.name,
              value: Math.round(share(u) * 100),
            }))}
          />
        }
        columns={utilisationColumns}
        rows={data.utilisation}
        rowKey={(r) => r.productId}
        fileName={csv('utnyttelse')}
        wide
      />
      <FigureSection
        id="statistics-unmet"
        heading={t.unmetHeading}
        hint={t.unmetHint}
        chart={
          <BarList
            what={t.unmetHeading}
            bars={data.unmet.map((u) => ({
              label: [u.product ?? u.category, u.size].filter(Boolean).join(', '),
              value: u.needs,
            }))}
          />
        }
        columns={unmetColumns}
        rows={data.unmet}
        rowKey={(r) => `${r.category}/${r.product ?? ''}/${r.size ?? ''}`}
        fileName={csv('kom-forgjeves')}
        wide
      />
    </>
  );
}
