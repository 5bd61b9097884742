import type { Insertable, Kysely } from 'kysely';
import { addDaysIso } from './clock';
import type { Random } from './seed-random';
import { uuidV7 } from './seed-random';
import { LOANS } from './seed-data/loans';
import type { Database, LoanItemsTable } from './schema';
import type { SeededUsers } from './seed-people';

/** A loan as the rest of the seed needs it (notifications, change log). */
export interface SeededLoan {
  id: string;
  number: number;
  companyId: number;
  customerId: number;
  status: string;
  dueDate: string;
  itemIds: string[];
}

/** Loans in every state; unit status follows the loan items (lent items → unit 'lent'). */
export async function seedLoans(
  db: Kysely<Database>,
  random: Random,
  hutIds: readonly number[],
  users: SeededUsers,
  today: string,
  now: string,
): Promise<SeededLoan[]> {
  const pools = new Map<number, number[]>();
  for (const hutId of hutIds) {
    const rows = await db
      .selectFrom('units')
      .select('id')
      .where('company_id', '=', hutId)
      .where('status', '=', 'available')
      .orderBy('id')
      .execute();
    pools.set(
      hutId,
      shuffle(
        random,
        rows.map((r) => r.id),
      ),
    );
  }
  const userId = (key: string): number => {
    const id = users.get(key);
    if (id === undefined) throw new Error(`Unknown seed user ${key}`);
    return id;
  };
  // Past events happen mid-morning Oslo time; today's cannot lie in the future.
  const stamp = (date: string) => (date < today ? `${date}T09:30:00.000Z` : now);

  const loans: SeededLoan[] = [];
  for (const plan of LOANS) {
    const companyId = hutIds[plan.hut];
    const pool = companyId === undefined ? undefined : pools.get(companyId);
    if (companyId === undefined || !pool) throw new Error(`Unknown hut index ${plan.hut}`);
    const loanDate = addDaysIso(today, plan.loanDay);
    const dueDate = addDaysIso(today, plan.dueDay);
    const createdAt = stamp(loanDate);
    const closedAt = plan.status === 'closed' ? stamp(addDaysIso(dueDate, -1)) : null;
    const staffId = userId(plan.staff);
    const id = uuidV7(random, Date.parse(createdAt));
    const row = await db
      .insertInto('loans')
      .values({
        id,
        company_id: companyId,
        customer_id: userId(plan.customer),
        status: plan.status,
        loan_date: loanDate,
        expected_return_date: dueDate,
        created_by: staffId,
        created_at: createdAt,
        updated_at: closedAt ?? createdAt,
        closed_at: closedAt,
      })
      .returning('number')
      .executeTakeFirstOrThrow();

    const items: Insertable<LoanItemsTable>[] = [];
    const lentUnits: number[] = [];
    for (let i = 0; i < plan.items; i++) {
      // Returned units are back on the shelf and may be lent again; lent and carted units leave
      // the pool so no unit sits in two live loans.
      const returned =
        plan.status === 'closed' || (plan.status === 'open' && i < (plan.returnedItems ?? 0));
      const unitId = returned ? pool[(i * 7 - plan.loanDay) % pool.length] : pool.pop();
      if (unitId === undefined) throw new Error('The demo hut has too few units');
      if (plan.status === 'open' && !returned) lentUnits.push(unitId);
      const returnedAt = returned ? (closedAt ?? stamp(addDaysIso(today, -1))) : null;
      items.push({
        id: uuidV7(random, Date.parse(createdAt)),
        loan_id: id,
        unit_id: unitId,
        status: plan.status === 'draft' ? 'in_cart' : returned ? 'returned' : 'lent',
        expected_return_date: dueDate,
        returned_at: returnedAt,
        returned_by: returned ? staffId : null,
        created_at: createdAt,
        updated_at: returnedAt ?? createdAt,
      });
    }
    await db.insertInto('loan_items').values(items).execute();
    if (lentUnits.length > 0) {
      await db
        .updateTable('units')
        .set({ status: 'lent', updated_at: createdAt })
        .where('id', 'in', lentUnits)
        .execute();
    }
    if (plan.extendedFrom !== undefined) {
      await db
        .insertInto('loan_extensions')
        .values({
          id: uuidV7(random, Date.parse(now)),
          loan_id: id,
          loan_item_id: null,
          previous_date: addDaysIso(today, plan.extendedFrom),
          new_date: dueDate,
          created_by: staffId,
          created_at: stamp(addDaysIso(today, plan.extendedFrom)),
        })
        .execute();
    }
    loans.push({
      id,
      number: row.number,
      companyId,
      customerId: userId(plan.customer),
      status: plan.status,
      dueDate,
      itemIds: items.map((it) => it.id),
    });
  }
  return loans;
}

function shuffle<T>(random: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = items[i];
    const b = items[j];
    if (a === undefined || b === undefined) continue;
    items[i] = b;
    items[j] = a;
  }
  return items;
}
