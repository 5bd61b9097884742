import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';

/**
 * A small world whose statistics are worked out by hand in tests/server/statistics.test.ts: two
 * huts of their own county, a category tree of their own, three borrowers (one with a child),
 * loans either side of a year boundary, one spanning two months, one back late, one still out
 * past its date, a retired unit, a cart, a loan before the period, and needs recorded at the
 * counter. The demo seed around it lives in other counties and categories.
 */
export interface StatisticsWorld {
  hut: number;
  otherHut: number;
  emptyHut: number;
  staff: number;
  ski: number;
  ball: number;
  unit1: number;
  unit3: number;
  categories: { season: number; skiMain: number; langrenn: number; ballMain: number };
  borrowers: { b1: number; b2: number; b3: number };
}

const T = (iso: string) => `${iso}T10:00:00.000Z`;
const uuid = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

export async function buildStatisticsWorld(db: Kysely<Database>): Promise<StatisticsWorld> {
  const company = (name: string, municipality: string) =>
    db
      .insertInto('companies')
      .values({
        name,
        status: 'active',
        address: null,
        county: 'Testfylke',
        municipality,
        town: municipality,
        created_at: T('2025-01-01'),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  const hut = await company('Statistikkbod', 'Testkommune');
  const otherHut = await company('Nabobod', 'Nabokommune');
  const emptyHut = await company('Tom bod', 'Testkommune');

  const category = (name: string, parent: number | null) =>
    db
      .insertInto('categories')
      .values({
        name,
        slug: name.toLowerCase(),
        parent_id: parent,
        label: null,
        tagline: null,
        heading: null,
        description: null,
        image: null,
        alt_text: null,
        sort_order: 99,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  const season = await category('Testsesong', null);
  const skiMain = await category('Testski-kategori', season);
  const langrenn = await category('Testlangrenn', skiMain);
  const ballMain = await category('Testball-kategori', season);

  const product = (name: string, categoryId: number) =>
    db
      .insertInto('products')
      .values({
        name,
        category_id: categoryId,
        image: null,
        description: null,
        created_at: T('2025-09-01'),
        updated_at: T('2025-09-01'),
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  const ski = await product('Testski', langrenn);
  const ball = await product('Testball', ballMain);

  const unit = (
    productId: number,
    companyId: number,
    status: 'available' | 'lent' | 'retired',
    updated = '2025-10-01',
  ) =>
    db
      .insertInto('units')
      .values({
        product_id: productId,
        company_id: companyId,
        size: '130',
        max_size: null,
        unit: 'cm',
        type: null,
        image: null,
        status,
        created_at: T('2025-10-01'),
        updated_at: T(updated),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  const unit1 = await unit(ski, hut, 'lent');
  await unit(ski, hut, 'retired', '2025-12-16');
  const unit3 = await unit(ball, hut, 'available');
  const unit4 = await unit(ball, otherHut, 'available');

  const person = (name: string) =>
    db
      .insertInto('users')
      .values({
        name,
        email: `${name.toLowerCase()}@statistikk.test`,
        phone: null,
        password_hash: '!',
        status: 'active',
        is_verified: 1,
        is_network_admin: 0,
        current_company_id: null,
        created_at: T('2025-01-01'),
        updated_at: T('2025-01-01'),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  const staff = await person('Stabsansatt');
  const b1 = await person('Forelder');
  const b2 = await person('Elev');
  const b3 = await person('Tidlig');
  await db
    .insertInto('company_user')
    .values([
      { company_id: hut, user_id: staff, role: 'staff', created_at: T('2025-01-01') },
      // Joined on New Year's Eve and in January: months either side of the boundary.
      { company_id: hut, user_id: b1, role: 'borrower', created_at: '2025-12-31T10:00:00.000Z' },
      { company_id: hut, user_id: b2, role: 'borrower', created_at: T('2026-01-05') },
      { company_id: hut, user_id: b3, role: 'borrower', created_at: T('2025-11-15') },
      { company_id: otherHut, user_id: b2, role: 'borrower', created_at: T('2026-01-10') },
    ])
    .execute();
  const child = uuid(900);
  await db
    .insertInto('members')
    .values({
      id: child,
      user_id: b1,
      name: 'Barn',
      height: null,
      shoe_size: null,
      helmet_size: null,
      created_at: T('2025-01-01'),
      updated_at: T('2025-01-01'),
    })
    .execute();

  let n = 0;
  const loan = async (
    companyId: number,
    status: 'draft' | 'open' | 'closed',
    date: string,
    customer: number,
    member: string | null,
    lines: {
      unit: number;
      due: string;
      back: string | null;
      status: 'in_cart' | 'lent' | 'returned';
    }[],
  ) => {
    const id = uuid(++n);
    await db
      .insertInto('loans')
      .values({
        id,
        company_id: companyId,
        customer_id: customer,
        status,
        loan_date: date,
        expected_return_date: lines[0]?.due ?? date,
        created_by: staff,
        created_at: T(date),
        updated_at: T(date),
        closed_at: status === 'closed' ? T(date) : null,
        member_id: member,
      })
      .execute();
    for (const line of lines) {
      await db
        .insertInto('loan_items')
        .values({
          id: uuid(++n + 100),
          loan_id: id,
          unit_id: line.unit,
          status: line.status,
          expected_return_date: line.due,
          returned_at: line.back === null ? null : T(line.back),
          returned_by: line.back === null ? null : staff,
          created_at: T(date),
          updated_at: T(date),
        })
        .execute();
    }
  };
  // Back three days late.
  await loan(hut, 'closed', '2025-12-10', b1, null, [
    { unit: unit1, due: '2025-12-17', back: '2025-12-20', status: 'returned' },
  ]);
  // Spans the new year, back a day early.
  await loan(hut, 'closed', '2025-12-28', b2, null, [
    { unit: unit3, due: '2026-01-04', back: '2026-01-03', status: 'returned' },
  ]);
  // For the child: one unit still out past its date, one back on the day.
  await loan(hut, 'open', '2026-01-20', b1, child, [
    { unit: unit1, due: '2026-01-27', back: null, status: 'lent' },
    { unit: unit3, due: '2026-01-27', back: '2026-01-27', status: 'returned' },
  ]);
  // A cart (not handed out) and a loan before the period: in no figure.
  await loan(hut, 'draft', '2026-01-25', b2, null, [
    { unit: unit3, due: '2026-02-01', back: null, status: 'in_cart' },
  ]);
  await loan(hut, 'closed', '2025-11-20', b3, null, [
    { unit: unit3, due: '2025-11-27', back: '2025-11-27', status: 'returned' },
  ]);
  // At the neighbouring hut: in the network's figures only.
  await loan(otherHut, 'closed', '2026-01-10', b2, null, [
    { unit: unit4, due: '2026-01-17', back: '2026-01-12', status: 'returned' },
  ]);

  const need = (at: string, productId: number | null, categoryId: number, size: string | null) => ({
    id: uuid(++n + 500),
    company_id: hut,
    category_id: categoryId,
    product_id: productId,
    size,
    recorded_by: staff,
    recorded_at: at,
    created_at: at,
  });
  await db
    .insertInto('unmet_demands')
    .values([
      need('2025-12-05T09:00:00.000Z', ski, langrenn, '130 cm'),
      need('2026-01-10T09:00:00.000Z', ski, langrenn, '130 cm'),
      need('2026-01-15T09:00:00.000Z', null, ballMain, null),
      // The minute before the period.
      need('2025-11-30T23:59:00.000Z', ski, langrenn, '130 cm'),
    ])
    .execute();

  return {
    hut,
    otherHut,
    emptyHut,
    staff,
    ski,
    ball,
    unit1,
    unit3,
    categories: { season, skiMain, langrenn, ballMain },
    borrowers: { b1, b2, b3 },
  };
}
