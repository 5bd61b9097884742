import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordChanges } from '../../src/server/db/change-log';
import { setFixedNow } from '../../src/server/db/clock';
import { refreshStatisticsRollups } from '../../src/server/services/statistics';
import {
  daysNotYet,
  periodProducts,
  type RollupArea,
} from '../../src/server/services/statistics/rollups/read';
import { rollupProductFigures } from '../../src/server/services/statistics/rollups/read-products';
import { readsWindow, windowProducts } from '../../src/server/services/statistics/rollups/window';
import { statisticsRun } from '../../src/server/services/statistics/scope';
import { testDialects } from '../support/test-databases';
import { buildStatisticsWorld, type StatisticsWorld } from './support/statistics-world';
import { openTestApp, type TestApp } from './support/test-app';

/**
 * The network's last 12 months read their product sums from one row per product
 * (src/server/services/statistics/rollups/window.ts), kept by the refresh through each dirty
 * month. After every kind of change the rows take (a line back late, a loan in a past month, a
 * loan before the window coming back inside it, a unit retired and moved, a hut moved, the month
 * turning) the window must give exactly what summing the month and quarter rows gives, and be
 * what a build from nothing makes.
 */
const uuid = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

describe.each(testDialects)('the last 12 months from their window on %s', (dialect) => {
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

  const areas: RollupArea[] = [
    { level: 'network', county: '', municipality: '' },
    { level: 'county', county: 'Testfylke', municipality: '' },
  ];
  const lastYear = (today: string) => {
    const year = Number(today.slice(0, 4));
    const month = Number(today.slice(5, 7));
    const end = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    const from =
      month === 12 ? `${year}-01-01` : `${year - 1}-${String(month + 1).padStart(2, '0')}-01`;
    return { from, to: end };
  };
  const runOf = (today: string) =>
    statisticsRun(t.database.db, t.database.dialect, { kind: 'network' }, lastYear(today), today);
  const numbers = (rows: Record<string, unknown>[]) =>
    rows
      .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])))
      .sort((a, b) => a.product_id! - b.product_id!);

  /** The window's sums and lists against the month and quarter rows', at each level. */
  async function expectWindowExact(today: string) {
    const run = runOf(today);
    for (const area of areas) {
      expect(await readsWindow(run, area), `${area.level} reads the window`).toBe(true);
      const fast = numbers(await windowProducts(run, area, daysNotYet(run)).execute());
      const live = numbers(await periodProducts(run, area).execute());
      expect(fast, area.level).toEqual(live);
      expect(live.some((r) => r.lines! > 0 && r.shelf_days! > 0)).toBe(true);
      expect(await rollupProductFigures(run, area), area.level).toEqual(
        await rollupProductFigures(run, area, false),
      );
    }
  }

  const refresh = (today: string) =>
    refreshStatisticsRollups(t.database.db, t.database.dialect, today);

  async function windowRows() {
    const rows = await sql<Record<string, unknown>>`select * from statistics_area_product_window
      order by level, county, product_id`.execute(t.database.db);
    return rows.rows.map((r) => JSON.stringify(r));
  }

  async function loan(n: number, hut: number, unit: number, day: string, back: string | null) {
    const db = t.database.db;
    const at = `${day}T10:00:00.000Z`;
    await db
      .insertInto('loans')
      .values({
        id: uuid(n),
        company_id: hut,
        customer_id: w.borrowers.b2,
        status: back ? 'closed' : 'open',
        loan_date: day,
        expected_return_date: day,
        created_by: w.staff,
        created_at: at,
        updated_at: at,
        closed_at: back ? `${back}T10:00:00.000Z` : null,
      })
      .execute();
    await db
      .insertInto('loan_items')
      .values({
        id: uuid(n + 1),
        loan_id: uuid(n),
        unit_id: unit,
        status: back ? 'returned' : 'lent',
        expected_return_date: day,
        returned_at: back ? `${back}T10:00:00.000Z` : null,
        returned_by: back ? w.staff : null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await recordChanges(db, [
      { company_id: hut, entity: 'loan', entity_id: uuid(n), op: 'upsert' },
    ]);
  }

  it('gives the month and quarter rows’ sums after every kind of change', async () => {
    setFixedNow('2026-02-10T12:00:00.000Z');
    const db = t.database.db;
    await refresh('2026-02-10');
    await expectWindowExact('2026-02-10');

    // The ski still out comes back today, late: this month and January.
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
    await recordChanges(db, [
      { company_id: w.hut, entity: 'loan_item', entity_id: out.id, op: 'upsert' },
    ]);
    await refresh('2026-02-10');
    await expectWindowExact('2026-02-10');

    // A loan in a past month of the window at the other hut; one from before the window back
    // inside it (its first month is not summed); one out now.
    await loan(9100, w.otherHut, w.unit3, '2025-11-03', '2025-11-09');
    await loan(9110, w.hut, w.unit1, '2025-02-20', '2025-03-04');
    await loan(9120, w.hut, w.unit1, '2026-02-09', null);
    await refresh('2026-02-10');
    await expectWindowExact('2026-02-10');

    // A unit retired today; a unit moved to the other hut; that hut moved to a new municipality.
    await db
      .updateTable('units')
      .set({ status: 'retired', updated_at: '2026-02-10T09:00:00.000Z' })
      .where('id', '=', w.unit3)
      .execute();
    await recordChanges(db, [
      { company_id: w.otherHut, entity: 'unit', entity_id: String(w.unit3), op: 'upsert' },
    ]);
    await refresh('2026-02-10');
    await expectWindowExact('2026-02-10');
    await db
      .updateTable('units')
      .set({ company_id: w.otherHut })
      .where('id', '=', w.unit1)
      .execute();
    await db
      .updateTable('companies')
      .set({ municipality: 'Flyttekommune', county: 'Flyttefylke' })
      .where('id', '=', w.otherHut)
      .execute();
    await recordChanges(db, [
      { company_id: w.hut, entity: 'unit', entity_id: String(w.unit1), op: 'delete' },
      { company_id: w.otherHut, entity: 'unit', entity_id: String(w.unit1), op: 'upsert' },
      { company_id: null, entity: 'company', entity_id: String(w.otherHut), op: 'upsert' },
    ]);
    await refresh('2026-02-10');
    await expectWindowExact('2026-02-10');
    const kept = await windowRows();

    // From nothing: the same rows.
    await db
      .updateTable('statistics_rollup_state')
      .set({ change_cursor: -1, built_through: '' })
      .execute();
    await db.deleteFrom('statistics_area_product_window').execute();
    await refresh('2026-02-10');
    expect(await windowRows()).toEqual(kept);

    // The month turns: the window moves on (February 2025 and March 2025 leave, March 2026
    // comes), then a loan this month is added to it.
    setFixedNow('2026-03-02T12:00:00.000Z');
    await refresh('2026-03-02');
    await expectWindowExact('2026-03-02');
    await loan(9130, w.otherHut, w.unit1, '2026-03-01', '2026-03-02');
    await refresh('2026-03-02');
    await expectWindowExact('2026-03-02');
  });

  it('is what the network’s last 12 months read, and no other period', async () => {
    setFixedNow('2026-03-02T12:00:00.000Z');
    const run = runOf('2026-03-02');
    const network = areas[0]!;
    await refresh('2026-03-02');
    // A row of the window changed by hand shows in the figures: they are read from it.
    const before = await rollupProductFigures(run, network);
    const top = before.top[0]!;
    await t.database.db
      .updateTable('statistics_area_product_window')
      .set((eb) => ({ lines: eb('lines', '+', 1000) }))
      .where('level', '=', 'network')
      .where('product_id', '=', top.productId)
      .execute();
    try {
      const tampered = await rollupProductFigures(run, network);
      expect(tampered.top[0]).toEqual({ ...top, lines: top.lines + 1000 });
      expect(await rollupProductFigures(run, network, false)).toEqual(before);
    } finally {
      await t.database.db
        .updateTable('statistics_area_product_window')
        .set((eb) => ({ lines: eb('lines', '-', 1000) }))
        .where('level', '=', 'network')
        .where('product_id', '=', top.productId)
        .execute();
    }
    // Another period, a municipality, or a window of another month: the month rows.
    const db = t.database.db;
    const other = (period: { from: string; to: string }, today: string) =>
      statisticsRun(db, t.database.dialect, { kind: 'network' }, period, today);
    expect(
      await readsWindow(other({ from: '2025-05-01', to: '2026-03-31' }, '2026-03-02'), network),
    ).toBe(false);
    expect(
      await readsWindow(run, {
        level: 'municipality',
        county: 'Testfylke',
        municipality: 'Testkommune',
      }),
    ).toBe(false);
    expect(await readsWindow(runOf('2026-04-01'), network)).toBe(false);
  });
});
