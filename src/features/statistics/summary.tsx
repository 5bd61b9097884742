import type { NetworkStatistics } from '../../shared/contracts/statistics';
import { statisticsTexts as t } from '../../i18n/nb/statistics';

type Summary = NetworkStatistics['summary'];
const number = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 1 });
const count = (n: number | null) => (n === null ? t.masked : number.format(n));

/** The period's totals as a row of figures (the hut's exact, the network's masked below 3). */
export function SummaryFigures({ summary }: { summary: Summary }) {
  const share =
    summary.lines !== null && summary.lines > 0 && summary.lateLines !== null
      ? `${number.format((summary.lateLines / summary.lines) * 100)} %`
      : t.none;
  const entries: [string, string][] = [
    [t.loans, count(summary.loans)],
    [t.borrowers, count(summary.borrowers)],
    [t.lines, count(summary.lines)],
    [t.newBorrowers, count(summary.newBorrowers)],
    [t.childLoans, count(summary.childLoans)],
    [t.adultLoans, count(summary.adultLoans)],
    [t.lateShare, share],
    [
      t.averageDaysLate,
      summary.averageDaysLate === null ? t.none : number.format(summary.averageDaysLate),
    ],
    [t.unitsOut, count(summary.unitsOut)],
    [t.unitsOutOverdue, count(summary.unitsOutOverdue)],
    [t.unmetNeeds, count(summary.unmetNeeds)],
  ];
  return (
    <section aria-labelledby="statistics-summary">
      <h2 id="statistics-summary">{t.summaryHeading}</h2>
      <dl className="statistics-summary">
        {entries.map(([label, value]) => (
          <div key={label} className="statistics-summary__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
