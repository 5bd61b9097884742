import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setFixedNow } from '../../src/server/db/clock';
import { hutStatistics, networkStatistics } from '../../src/server/services/statistics';
import { testDialects } from '../support/test-databases';
import { buildStatisticsWorld, type StatisticsWorld } from './support/statistics-world';
import { Browser, openTestApp, type TestApp } from './support/test-app';

/**
 * Every figure of /statistikk on a small world worked out by hand (support/statistics-world.ts),
 * on both databases. Today is pinned to 10 February 2026; the period is December and January.
 */
const period = { from: '2025-12-01', to: '2026-01-31' };

describe.each(testDialects)('statistics on %s', (dialect) => {
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

  const hut = (companyId: number, p = period) =>
    hutStatistics(t.database.db, t.database.dialect, companyId, p);

  it("computes a hut's figures: loans, borrowers, lateness, months either side of new year", async () => {
    setFixedNow('2026-02-10T12:00:00.000Z');
    const s = await hut(w.hut);
    expect(s.period).toEqual(period);
    expect(s.summary).toEqual({
      // Three loans handed out in the period (not the cart, not November's).
      loans: 3,
      borrowers: 2,
      childLoans: 1,
      adultLoans: 2,
      lines: 4,
      // December's back 3 days late; January's unit still out 14 days past its date.
      lateLines: 2,
      averageDaysLate: 8.5,
      // Joined on New Year's Eve and in January (November's joiner is outside).
      newBorrowers: 2,
      unitsOut: 1,
      unitsOutOverdue: 1,
      unmetNeeds: 3,
    });
    expect(s.months).toEqual([
      { month: '2025-12', loans: 2, borrowers: 2, newBorrowers: 1 },
      { month: '2026-01', loans: 1, borrowers: 1, newBorrowers: 1 },
    ]);
  });

  it('counts units per category and product, and utilisation in days', async () => {
    setFixedNow('2026-02-10T12:00:00.000Z');
    const s = await hut(w.hut);
    expect(s.categories).toEqual([
      { season: 'Testsesong', category: 'Testball-kategori', lines: 2 },
      { season: 'Testsesong', category: 'Testski-kategori', lines: 2 },
    ]);
    expect(s.topProducts).toEqual([
      { productId: w.ball, name: 'Testball', lines: 2 },
      { productId: w.ski, name: 'Testski', lines: 2 },
    ]);
    // Testski: one unit there all 62 days, one retired on 16 December (16 days); out 10–20
    // December (11 days) and 20–31 January (12 days, still out). Testball: 62 days there; out
    // 28 December–3 January (7) and 20–27 January (8); November's loan is outside.
    expect(s.utilisation).toEqual([
      { productId: w.ski, name: 'Testski', units: 2, daysLent: 23, daysOnShelf: 78 },
      { productId: w.ball, name: 'Testball', units: 1, daysLent: 15, daysOnShelf: 62 },
    ]);
  });

  it('lists unmet needs with what the hut has of them', async () => {
    setFixedNow('2026-02-10T12:00:00.000Z');
    const s = await hut(w.hut);
    expect(s.unmet).toEqual([
      // The retired unit is not something the hut has.
      {
        season: 'Testsesong',
        category: 'Testski-kategori',
        product: 'Testski',
        size: '130 cm',
        needs: 2,
        units: 1,
      },
      {
        season: 'Testsesong',
        category: 'Testball-kategori',
        product: null,
        size: null,
        needs: 1,
        units: 1,
      },
    ]);
  });

  it('gives a hut without loans zeros for every month, not an error', async () => {
    setFixedNow('2026-02-10T12:00:00.000Z');
    const s = await hut(w.emptyHut);
    expect(s.summary).toMatchObject({ loans: 0, borrowers: 0, lines: 0, averageDaysLate: null });
    expect(s.months.map((m) => m.loans)).toEqual([0, 0]);
    expect([s.categories, s.topProducts, s.utilisation, s.unmet]).toEqual([[], [], [], []]);
  });

  it('counts a loan that began before the period for the days of it inside', async () => {
    setFixedNow('2026-02-10T12:00:00.000Z');
    // 1–31 January: the loan of 28 December counts 1–3 January (3 days) for Testball.
    const s = await hut(w.hut, { from: '2026-01-01', to: '2026-01-31' });
    expect(s.summary.loans).toBe(1);
    const ball = s.utilisation.find((u) => u.productId === w.ball);
    expect(ball).toMatchObject({ daysLent: 3 + 8, daysOnShelf: 31 });
  });

  it('never counts a unit as more than fully used (entered after the loan it was lent on)', async () => {
    setFixedNow('2026-02-10T12:00:00.000Z');
    const db = t.database.db;
    // A hut of its own, outside the county the network test sums.
    const { id: lateHut } = await db
      .insertInto('companies')
      .values({
        name: 'Etterregistrert bod',
        status: 'active',
        address: null,
        county: 'Annet fylke',
        municipality: 'Annen kommune',
        town: 'Annet sted',
        created_at: '2025-01-01T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unit = await db
      .insertInto('units')
      .values({
        product_id: w.ball,
        company_id: lateHut,
        size: null,
        max_size: null,
        unit: null,
        type: null,
        image: null,
        status: 'available',
        // Entered in the system on 30 January, after it had been out 10–20 January.
        created_at: '2026-01-30T10:00:00.000Z',
        updated_at: '2026-01-30T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const loanId = '0190a000-0000-7000-8000-000000000777';
    await db
      .insertInto('loans')
      .values({
        id: loanId,
        company_id: lateHut,
        customer_id: w.borrowers.b3,
        status: 'closed',
        loan_date: '2026-01-10',
        expected_return_date: '2026-01-20',
        created_by: w.staff,
        created_at: '2026-01-10T10:00:00.000Z',
        updated_at: '2026-01-20T10:00:00.000Z',
        closed_at: '2026-01-20T10:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('loan_items')
      .values({
        id: '0190a000-0000-7000-8000-000000000778',
        loan_id: loanId,
        unit_id: unit.id,
        status: 'returned',
        expected_return_date: '2026-01-20',
        returned_at: '2026-01-20T10:00:00.000Z',
        returned_by: w.staff,
        created_at: '2026-01-10T10:00:00.000Z',
        updated_at: '2026-01-20T10:00:00.000Z',
      })
      .execute();
    const s = await hut(lateHut, { from: '2026-01-01', to: '2026-01-31' });
    expect(s.utilisation).toEqual([
      { productId: w.ball, name: 'Testball', units: 1, daysLent: 11, daysOnShelf: 11 },
    ]);
  });

  it("sums the network's huts of a county and masks counts of 1 and 2", async () => {
    setFixedNow('2026-02-10T12:00:00.000Z');
    const s = await networkStatistics(t.database.db, t.database.dialect, {
      ...period,
      county: 'Testfylke',
    });
    expect(s.summary).toMatchObject({
      loans: 4,
      borrowers: null,
      lines: 5,
      childLoans: null,
      adultLoans: 3,
      newBorrowers: null,
      lateLines: null,
      unmetNeeds: 3,
    });
    expect(s.months).toEqual([
      { month: '2025-12', loans: null, borrowers: null, newBorrowers: null },
      { month: '2026-01', loans: null, borrowers: null, newBorrowers: null },
    ]);
    expect(s.areas).toEqual([
      { county: 'Testfylke', municipality: 'Nabokommune', huts: 1, loans: null, borrowers: null },
      { county: 'Testfylke', municipality: 'Testkommune', huts: 2, loans: 3, borrowers: null },
    ]);
    expect(s.topProducts).toEqual([
      { productId: w.ball, name: 'Testball', lines: 3 },
      { productId: w.ski, name: 'Testski', lines: null },
    ]);
  });

  describe('over HTTP', () => {
    let staff: Browser;
    beforeAll(async () => {
      staff = new Browser(t.app);
      expect((await staff.login('ansatt@utstyrsbod.no')).statusCode).toBe(200);
    });

    it("answers the staff's hut and refuses bad periods in Norwegian", async () => {
      const companyId = (
        await t.database.db
          .selectFrom('company_user')
          .innerJoin('users', 'users.id', 'company_user.user_id')
          .select('company_user.company_id')
          .where('users.email', '=', 'ansatt@utstyrsbod.no')
          .executeTakeFirstOrThrow()
      ).company_id;
      const url = (q: string) => `/api/company/${companyId}/statistics?${q}`;
      const ok = await staff.get(url('from=2025-12-01&to=2026-11-30'));
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ period: { from: '2025-12-01', to: '2026-11-30' } });

      for (const [query, message] of [
        ['from=2026-02-30&to=2026-03-01', 'Ugyldig dato. Bruk formatet åååå-mm-dd.'],
        ['from=2026-03-01&to=2026-02-01', 'Til-datoen kan ikke være før fra-datoen.'],
        ['from=2020-01-01&to=2026-01-01', 'Velg en periode på høyst fem år.'],
        ['to=2026-01-01', 'Ugyldig dato. Bruk formatet åååå-mm-dd.'],
      ] as const) {
        const bad = await staff.get(url(query));
        expect(bad.statusCode, query).toBe(400);
        expect(JSON.stringify(bad.json()), query).toContain(message);
      }
      // Another hut's figures are not this staff member's.
      const other = await staff.get(
        `/api/company/${w.hut}/statistics?from=2025-12-01&to=2026-01-31`,
      );
      expect(other.statusCode).toBe(403);
    });
  });
});
