import type { Kysely } from 'kysely';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import type { Member, MyLoan, MyLoanItem, MyPage } from '../../../shared/contracts/profile';
import { attachedCompanies } from '../companies';
import type { ActiveSession } from '../sessions';
import { hutRecord, toUser } from '../user-data';
import { loadAccount } from './account-user';
import { lineStatus } from '../../db/sql-helpers';

type MemberRow = Pick<Database['members'], 'id' | 'name' | 'height' | 'shoe_size' | 'helmet_size'>;

export const toMember = (row: MemberRow): Member => ({
  id: row.id,
  name: row.name,
  height: row.height,
  shoeSize: row.shoe_size,
  helmetSize: row.helmet_size,
});

export async function loadMembers(db: Kysely<Database>, userId: number): Promise<Member[]> {
  const rows = await db
    .selectFrom('members')
    .select(['id', 'name', 'height', 'shoe_size', 'helmet_size'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toMember);
}

/**
 * The person's handed-out loans, open ones first by due date, then closed ones newest first.
 * Carts still being prepared at the counter (draft) are left out. Three queries in all; the
 * hut's notes are given for units still with the person, not for what they have returned.
 */
export async function loadMyLoans(
  db: Kysely<Database>,
  userId: number,
): Promise<{ current: MyLoan[]; previous: MyLoan[] }> {
  const loans = await db
    .selectFrom('loans')
    .innerJoin('companies', 'companies.id', 'loans.company_id')
    .leftJoin('members', 'members.id', 'loans.member_id')
    .select([
      'members.name as member_name',
      'loans.id',
      'loans.number',
      'loans.company_id',
      'companies.name as hut_name',
      'loans.status',
      'loans.loan_date',
      'loans.expected_return_date',
      'loans.closed_at',
    ])
    .where('loans.customer_id', '=', userId)
    .where('loans.status', 'in', ['open', 'closed'])
    .execute();
  if (loans.length === 0) return { current: [], previous: [] };

  const handedOut = db
    .selectFrom('loans')
    .select('id')
    .where('customer_id', '=', userId)
    .where('status', 'in', ['open', 'closed']);
  const lines = await db
    .selectFrom('loan_items as li')
    .innerJoin('units as u', 'u.id', 'li.unit_id')
    .innerJoin('products as p', 'p.id', 'u.product_id')
    .select(['li.id', 'li.loan_id', 'li.status', 'li.expected_return_date', 'li.returned_at'])
    .select(['u.id as unit_id', 'u.company_id', 'p.name', 'u.size', 'u.max_size', 'u.unit'])
    .where('li.loan_id', 'in', handedOut)
    .where('li.status', '!=', 'in_cart')
    .orderBy('li.created_at')
    .orderBy('li.id')
    .execute();

  const withPerson = lines.filter((line) => line.status === 'lent');
  const notes =
    withPerson.length === 0
      ? []
      : await db
          .selectFrom('notes')
          .select(['unit_id', 'company_id', 'text'])
          .where('deleted_at', 'is', null)
          .where(
            'unit_id',
            'in',
            db
              .selectFrom('loan_items')
              .select('unit_id')
              .where('loan_id', 'in', handedOut)
              .where('status', '=', lineStatus('lent')),
          )
          .orderBy('created_at')
          .orderBy('id')
          .execute();
  const notesOf = (unitId: number, hut: number) =>
    notes.filter((n) => n.unit_id === unitId && n.company_id === hut).map((n) => n.text);

  const itemsOf = new Map<string, MyLoanItem[]>();
  for (const line of lines) {
    const item: MyLoanItem = {
      id: line.id,
      unitId: line.unit_id,
      product: line.name,
      size: line.size,
      maxSize: line.max_size,
      unit: line.unit,
      status: line.status,
      dueDate: line.expected_return_date,
      returnedAt: line.returned_at,
      notes: line.status === 'lent' ? notesOf(line.unit_id, line.company_id) : [],
    };
    const list = itemsOf.get(line.loan_id);
    if (list) list.push(item);
    else itemsOf.set(line.loan_id, [item]);
  }

  const shaped: MyLoan[] = loans.map((loan) => ({
    id: loan.id,
    number: loan.number,
    hut: { id: loan.company_id, name: loan.hut_name },
    status: loan.status,
    loanDate: loan.loan_date,
    dueDate: loan.expected_return_date,
    closedAt: loan.closed_at,
    forChild: loan.member_name,
    items: itemsOf.get(loan.id) ?? [],
  }));
  const current = shaped
    .filter((l) => l.status === 'open')
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.number - b.number);
  const previous = shaped
    .filter((l) => l.status === 'closed')
    .sort(
      (a, b) =>
        (b.closedAt ?? b.loanDate).localeCompare(a.closedAt ?? a.loanDate) || b.number - a.number,
    );
  return { current, previous };
}

/** GET /api/me: the person, their huts, children and loans, as of now. */
export async function loadMyPage(
  db: Kysely<Database>,
  userId: number,
  session: Pick<ActiveSession, 'companyId'>,
): Promise<MyPage> {
  const user = await loadAccount(db, userId);
  const [companies, members, loans, record] = await Promise.all([
    attachedCompanies(db, userId),
    loadMembers(db, userId),
    loadMyLoans(db, userId),
    hutRecord(db, userId, session.companyId),
  ]);
  return {
    user: toUser(user, session.companyId, record),
    attached_companies: companies,
    members,
    loans,
    fetchedAt: nowIso(),
  };
}
