import type { DashboardStats } from '../../db/hut/loan-dashboard';
import { dashboardTexts as t } from '../../i18n/nb/dashboard';

/** Simple counts from the hut's local tables. */
export function StatsCards({ stats }: { stats: DashboardStats }) {
  const entries = [
    [t.stats.openLoans, stats.openLoans],
    [t.stats.unitsLent, stats.unitsLent],
    [t.stats.unitsAvailable, stats.unitsAvailable],
  ] as const;
  return (
    <section aria-labelledby="dashboard-stats-heading">
      <h2 id="dashboard-stats-heading">{t.statsHeading}</h2>
      <dl className="dashboard-stats">
        {entries.map(([label, value]) => (
          <div key={label} className="dashboard-stat">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
