import { matchesPerson, USER_FIELDS, comparePersonKeys } from '../../shared/domain/person-search';
import type { UtstyrsbodDb } from '../database';
import type { HutMemberRow, HutUserRow, PersonKey } from './hut-types';
import {
  compareNewestFirst,
  readLoanContext,
  toOverviewRow,
  type LoanOverviewRow,
} from './loan-overview';
import { findLocalPerson } from './local-person';

/** A line of Brukeroversikt: the person and how many of their loans here are out. */
export interface HutUserLine {
  user: HutUserRow;
  openLoans: number;
}

const collator = new Intl.Collator('nb');

/**
 * The hut's people (SPEC §2 Brukeroversikt), searched by name, phone or email (SPEC §5), sorted
 * by name. Customers of old loans who no longer belong to the hut are left out.
 */
export async function hutUserLines(
  db: UtstyrsbodDb,
  companyId: number,
  query: string,
): Promise<HutUserLine[]> {
  const [users, loans] = await Promise.all([
    db.hutUsers.filter((u) => u.role !== null && matchesPerson(u, query, USER_FIELDS)).toArray(),
    db.loans.where('status').equals('open').toArray(),
  ]);
  const open = new Map<PersonKey, number>();
  for (const loan of loans) {
    if (loan.company_id === companyId) {
      open.set(loan.customer_id, (open.get(loan.customer_id) ?? 0) + 1);
    }
  }
  return users
    .sort((a, b) => collator.compare(a.name, b.name) || comparePersonKeys(a.id, b.id))
    .map((user) => ({ user, openLoans: open.get(user.id) ?? 0 }));
}

/** One person's page in Brukeroversikt: who they are, and their loans here now and before. */
export interface HutUserDetail {
  user: HutUserRow;
  /** Their children, by name (pulled with the person). */
  children: HutMemberRow[];
  current: LoanOverviewRow[];
  previous: LoanOverviewRow[];
}

export async function hutUserDetail(
  db: UtstyrsbodDb,
  companyId: number,
  today: string,
  userId: PersonKey,
): Promise<HutUserDetail | null> {
  const user = await findLocalPerson(db, userId);
  if (!user) return null;
  // By the row found: a walk-in named by its ref may have the server's id by now.
  const loans = await db.loans
    .where('customer_id')
    .equals(user.id)
    .filter((loan) => loan.company_id === companyId)
    .toArray();
  const ctx = await readLoanContext(
    db,
    loans.map((l) => l.id),
  );
  const rows = loans.map((loan) => toOverviewRow(ctx, loan, today)).sort(compareNewestFirst);
  const children = await db.hutMembers.where('user_id').equals(user.id).toArray();
  children.sort((a, b) => collator.compare(a.name, b.name));
  return {
    user,
    children,
    current: rows.filter((r) => r.status !== 'closed'),
    previous: rows.filter((r) => r.status === 'closed'),
  };
}
