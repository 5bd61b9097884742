import type { Insertable, Kysely } from 'kysely';
import { insertInChunks } from './batch-insert';
import { recordChanges } from './change-log';
import { nowIso } from './clock';
import { ensureCategories, generatedUnit, templateProducts } from './generate-catalogue';
import { generateLoanHistory, generatedUser } from './generate-loans';
import { randomInt, seededRandom, type Random } from './seed-random';
import { COUNTIES } from './seed-data/counties';
import { PRODUCTS } from './seed-data/products';
import type { Database, UnitsTable } from './schema';

/** The national network; every figure can be scaled down for a quick run. */
export interface NetworkSize {
  huts: number;
  products: number;
  units: number;
  borrowersPerHut: number;
  loansPerHut: number;
  years: number;
}

export const NATIONAL_NETWORK: NetworkSize = {
  huts: 250,
  products: 60_000,
  units: 200_000,
  borrowersPerHut: 600,
  loansPerHut: 8_000,
  years: 3,
};

export interface GeneratedHut {
  id: number;
  county: string;
  municipality: string;
  /** The hut's one staff member (no password: benches give it sessions directly). */
  staffId: number;
}

export interface GeneratedNetwork {
  huts: GeneratedHut[];
  loans: number;
  items: number;
}

/** Share of a product's units kept at another hut of the same county. */
const ELSEWHERE = 0.1;

/**
 * Bench data for a national network on an empty (migrated) database: huts in every county, each
 * with its own products (a product's units mostly at one hut, some at a neighbour in the county),
 * one staff member per hut, and years of loans with their borrowers (generate-loans.ts). Multi-row
 * inserts, one transaction per step or hut: the full size loads in minutes.
 */
export async function generateNetwork(
  db: Kysely<Database>,
  size: NetworkSize,
  today: string,
): Promise<GeneratedNetwork> {
  const random = seededRandom(size.huts * 7 + size.products);
  const now = nowIso();
  const huts = await db.transaction().execute(async (trx) => {
    const categories = await ensureCategories(trx);
    await insertInChunks(
      trx,
      'companies',
      Array.from({ length: size.huts }, (_, i) => {
        const area = COUNTIES[i % COUNTIES.length] ?? COUNTIES[0];
        if (!area) throw new Error('No counties');
        const round = Math.floor(i / COUNTIES.length);
        const municipality = area.municipalities[round % area.municipalities.length] ?? area.county;
        const town = `${municipality} ${Math.floor(round / area.municipalities.length) + 1}`;
        return {
          name: `${town} utstyrsbod`,
          status: 'active' as const,
          address: `Storgata ${i + 1}`,
          county: area.county,
          municipality,
          town,
          opening_hours: 'Mandag–fredag 15–19',
          contact_phone: null,
          contact_email: null,
          created_at: now,
        };
      }),
    );
    const rows = await trx
      .selectFrom('companies')
      .select(['id', 'county', 'municipality'])
      .orderBy('id')
      .execute();
    await insertInChunks(
      trx,
      'users',
      rows.map((hut) =>
        generatedUser(
          {
            name: `Ansatt ${hut.id}`,
            email: `ansatt.${hut.id}@skala.utstyrsbod.no`,
            currentCompanyId: hut.id,
          },
          now,
        ),
      ),
    );
    const staff = new Map(
      (
        await trx
          .selectFrom('users')
          .select(['id', 'current_company_id'])
          .where('email', 'like', 'ansatt.%@skala.utstyrsbod.no')
          .execute()
      ).map((u) => [u.current_company_id, u.id]),
    );
    const made: GeneratedHut[] = rows.map((hut) => ({
      ...hut,
      staffId: staff.get(hut.id) ?? 0,
    }));
    await insertInChunks(
      trx,
      'company_user',
      made.map((hut) => ({
        company_id: hut.id,
        user_id: hut.staffId,
        role: 'staff' as const,
        created_at: now,
      })),
    );
    await insertProducts(trx, random, made, size, categories, now);
    await recordChanges(
      trx,
      made.map((hut) => ({
        company_id: hut.id,
        entity: 'company',
        entity_id: hut.id,
        op: 'upsert',
      })),
    );
    return made;
  });
  const history = await generateLoanHistory(
    db,
    random,
    huts.map((h) => h.id),
    {
      borrowersPerHut: size.borrowersPerHut,
      loansPerHut: size.loansPerHut,
      years: size.years,
      needsPerHut: 150,
    },
    today,
  );
  return { huts, ...history };
}

/** Products in blocks per hut, and their units (most at the hut, some at a county neighbour). */
async function insertProducts(
  db: Kysely<Database>,
  random: Random,
  huts: readonly GeneratedHut[],
  size: NetworkSize,
  categories: ReadonlyMap<string, { id: number; image: string | null }>,
  now: string,
): Promise<void> {
  await insertInChunks(db, 'products', templateProducts(size.products, categories, now));
  const productIds = (await db.selectFrom('products').select('id').orderBy('id').execute()).map(
    (r) => r.id,
  );
  const byCounty = new Map<string, GeneratedHut[]>();
  for (const hut of huts) byCounty.set(hut.county, [...(byCounty.get(hut.county) ?? []), hut]);

  const perProduct = size.units / size.products;
  const units: Insertable<UnitsTable>[] = [];
  productIds.forEach((productId, p) => {
    const owner = huts[Math.floor((p * huts.length) / productIds.length)];
    if (!owner) return;
    const neighbours = byCounty.get(owner.county) ?? [owner];
    const sizes = PRODUCTS[p % PRODUCTS.length]?.sizes ?? [];
    const count = Math.floor(perProduct) + (random() < perProduct % 1 ? 1 : 0);
    for (let n = 0; n < count; n++) {
      const hut =
        random() < ELSEWHERE
          ? (neighbours[randomInt(random, 0, neighbours.length - 1)] ?? owner)
          : owner;
      units.push(generatedUnit(random, productId, hut.id, sizes[n % sizes.length], now));
    }
  });
  await insertInChunks(db, 'units', units);
  await recordChanges(
    db,
    productIds.map((id) => ({ company_id: null, entity: 'product', entity_id: id, op: 'upsert' })),
  );
}
