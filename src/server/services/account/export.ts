import type { Kysely } from 'kysely';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import { companyRoleEnum } from '../../../shared/contracts/common';
import type { MyDataExport } from '../../../shared/contracts/profile';

type ExportLoan = MyDataExport['loans'][number];

async function exportLoans(db: Kysely<Database>, userId: number): Promise<ExportLoan[]> {
  const loans = await db
    .selectFrom('loans')
    .innerJoin('companies', 'companies.id', 'loans.company_id')
    .select([
      'loans.id',
      'loans.number',
      'loans.company_id',
      'companies.name as hut_name',
      'loans.status',
      'loans.loan_date',
      'loans.expected_return_date',
      'loans.created_at',
      'loans.closed_at',
    ])
    .where('loans.customer_id', '=', userId)
    .orderBy('loans.created_at')
    .orderBy('loans.number')
    .execute();
  if (loans.length === 0) return [];
  const ids = db.selectFrom('loans').select('id').where('customer_id', '=', userId);
  const items = await db
    .selectFrom('loan_items as li')
    .innerJoin('units as u', 'u.id', 'li.unit_id')
    .innerJoin('products as p', 'p.id', 'u.product_id')
    .select(['li.id', 'li.loan_id', 'li.unit_id', 'p.name', 'u.size', 'li.status'])
    .select(['li.expected_return_date', 'li.returned_at'])
    .where('li.loan_id', 'in', ids)
    .orderBy('li.created_at')
    .orderBy('li.id')
    .execute();
  const extensions = await db
    .selectFrom('loan_extensions')
    .select(['loan_id', 'previous_date', 'new_date', 'created_at'])
    .where('loan_id', 'in', ids)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return loans.map((loan) => ({
    id: loan.id,
    number: loan.number,
    hut: { id: loan.company_id, name: loan.hut_name },
    status: loan.status,
    loanDate: loan.loan_date,
    dueDate: loan.expected_return_date,
    createdAt: loan.created_at,
    closedAt: loan.closed_at,
    items: items
      .filter((item) => item.loan_id === loan.id)
      .map((item) => ({
        id: item.id,
        unitId: item.unit_id,
        product: item.name,
        size: item.size,
        status: item.status,
        dueDate: item.expected_return_date,
        returnedAt: item.returned_at,
      })),
    extensions: extensions
      .filter((e) => e.loan_id === loan.id)
      .map((e) => ({
        previousDate: e.previous_date,
        newDate: e.new_date,
        createdAt: e.created_at,
      })),
  }));
}

/**
 * GET /api/me/export: everything the service stores about the person, including what the huts
 * wrote about them (the remark of a flag, notes). Not the password hash.
 */
export async function exportMyData(db: Kysely<Database>, userId: number): Promise<MyDataExport> {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('email', 'is not', null)
    .$narrowType<{ email: string }>()
    .executeTakeFirstOrThrow();
  const huts = await db
    .selectFrom('company_user')
    .innerJoin('companies', 'companies.id', 'company_user.company_id')
    .select(['companies.id', 'companies.name', 'company_user.role', 'company_user.created_at'])
    .select(['company_user.is_flagged', 'company_user.flag_reason', 'company_user.notes'])
    .where('company_user.user_id', '=', userId)
    .orderBy('companies.name')
    .execute();
  const members = await db
    .selectFrom('members')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const sessions = await db
    .selectFrom('sessions')
    .select(['device_label', 'created_at', 'last_seen_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const notifications = await db
    .selectFrom('notifications')
    .select(['message', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    exportedAt: nowIso(),
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      status: user.status,
      isVerified: user.is_verified === 1,
      isNetworkAdmin: user.is_network_admin === 1,
      createdAt: user.created_at,
      updatedAt: user.updated_at,
    },
    huts: huts.flatMap((h) => {
      const role = companyRoleEnum.safeParse(h.role);
      if (!role.success) return [];
      return [
        {
          id: h.id,
          name: h.name,
          role: role.data,
          since: h.created_at,
          isFlagged: h.is_flagged === 1,
          flagReason: h.flag_reason,
          notes: h.notes,
        },
      ];
    }),
    members: members.map((member) => ({
      id: member.id,
      name: member.name,
      height: member.height,
      shoeSize: member.shoe_size,
      helmetSize: member.helmet_size,
      createdAt: member.created_at,
      updatedAt: member.updated_at,
    })),
    loans: await exportLoans(db, userId),
    sessions: sessions.map((s) => ({
      device: s.device_label,
      createdAt: s.created_at,
      lastSeenAt: s.last_seen_at,
      expiresAt: s.expires_at,
    })),
    notifications: notifications.map((n) => ({
      message: n.message,
      createdAt: n.created_at,
      readAt: n.read_at,
    })),
  };
}
