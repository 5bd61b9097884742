import type { Kysely } from 'kysely';
import { osloDateOf, todayIso } from '../../db/clock';
import type { Database, LoanRow } from '../../db/schema';
import type { StaffLoan, StaffLoanItem } from '../../../shared/contracts/staff';
import { isPastDue } from '../../../shared/domain/loan-rules';
import { lineStatus } from '../../db/sql-helpers';

/** Which of the hut's loans to load: by id, by customer, or all of them. */
export interface LoanFilter {
  ids?: readonly string[];
  customerId?: number;
}

function loansOf(db: Kysely<Database>, hut: number, filter: LoanFilter) {
  let q = db.selectFrom('loans').where('loans.company_id', '=', hut);
  if (filter.ids) q = q.where('loans.id', 'in', filter.ids);
  if (filter.customerId !== undefined) q = q.where('loans.customer_id', '=', filter.customerId);
  return q;
}

const RETURNED = new Set(['returned', 'returned_found']);

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * Loans of the hut with their units, in SPEC §3's shape, newest first. Three queries whatever
 * the number of loans; the id sets stay subqueries, so no bind-parameter limit is ever reached.
 */
export async function loadLoans(
  db: Kysely<Database>,
  hut: number,
  filter: LoanFilter = {},
): Promise<StaffLoan[]> {
  if (filter.ids?.length === 0) return [];
  const loans = await loansOf(db, hut, filter)
    .innerJoin('users', 'users.id', 'loans.customer_id')
    .selectAll('loans')
    .select('users.name as customer_name')
    .orderBy('loans.number', 'desc')
    .execute();
  if (loans.length === 0) return [];
  const ids = loansOf(db, hut, filter).select('loans.id');
  const lines = await db
    .selectFrom('loan_items as li')
    .innerJoin('units as u', 'u.id', 'li.unit_id')
    .innerJoin('products as p', 'p.id', 'u.product_id')
    .select(['li.id', 'li.loan_id', 'li.status', 'li.expected_return_date', 'li.returned_at'])
    .select(['u.id as unit_id', 'u.product_id', 'p.name', 'u.size', 'u.max_size', 'u.unit'])
    .where('li.loan_id', 'in', ids)
    .orderBy('li.created_at')
    .orderBy('li.id')
    .execute();
  const extensions = await db
    .selectFrom('loan_extensions')
    .select(['loan_id', 'new_date'])
    .where('loan_id', 'in', ids)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

  const today = todayIso();
  const linesOf = groupBy(lines, (l) => l.loan_id);
  const extensionsOf = groupBy(extensions, (e) => e.loan_id);
  return loans.map((loan) => {
    const own = linesOf.get(loan.id) ?? [];
    const items: StaffLoanItem[] = own.map((l) => ({
      id: l.unit_id,
      product_id: l.product_id,
      name: l.name,
      size: l.size,
      max_size: l.max_size,
      unit: l.unit,
      pivot: {
        id: l.id,
        status: l.status,
        expected_return_date: l.expected_return_date,
        returned_at: l.returned_at,
      },
    }));
    const returnedOn = own.flatMap((l) =>
      l.returned_at ? [osloDateOf(new Date(l.returned_at))] : [],
    );
    return {
      id: loan.id,
      number: loan.number,
      company_id: loan.company_id,
      status: loan.status,
      customer: { id: loan.customer_id, name: loan.customer_name },
      loan_date: loan.loan_date,
      expected_return_date: loan.expected_return_date,
      extended_return_dates: (extensionsOf.get(loan.id) ?? []).map((e) => e.new_date),
      actual_return_dates: [...new Set(returnedOn)].sort(),
      items_overdue: own.filter(
        (l) => l.status === 'lent' && isPastDue(l.expected_return_date, today),
      ).length,
      items_returned: own.filter((l) => RETURNED.has(l.status)).length,
      items,
      created_by: loan.created_by,
      created_at: loan.created_at,
      updated_at: loan.updated_at,
      closed_at: loan.closed_at,
    };
  });
}

export async function loadLoan(db: Kysely<Database>, hut: number, id: string): Promise<StaffLoan> {
  const [loan] = await loadLoans(db, hut, { ids: [id] });
  if (!loan) throw new Error(`loan ${id} vanished after its op`);
  return loan;
}

/** The lender's cart: their newest draft at the hut. */
export async function currentDraft(
  db: Kysely<Database>,
  hut: number,
  customerId: number,
): Promise<LoanRow | undefined> {
  return db
    .selectFrom('loans')
    .selectAll()
    .where('company_id', '=', hut)
    .where('customer_id', '=', customerId)
    .where('status', '=', 'draft')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** A loan of the hut; another hut's loan is simply not there. */
export async function findLoan(
  db: Kysely<Database>,
  hut: number,
  id: string,
): Promise<LoanRow | undefined> {
  return db
    .selectFrom('loans')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', hut)
    .executeTakeFirst();
}

/** A loan line of the hut with its loan's status and customer. */
export async function findLoanLine(db: Kysely<Database>, hut: number, id: string) {
  return db
    .selectFrom('loan_items as li')
    .innerJoin('loans as l', 'l.id', 'li.loan_id')
    .select(['li.id', 'li.loan_id', 'li.unit_id', 'li.status'])
    .select(['l.status as loan_status', 'l.customer_id'])
    .where('li.id', '=', id)
    .where('l.company_id', '=', hut)
    .executeTakeFirst();
}

/** Unit ids in the draft's cart (its in_cart lines). */
export async function cartUnitIds(db: Kysely<Database>, loanId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('loan_items')
    .select('unit_id')
    .where('loan_id', '=', loanId)
    .where('status', '=', lineStatus('in_cart'))
    .execute();
  return rows.map((r) => r.unit_id);
}
