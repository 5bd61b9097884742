import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';

/**
 * Read-only facts from the e2e server's database that counter tests start from: borrowers and
 * units a scenario may use without tripping over the demo data's own carts and loans.
 */
type Db = Kysely<Database>;

/** Borrowers of the hut with no cart of their own (a cart would take the new units too). */
export async function borrowersWithoutCart(db: Db, companyId: number) {
  const rows = await db
    .selectFrom('users')
    .innerJoin('company_user', 'company_user.user_id', 'users.id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.is_verified',
      'company_user.is_flagged',
    ])
    .where('company_user.company_id', '=', companyId)
    .where('company_user.role', '=', 'borrower')
    .where('users.email', 'is not', null)
    .$narrowType<{ email: string }>()
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('loans')
            .select('loans.id')
            .whereRef('loans.customer_id', '=', 'users.id')
            .where('loans.status', '=', 'draft'),
        ),
      ),
    )
    .orderBy('users.id')
    .execute();
  return rows.map((r) => ({
    ...r,
    verified: Boolean(r.is_verified),
    flagged: Boolean(r.is_flagged),
  }));
}

/** Units free to lend: available and in nobody's cart. */
export async function freeUnits(db: Db, companyId: number, count: number): Promise<number[]> {
  const rows = await db
    .selectFrom('units')
    .select('units.id')
    .where('units.company_id', '=', companyId)
    .where('units.status', '=', 'available')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('loan_items')
            .select('loan_items.id')
            .whereRef('loan_items.unit_id', '=', 'units.id')
            .where('loan_items.status', 'in', ['in_cart', 'lent']),
        ),
      ),
    )
    .orderBy('units.id')
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error(`the demo hut has only ${rows.length} free units`);
  return rows.map((r) => r.id);
}

/** A loan's lines on the server, by unit. */
export function loanLines(db: Db, loanId: string) {
  return db
    .selectFrom('loan_items')
    .select(['unit_id', 'status', 'returned_at'])
    .where('loan_id', '=', loanId)
    .orderBy('unit_id')
    .execute();
}
