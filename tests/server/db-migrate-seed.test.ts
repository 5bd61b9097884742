import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../src/server/db/clock';
import { migrateToLatest, migrateUpTo } from '../../src/server/db/migrate';
import { verifyPassword } from '../../src/server/db/passwords';
import { isDatabaseEmpty, seedDemo } from '../../src/server/db/seed';
import { countAll } from '../../src/server/db/sql-helpers';
import { openTestDatabase, testDialects } from '../support/test-databases';
import type { TestDatabase } from '../support/test-databases';

const TREE: Record<string, string[]> = {
  sommer: ['sykling', 'vannaktiviteter', 'uteleker'],
  vinter: ['ski', 'hockey'],
  helårs: ['brettspill', 'ballspill', 'friluftsliv'],
};
const GRANDCHILDREN: Record<string, string> = {
  vannaktiviteter: 'bading',
  ski: 'langrenn',
  hockey: 'ishockey',
  brettspill: 'familiespill',
  friluftsliv: 'båt-og-vann',
};

describe.each(testDialects)('migrations and demo seed on %s', (dialect) => {
  let seeded: TestDatabase;
  beforeAll(async () => {
    seeded = await openTestDatabase(dialect, { seed: true });
  });
  afterAll(() => seeded?.destroy());

  it('migrates an empty database and migrating again is a no-op', async () => {
    const empty = await openTestDatabase(dialect);
    try {
      expect(await isDatabaseEmpty(empty.db)).toBe(true);
      await migrateToLatest(empty.db, dialect);
      await migrateToLatest(empty.db, dialect);
      const applied = await sql<{
        name: string;
      }>`select name from kysely_migration order by name`.execute(empty.db);
      expect(applied.rows.map((r) => r.name)).toEqual([
        '0001-tables',
        '0002-indexes',
        '0003-catalogue-version',
        '0004-rate-limits',
        '0005-refusal-index',
        '0010-accounts',
        '0013-hut-details',
        '0014-contact-inbox',
        '0017-walk-ins',
        '0018-loan-member',
        '0019-notice-keys',
        '0020-hut-invites',
        '0021-equipment',
        '0022-unit-states',
        '0023-category-requests',
        '0024-statistics',
        '0025-statistics-rollups',
        '0026-statistics-month-index',
        '0027-statistics-refreshed-at',
        '0028-jobs-and-mail',
        '0029-reservations',
        '0030-reservation-waitlist',
        '0031-people-per-hut',
        '0032-invite-links',
        '0033-product-owner',
        '0036-login-limits',
        '0037-device-keys',
        '0038-password-links',
        '0039-retention',
        '0040-statistics-product-quarters',
        '0041-statistics-product-window',
      ]);
    } finally {
      await empty.destroy();
    }
  });

  it('keeps every person, membership and loan when 0017 loosens the users table', async () => {
    const earlier = await openTestDatabase(dialect);
    try {
      await migrateUpTo(earlier.db, dialect, '0014-contact-inbox');
      await seedDemo(earlier.db, dialect);
      const count = async () =>
        Promise.all(
          (['users', 'company_user', 'loans', 'members', 'sessions'] as const).map(
            async (t) =>
              (await earlier.db.selectFrom(t).select(countAll().as('n')).executeTakeFirstOrThrow())
                .n,
          ),
        );
      const before = await count();
      await migrateToLatest(earlier.db, dialect);
      expect(await count()).toEqual(before);
      expect(before[0]).toBeGreaterThan(0);
      // A walk-in without email or password fits, and may share an account's address.
      const at = new Date().toISOString();
      const walkIn = {
        name: 'Uten konto',
        phone: null,
        password_hash: '!',
        status: 'pending' as const,
        is_verified: 0,
        is_flagged: 0,
        flagged_by: null,
        flag_reason: null,
        notes: null,
        is_network_admin: 0,
        current_company_id: null,
        created_at: at,
        updated_at: at,
      };
      await earlier.db
        .insertInto('users')
        .values([
          { ...walkIn, email: null },
          { ...walkIn, email: null },
          { ...walkIn, email: 'familie@utstyrsbod.no' },
        ])
        .execute();
      // Two accounts still cannot share one.
      await expect(
        earlier.db
          .insertInto('users')
          .values({ ...walkIn, password_hash: 'x', email: 'familie@utstyrsbod.no' })
          .execute(),
      ).rejects.toThrow();
    } finally {
      await earlier.destroy();
    }
  });

  it('seeds at least five huts in distinct counties with full addresses', async () => {
    const huts = await seeded.db.selectFrom('companies').selectAll().execute();
    expect(huts.length).toBeGreaterThanOrEqual(5);
    expect(new Set(huts.map((h) => h.county)).size).toBeGreaterThanOrEqual(5);
    for (const h of huts) {
      expect(h.address).toBeTruthy();
      expect(h.municipality).toBeTruthy();
      expect(h.town).toBeTruthy();
      expect(h.status).toBe('active');
    }
  });

  it('seeds the category tree with its texts', async () => {
    const all = await seeded.db.selectFrom('categories').selectAll().execute();
    const roots = all.filter((c) => c.parent_id === null);
    expect(roots.map((r) => r.slug).sort()).toEqual(Object.keys(TREE).sort());
    for (const root of roots) {
      expect(root.image).toMatch(/^\/images\/seasons\/[a-z]+\.svg$/);
      for (const field of ['label', 'tagline', 'heading', 'description', 'alt_text'] as const) {
        expect(root[field]).toBeTruthy();
      }
      const children = all.filter((c) => c.parent_id === root.id).map((c) => c.slug);
      expect(children.sort()).toEqual([...(TREE[root.slug] ?? [])].sort());
    }
    for (const [parent, child] of Object.entries(GRANDCHILDREN)) {
      const p = all.find((c) => c.slug === parent);
      expect(all.filter((c) => c.parent_id === p?.id).map((c) => c.slug)).toEqual([child]);
    }
    for (const c of all.filter((x) => x.parent_id !== null)) {
      expect(c.description).toBeTruthy();
      expect(c.image).toMatch(/^\/images\/products\/[a-z-]+\.svg$/);
    }
  });

  it('seeds 60+ products in every sub-category and units in every hut', async () => {
    const db = seeded.db;
    const products = await db
      .selectFrom('products')
      .select(['id', 'category_id', 'image'])
      .execute();
    expect(products.length).toBeGreaterThanOrEqual(60);
    const subCategories = await db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is not', null)
      .execute();
    for (const c of subCategories) {
      expect(products.some((p) => p.category_id === c.id)).toBe(true);
    }
    for (const p of products) expect(p.image).toMatch(/^\/images\/products\/[a-z-]+\.svg$/);

    const perHutProduct = await db
      .selectFrom('units')
      .select(['company_id', 'product_id', countAll().as('n')])
      .groupBy(['company_id', 'product_id'])
      .execute();
    for (const row of perHutProduct) {
      expect(row.n).toBeGreaterThanOrEqual(1);
      expect(row.n).toBeLessThanOrEqual(8);
    }
    const huts = await db.selectFrom('companies').select('id').execute();
    for (const h of huts) {
      const held = perHutProduct.filter((r) => r.company_id === h.id).length;
      expect(held).toBeGreaterThanOrEqual(10);
    }
    const ranged = await db
      .selectFrom('units')
      .select(countAll().as('n'))
      .where('max_size', 'is not', null)
      .where('unit', 'in', ['cm', 'EU'])
      .executeTakeFirstOrThrow();
    expect(ranged.n).toBeGreaterThan(0);
    // Every product is held somewhere.
    expect(new Set(perHutProduct.map((r) => r.product_id)).size).toBe(products.length);
  });

  it('seeds loans in every state, consistent with unit status', async () => {
    const db = seeded.db;
    const today = todayIso();
    const loans = await db.selectFrom('loans').selectAll().execute();
    const open = loans.filter((l) => l.status === 'open');
    expect(loans.some((l) => l.status === 'draft')).toBe(true);
    expect(loans.some((l) => l.status === 'closed' && l.closed_at)).toBe(true);
    expect(open.some((l) => l.expected_return_date > today)).toBe(true);
    expect(open.some((l) => l.expected_return_date === today)).toBe(true);
    expect(open.some((l) => l.expected_return_date < today)).toBe(true);
    expect(new Set(loans.map((l) => l.number)).size).toBe(loans.length);
    expect(Math.min(...loans.map((l) => l.number))).toBeGreaterThan(1000);

    const items = await db
      .selectFrom('loan_items')
      .innerJoin('loans', 'loans.id', 'loan_items.loan_id')
      .innerJoin('units', 'units.id', 'loan_items.unit_id')
      .select([
        'loan_items.status as item_status',
        'loans.status as loan_status',
        'loans.company_id as loan_company',
        'units.company_id as unit_company',
        'units.status as unit_status',
        'units.id as unit_id',
      ])
      .execute();
    for (const it of items) {
      expect(it.unit_company).toBe(it.loan_company);
      if (it.item_status === 'lent') {
        expect(it.loan_status).toBe('open');
        expect(it.unit_status).toBe('lent');
      }
      if (it.loan_status === 'closed') expect(it.item_status).toBe('returned');
      if (it.loan_status === 'draft') expect(it.item_status).toBe('in_cart');
    }
    const live = items.filter((i) => i.item_status === 'lent' || i.item_status === 'in_cart');
    expect(new Set(live.map((i) => i.unit_id)).size).toBe(live.length);
    const lentUnits = await db
      .selectFrom('units')
      .select(countAll().as('n'))
      .where('status', '=', 'lent')
      .executeTakeFirstOrThrow();
    expect(lentUnits.n).toBe(items.filter((i) => i.item_status === 'lent').length);
    expect(lentUnits.n).toBeGreaterThan(0);
  });

  it('seeds the six demo accounts with their roles and password demo1234', async () => {
    const db = seeded.db;
    const users = await db.selectFrom('users').selectAll().execute();
    const byEmail = new Map(users.map((u) => [u.email, u]));
    const rolesOf = async (email: string) =>
      (
        await db
          .selectFrom('company_user')
          .innerJoin('users', 'users.id', 'company_user.user_id')
          .select(['company_user.role', 'company_user.company_id'])
          .where('users.email', '=', email)
          .execute()
      ).map((r) => r.role);

    expect(await rolesOf('demo@utstyrsbod.no')).toEqual(['admin', 'admin']);
    expect(await rolesOf('ansatt@utstyrsbod.no')).toEqual(['staff']);
    expect(await rolesOf('familie@utstyrsbod.no')).toContain('borrower');
    const familie = byEmail.get('familie@utstyrsbod.no');
    expect(familie?.is_verified).toBe(1);
    const members = await db
      .selectFrom('members')
      .select('name')
      .where('user_id', '=', familie?.id ?? 0)
      .execute();
    expect(members).toHaveLength(2);
    const ny = byEmail.get('ny@utstyrsbod.no');
    expect([ny?.status, ny?.is_verified]).toEqual(['pending', 0]);
    // A flag is the hut's that set it: on the person's membership of that hut only.
    const flagget = await db
      .selectFrom('company_user')
      .innerJoin('users', 'users.id', 'company_user.user_id')
      .select(['company_user.is_flagged', 'company_user.flag_reason', 'company_user.flagged_by'])
      .where('users.email', '=', 'flagget@utstyrsbod.no')
      .execute();
    expect(flagget).toHaveLength(1);
    expect(flagget[0]?.is_flagged).toBe(1);
    expect(flagget[0]?.flag_reason).toBeTruthy();
    expect(flagget[0]?.flagged_by).toBe(byEmail.get('demo@utstyrsbod.no')?.id);
    expect(byEmail.get('admin@utstyrsbod.no')?.is_network_admin).toBe(1);
    expect(users.length).toBeGreaterThanOrEqual(16);
    for (const email of ['demo', 'ansatt', 'familie', 'ny', 'flagget', 'admin']) {
      const user = byEmail.get(`${email}@utstyrsbod.no`);
      expect(await verifyPassword('demo1234', user?.password_hash ?? '')).toBe(true);
    }
    expect(await verifyPassword('feil-passord', users[0]?.password_hash ?? '')).toBe(false);
  });

  it('starts cursors above 0 and seeding again is a no-op', async () => {
    const before = await seeded.db
      .selectFrom('change_log')
      .select(countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(before.n).toBeGreaterThan(0);
    expect(await isDatabaseEmpty(seeded.db)).toBe(false);
    await seedDemo(seeded.db, dialect);
    const after = await seeded.db
      .selectFrom('change_log')
      .select(countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
