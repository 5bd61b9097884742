import type { Insertable, Kysely } from 'kysely';
import { insertInChunks } from './batch-insert';
import { addDaysIso } from './clock';
import { randomInt, uuidV7, type Random } from './seed-random';
import type { Database, LoanItemsTable, LoansTable, UnmetDemandsTable, UsersTable } from './schema';

export interface LoanHistorySize {
  /** Borrowers attached to each hut. */
  borrowersPerHut: number;
  /** Loans per hut over the whole history. */
  loansPerHut: number;
  /** How far back the history goes. */
  years: number;
  /** "Came for this, none free" per hut over the history. */
  needsPerHut: number;
}

const DAY_MS = 86_400_000;

/**
 * Bench data for the statistics: years of loans at the given huts (each with units already),
 * their borrowers (a tenth with a child on some loans), returns mostly on time and some late,
 * the last fortnight's loans still out, and needs recorded at the counter. One hut at a time,
 * multi-row inserts: a national history (250 huts, 2 million loans) loads in minutes. Unit
 * states are not made to match the loans (the statistics never read them for loans).
 */
export async function generateLoanHistory(
  db: Kysely<Database>,
  random: Random,
  hutIds: readonly number[],
  size: LoanHistorySize,
  today: string,
): Promise<{ loans: number; items: number }> {
  const now = `${today}T12:00:00.000Z`;
  const first = Date.parse(`${addDaysIso(today, -Math.round(size.years * 365))}T00:00:00Z`);
  const span = Date.parse(`${today}T00:00:00Z`) - first;
  let loans = 0;
  let items = 0;
  for (const hutId of hutIds) {
    await db.transaction().execute(async (trx) => {
      const units = await trx
        .selectFrom('units')
        .select(['id', 'product_id'])
        .where('company_id', '=', hutId)
        .execute();
      const categories = new Map(
        (
          await trx
            .selectFrom('products')
            .select(['id', 'category_id'])
            .where(
              'id',
              'in',
              trx.selectFrom('units').select('product_id').where('company_id', '=', hutId),
            )
            .execute()
        ).map((p) => [p.id, p.category_id]),
      );
      if (units.length === 0) return;
      const people: Insertable<UsersTable>[] = Array.from(
        { length: size.borrowersPerHut },
        (_, i) => generatedUser({ name: `Lånetaker ${hutId}-${i}` }, now),
      );
      const firstUser = await nextUserId(trx);
      await insertInChunks(trx, 'users', people);
      const borrowers = (
        await trx
          .selectFrom('users')
          .select('id')
          .where('id', '>=', firstUser)
          .orderBy('id')
          .execute()
      ).map((r) => r.id);
      await insertInChunks(
        trx,
        'company_user',
        borrowers.map((user_id) => ({
          company_id: hutId,
          user_id,
          role: 'borrower' as const,
          // Joined over the years, so "new borrowers per month" has something to show.
          created_at: new Date(first + random() * span).toISOString(),
        })),
      );

      const loanRows: Insertable<LoansTable>[] = [];
      const itemRows: Insertable<LoanItemsTable>[] = [];
      for (let n = 0; n < size.loansPerHut; n++) {
        const at = first + random() * span;
        const date = new Date(at).toISOString().slice(0, 10);
        const due = addDaysIso(date, 7);
        const id = uuidV7(random, at);
        const recent = Date.parse(`${today}T00:00:00Z`) - at < 14 * DAY_MS;
        const stillOut = recent && random() < 0.6;
        const late = random() < 0.15;
        const back = addDaysIso(date, late ? randomInt(random, 8, 20) : randomInt(random, 1, 7));
        const backAt = `${back}T15:00:00.000Z`;
        const out = stillOut || back > today;
        loanRows.push({
          id,
          company_id: hutId,
          customer_id: borrowers[randomInt(random, 0, borrowers.length - 1)] ?? firstUser,
          status: out ? 'open' : 'closed',
          loan_date: date,
          expected_return_date: due,
          created_by: borrowers[0] ?? firstUser,
          created_at: new Date(at).toISOString(),
          updated_at: new Date(at).toISOString(),
          closed_at: out ? null : backAt,
          member_id: null,
        });
        for (let k = randomInt(random, 1, 2); k > 0; k--) {
          const unit = units[randomInt(random, 0, units.length - 1)];
          if (!unit) continue;
          itemRows.push({
            id: uuidV7(random, at),
            loan_id: id,
            unit_id: unit.id,
            status: out ? 'lent' : 'returned',
            expected_return_date: due,
            returned_at: out ? null : backAt,
            returned_by: out ? null : (borrowers[0] ?? firstUser),
            created_at: new Date(at).toISOString(),
            updated_at: new Date(at).toISOString(),
          });
        }
      }
      await insertInChunks(trx, 'loans', loanRows);
      await insertInChunks(trx, 'loan_items', itemRows);
      loans += loanRows.length;
      items += itemRows.length;

      const needs: Insertable<UnmetDemandsTable>[] = [];
      for (let n = 0; n < size.needsPerHut; n++) {
        const unit = units[randomInt(random, 0, units.length - 1)];
        const category = unit && categories.get(unit.product_id);
        if (!unit || category === undefined) continue;
        const at = new Date(first + random() * span).toISOString();
        needs.push({
          id: uuidV7(random, Date.parse(at)),
          company_id: hutId,
          category_id: category,
          product_id: unit.product_id,
          size: random() < 0.5 ? `${randomInt(random, 10, 19) * 10} cm` : null,
          recorded_by: null,
          recorded_at: at,
          created_at: at,
        });
      }
      await insertInChunks(trx, 'unmet_demands', needs);
    });
  }
  return { loans, items };
}

async function nextUserId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (row?.id ?? 0) + 1;
}

/**
 * A bench person: active, verified, with no password (NO_PASSWORD: no sign-in; benches give
 * staff sessions directly). A walk-in borrower unless given an email, a hut or network admin.
 */
export function generatedUser(
  person: {
    name: string;
    email?: string;
    currentCompanyId?: number;
    isNetworkAdmin?: boolean;
  },
  now: string,
): Insertable<UsersTable> {
  return {
    name: person.name,
    email: person.email ?? null,
    phone: null,
    password_hash: '!',
    status: 'active',
    is_verified: 1,
    is_network_admin: person.isNetworkAdmin ? 1 : 0,
    current_company_id: person.currentCompanyId ?? null,
    created_at: now,
    updated_at: now,
  };
}
