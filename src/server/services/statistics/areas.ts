import { countAll } from '../../db/sql-helpers';
import { rollupAreaFigures, type RollupArea } from './rollups/read';
import { inScope, type StatisticsRun } from './scope';

/** Per county and municipality: huts in service, and the period's loans and borrowers. */
export async function areaFigures(run: StatisticsRun, area: RollupArea) {
  const [huts, loans] = await Promise.all([
    run.db
      .selectFrom('companies as c')
      .where('c.status', '=', 'active')
      .where(inScope(run.scope, 'c.id'))
      .select(['c.county', 'c.municipality', countAll().as('huts')])
      .groupBy(['c.county', 'c.municipality'])
      .execute(),
    rollupAreaFigures(run, area),
  ]);
  const key = (r: { county: string; municipality: string }) => `${r.county}\u0000${r.municipality}`;
  const byArea = new Map(
    huts.map((h) => [
      key(h),
      {
        county: h.county,
        municipality: h.municipality,
        huts: Number(h.huts),
        loans: 0,
        borrowers: 0,
      },
    ]),
  );
  for (const l of loans) {
    const entry = byArea.get(key(l)) ?? {
      county: l.county,
      municipality: l.municipality,
      huts: 0,
      loans: 0,
      borrowers: 0,
    };
    entry.loans = l.loans;
    entry.borrowers = l.borrowers;
    byArea.set(key(l), entry);
  }
  return [...byArea.values()].sort(
    (a, b) =>
      a.county.localeCompare(b.county, 'nb') || a.municipality.localeCompare(b.municipality, 'nb'),
  );
}
