import type { Kysely } from 'kysely';
import { recordChanges } from './change-log';
import type { ChangeInput } from './change-log';
import { nowIso, todayIso } from './clock';
import { seedCatalogue } from './seed-catalogue';
import { seedExtras } from './seed-extras';
import { seedLoans } from './seed-loans';
import { seedPeople } from './seed-people';
import { seededRandom } from './seed-random';
import type { Database, Dialect } from './schema';

/** Fixed so the demo data is the same on every machine and in both dialects. */
const SEED = 20231117;

/** True when there are no huts, users or categories yet (a fresh install). */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  for (const table of ['companies', 'users', 'categories'] as const) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/**
 * Loads the demo data (SPEC §3, issue 2) in one transaction. Does nothing when the database
 * already holds data, so a restart or two servers starting together cannot seed twice.
 * Dates are relative to today (Europe/Oslo) so due-today and overdue loans stay meaningful.
 */
export async function seedDemo(db: Kysely<Database>, _dialect: Dialect): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await isDatabaseEmpty(trx))) return;
    const random = seededRandom(SEED);
    const now = nowIso();
    const today = todayIso();
    const catalogue = await seedCatalogue(trx, random, now);
    const users = await seedPeople(trx, random, catalogue.hutIds, now);
    const loans = await seedLoans(trx, random, catalogue.hutIds, users, today, now);
    await seedExtras(trx, random, catalogue.hutIds, users, loans, today, now);
    await recordChanges(trx, await seedChanges(trx));
  });
}

/** One change-log row per seeded entity, so cursors start above 0 and a first pull is a snapshot. */
async function seedChanges(db: Kysely<Database>): Promise<ChangeInput[]> {
  const upsert = 'upsert' as const;
  const changes: ChangeInput[] = [];
  for (const c of await db.selectFrom('companies').select('id').orderBy('id').execute()) {
    changes.push({ company_id: c.id, entity: 'company', entity_id: c.id, op: upsert });
  }
  for (const c of await db.selectFrom('categories').select('id').orderBy('id').execute()) {
    changes.push({ company_id: null, entity: 'category', entity_id: c.id, op: upsert });
  }
  for (const p of await db.selectFrom('products').select('id').orderBy('id').execute()) {
    changes.push({ company_id: null, entity: 'product', entity_id: p.id, op: upsert });
  }
  const units = await db.selectFrom('units').select(['id', 'company_id']).orderBy('id').execute();
  for (const u of units) {
    changes.push({ company_id: u.company_id, entity: 'unit', entity_id: u.id, op: upsert });
  }
  const members = await db
    .selectFrom('company_user')
    .select(['company_id', 'user_id'])
    .orderBy('company_id')
    .orderBy('user_id')
    .execute();
  for (const m of members) {
    changes.push({ company_id: m.company_id, entity: 'user', entity_id: m.user_id, op: upsert });
  }
  const loans = await db
    .selectFrom('loans')
    .select(['id', 'company_id'])
    .orderBy('number')
    .execute();
  for (const l of loans) {
    changes.push({ company_id: l.company_id, entity: 'loan', entity_id: l.id, op: upsert });
  }
  const items = await db
    .selectFrom('loan_items')
    .innerJoin('loans', 'loans.id', 'loan_items.loan_id')
    .select(['loan_items.id', 'loans.company_id'])
    .orderBy('loans.number')
    .orderBy('loan_items.id')
    .execute();
  for (const it of items) {
    changes.push({ company_id: it.company_id, entity: 'loan_item', entity_id: it.id, op: upsert });
  }
  return changes;
}
