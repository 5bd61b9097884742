import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordChanges } from '../../src/server/db/change-log';
import { setFixedNow } from '../../src/server/db/clock';
import type { Database } from '../../src/server/db/schema';
import {
  hutStatistics,
  masked,
  networkStatistics,
  refreshStatisticsRollups,
} from '../../src/server/services/statistics';
import { periodProducts } from '../../src/server/services/statistics/rollups/read';
import { statisticsRun } from '../../src/server/services/statistics/scope';
import { testDialects } from '../support/test-databases';
import { buildStatisticsWorld, type StatisticsWorld } from './support/statistics-world';
import { Browser, openTestApp, type TestApp } from './support/test-app';

/**
 * The network's figures come from monthly rows kept up with the change log
 * (src/server/services/statistics/rollups). These tests hold them to a hut's exact figures, to a
 * fresh build after every kind of change, and to the network's whole-month periods. Today is
 * pinned to 10 February 2026, as in statistics.test.ts.
 */
const period = { from: '2025-12-01', to: '2026-01-31' };
const TABLES = [
  'statistics_area_months',
  'statistics_area_products',
  'statistics_area_product_quarters',
  'statistics_area_product_window',
  'statistics_borrowers',
  'statistics_lines_out',
] as const satisfies readonly (keyof Database)[];

describe.each(testDialects)('the network statistics rollups on %s', (dialect) => {
  let t: TestApp;
  let w: StatisticsWorld;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    w = await buildStatisticsWorld(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => setFixedNow(null));

  const network = (q: { county?: string; municipality?: string } = {}) =>
    networkStatistics(t.database.db, t.database.dialect, { ...period, ...q });

  /** Every rollup row, in a fixed order. */
  async function snapshot() {
    const out: Record<string, unknown[]> = {};
    for (const table of TABLES) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        t.database.db,
      );
      out[table] = rows.rows
        .map((r) => JSON.stringify(Object.entries(r).sort(([a], [b]) => a.localeCompare(b))))
        .sort();
    }
    return out;
  }

  const refresh = () => refreshStatisticsRollups(t.database.db, t.database.dialect, '2026-02-10');

  /** Forget every rollup row and build them all again from the loans. */
  async function freshBuild() {
    for (const table of TABLES) await t.database.db.deleteFrom(table).execute();
    await t.database.db.deleteFrom('statistics_hut_areas').execute();
    await t.database.db
      .updateTable('statistics_rollup_state')
      .set({ change_cursor: -1, built_through: '', refreshed_at: null })
      .execute();
    await refresh();
  }

  it("gives a municipality of one hut with loans that hut's figures, masked", async () => {
    setFixedNow('2026-02-10T12:00:00.000Z');
    const hut = await hutStatistics(t.database.db, t.database.dialect, w.hut, period);
    const area = await network({ county: 'Testfylke', municipality: 'Testkommune' });
    const m = masked;
    expect(area.summary).toEqual({
      loans: m(hut.summary.loans),
      borrowers: m(hut.summary.borrowers),
      lines: m(hut.summary.lines),
      childLoans: m(hut.summary.childLoans),
      adultLoans: m(hut.summary.adultLoans),
      newBorrowers: m(hut.summary.newBorrowers),
      lateLines: m(hut.summary.lateLines),
      averageDaysLate: hut.summary.averageDaysLate,
      unitsOut: m(hut.summary.unitsOut),
      unitsOutOverdue: m(hut.summary.unitsOutOverdue),
      unmetNeeds: m(hut.summary.unmetNeeds),
    });
    expect(area.months).toEqual(
      hut.months.map((r) => ({
        month: r.month,
        loans: m(r.loans),
        borrowers: m(r.borrowers),
        newBorrowers: m(r.newBorrowers),
      })),
    );
    expect(area.categories).toEqual(hut.categories.map((r) => ({ ...r, lines: m(r.lines) })));
    expect(area.topProducts).toEqual(hut.topProducts.map((r) => ({ ...r, lines: m(r.lines) })));
    expect(area.utilisation).toEqual(hut.utilisation);
    expect(area.unmet).toEqual(hut.unmet.map((r) => ({ ...r, needs: m(r.needs) })));
  });

  it('reads whole past quarters from their quarter rows as the sums of their months', async () => {
    setFixedNow('2026-02-10T12:00:00.000Z');
    await network(); // built
    const db = t.database.db;
    // Three whole quarters of 2025, January, and this month (never read as a quarter).
    const long = { from: '2025-04-01', to: '2026-02-28' };
    for (const area of [
      { level: 'network', county: '', municipality: '' },
      { level: 'county', county: 'Testfylke', municipality: '' },
      { level: 'municipality', county: 'Testfylke', municipality: 'Testkommune' },
    ] as const) {
      const run = statisticsRun(db, t.database.dialect, { kind: 'network' }, long, '2026-02-10');
      const read = await periodProducts(run, area).orderBy('product_id').execute();
      const months = await db
        .selectFrom('statistics_area_products')
        .where('level', '=', area.level)
        .where('county', '=', area.county)
        .where('municipality', '=', area.municipality)
        .where('month', '>=', '2025-04')
        .where('month', '<=', '2026-02')
        .select([
          'product_id',
          sql<number>`sum(lines)`.as('lines'),
          sql<number>`sum(lent_days)`.as('lent_days'),
          sql<number>`sum(shelf_days) - 18 * sum(case when month = '2026-02' then units_at_end else 0 end)`.as(
            'shelf_days',
          ),
        ])
        .groupBy('product_id')
        .orderBy('product_id')
        .execute();
      const numbers = (rows: Record<string, unknown>[]) =>
        rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])));
      expect(numbers(read), area.level).toEqual(numbers(months));
      expect(months.some((r) => Number(r.shelf_days) > 0)).toBe(true);
    }
    const quarters = await db
      .selectFrom('statistics_area_product_quarters')
      .select('quarter')
      .distinct()
      .execute();
    expect(quarters.map((q) => q.quarter)).toEqual(expect.arrayContaining(['2025-10', '2026-01']));
  });

  it('counts a period to the end of this month to today, and lines still out to today', async () => {
    setFixedNow('2026-02-10T12:00:00.000Z');
    const february = await networkStatistics(t.database.db, t.database.dialect, {
      from: '2026-02-01',
      to: '2026-02-28',
      county: 'Testfylke',
      municipality: 'Testkommune',
    });
    expect(february.period).toEqual({ from: '2026-02-01', to: '2026-02-10' });
    // The ski still out since 20 January: 1–10 February. Both products' units were there those
    // ten days (the retired ski was not).
    expect(february.utilisation).toEqual([
      { productId: w.ski, name: 'Testski', units: 2, daysLent: 10, daysOnShelf: 10 },
      { productId: w.ball, name: 'Testball', units: 1, daysLent: 0, daysOnShelf: 10 },
    ]);
  });

  it('follows every kind of change, and agrees with a build from nothing', async () => {
    setFixedNow('2026-02-10T12:00:00.000Z');
    const db = t.database.db;
    await network(); // built
    const before = await network({ county: 'Testfylke' });

    // The ski still out comes back today, 14 days late.
    const out = await db
      .selectFrom('loan_items')
      .select(['id', 'loan_id'])
      .where('status', '=', 'lent')
      .where('unit_id', '=', w.unit1)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('loan_items')
      .set({ status: 'returned', returned_at: '2026-02-10T11:00:00.000Z' })
      .where('id', '=', out.id)
      .execute();
    // A new loan in January at the neighbouring hut, by a borrower of the first.
    await db
      .insertInto('loans')
      .values({
        id: '0190a000-0000-7000-8000-000000009001',
        company_id: w.otherHut,
        customer_id: w.borrowers.b1,
        status: 'closed',
        loan_date: '2026-01-15',
        expected_return_date: '2026-01-22',
        created_by: w.staff,
        created_at: '2026-01-15T10:00:00.000Z',
        updated_at: '2026-01-15T10:00:00.000Z',
        closed_at: '2026-01-21T10:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('loan_items')
      .values({
        id: '0190a000-0000-7000-8000-000000009002',
        loan_id: '0190a000-0000-7000-8000-000000009001',
        unit_id: w.unit3,
        status: 'returned',
        expected_return_date: '2026-01-22',
        returned_at: '2026-01-21T10:00:00.000Z',
        returned_by: w.staff,
        created_at: '2026-01-15T10:00:00.000Z',
        updated_at: '2026-01-21T10:00:00.000Z',
      })
      .execute();
    await recordChanges(db, [
      { company_id: w.hut, entity: 'loan_item', entity_id: out.id, op: 'upsert' },
      { company_id: w.hut, entity: 'loan', entity_id: out.loan_id, op: 'upsert' },
      {
        company_id: w.otherHut,
        entity: 'loan',
        entity_id: '0190a000-0000-7000-8000-000000009001',
        op: 'upsert',
      },
    ]);
    // A request answers from the last refresh and never waits for the change log; the refresh
    // beside it (main.ts) brings the changes, and the answer says when.
    setFixedNow('2026-02-10T12:00:30.000Z');
    const stale = await network({ county: 'Testfylke' });
    expect(stale.summary).toEqual(before.summary);
    expect(stale.updatedAt).toBe(before.updatedAt);
    await refresh();
    const after = await network({ county: 'Testfylke' });
    expect(after.updatedAt).toBe('2026-02-10T12:00:30.000Z');
    expect(before.summary).toMatchObject({ loans: 4, lines: 5, unitsOut: null });
    // b1 now borrowed at both huts: still one person in the county's count.
    expect(after.summary).toMatchObject({ loans: 5, lines: 6, unitsOut: 0, borrowers: null });
    expect(after.summary.averageDaysLate).toBe(8.5);

    // A unit moves to the other hut; the neighbouring hut moves to another municipality.
    await db
      .updateTable('units')
      .set({ company_id: w.otherHut })
      .where('id', '=', w.unit3)
      .execute();
    await db
      .updateTable('companies')
      .set({ municipality: 'Flyttekommune' })
      .where('id', '=', w.otherHut)
      .execute();
    await recordChanges(db, [
      { company_id: w.hut, entity: 'unit', entity_id: w.unit3, op: 'delete' },
      { company_id: w.otherHut, entity: 'unit', entity_id: w.unit3, op: 'upsert' },
      { company_id: null, entity: 'company', entity_id: w.otherHut, op: 'upsert' },
    ]);
    await refresh();
    const moved = await network({ county: 'Testfylke' });
    expect(moved.areas.map((a) => a.municipality)).toEqual(['Flyttekommune', 'Testkommune']);

    const kept = await snapshot();
    await freshBuild();
    expect(await snapshot()).toEqual(kept);
  });

  it('lets two refreshes run at once without doubling a row', async () => {
    const db = t.database.db;
    await recordChanges(db, [
      { company_id: w.hut, entity: 'unit', entity_id: w.unit1, op: 'upsert' },
    ]);
    await Promise.all([refresh(), refresh()]);
    const kept = await snapshot();
    await freshBuild();
    expect(await snapshot()).toEqual(kept);
  });

  it('refuses periods that are not whole months, and a municipality without its county', async () => {
    const admin = new Browser(t.app);
    expect((await admin.login('admin@utstyrsbod.no')).statusCode).toBe(200);
    for (const [query, message] of [
      ['from=2025-12-02&to=2026-01-31', 'Nettverkets tall gjelder hele måneder'],
      ['from=2025-12-01&to=2026-01-30', 'Nettverkets tall gjelder hele måneder'],
      ['from=2025-12-01&to=2026-01-31&municipality=Testkommune', 'Velg fylket kommunen ligger i.'],
    ] as const) {
      const bad = await admin.get(`/api/network/statistics?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(JSON.stringify(bad.json()), query).toContain(message);
    }
    const ok = await admin.get(
      '/api/network/statistics?from=2025-12-01&to=2026-01-31&county=Testfylke&municipality=Testkommune',
    );
    expect(ok.statusCode).toBe(200);
    const staff = new Browser(t.app);
    expect((await staff.login('ansatt@utstyrsbod.no')).statusCode).toBe(200);
    expect(
      (await staff.get('/api/network/statistics?from=2025-12-01&to=2026-01-31')).statusCode,
    ).toBe(403);
  });
});
