import { isLendable } from '../../shared/domain/shelf';
import type { UtstyrsbodDb } from '../database';
import type { HutUserRow } from './hut-types';
import { loanOverview, type LoanOverviewRow } from './loan-overview';

export interface DashboardStats {
  openLoans: number;
  unitsLent: number;
  unitsAvailable: number;
}

/** What the dashboard's cards show, all from the hut's local tables. */
export interface DashboardSummary {
  dueToday: LoanOverviewRow[];
  overdue: LoanOverviewRow[];
  /** SPEC §4: users awaiting activation are those not verified. */
  awaitingActivation: HutUserRow[];
  stats: DashboardStats;
}

const byDueDate = (a: LoanOverviewRow, b: LoanOverviewRow) =>
  a.dueDate.localeCompare(b.dueDate) || a.customerName.localeCompare(b.customerName, 'nb');

/** SPEC §4: users awaiting activation are those not verified; by name. */
export async function awaitingActivation(db: UtstyrsbodDb): Promise<HutUserRow[]> {
  const users = await db.hutUsers.filter((u) => !u.isVerified).toArray();
  return users.sort((a, b) => a.name.localeCompare(b.name, 'nb'));
}

export async function dashboardSummary(
  db: UtstyrsbodDb,
  companyId: number,
  today: string,
): Promise<DashboardSummary> {
  const [loans, units, users] = await Promise.all([
    loanOverview(db, companyId, today),
    db.units.filter((u) => u.company_id === companyId).toArray(),
    awaitingActivation(db),
  ]);
  return {
    dueToday: loans.filter((l) => l.status === 'open' && l.dueDate === today).sort(byDueDate),
    overdue: loans.filter((l) => l.display === 'overdue').sort(byDueDate),
    awaitingActivation: users,
    stats: {
      openLoans: loans.filter((l) => l.status === 'open').length,
      unitsLent: units.filter((u) => u.status === 'lent').length,
      unitsAvailable: units.filter((u) => isLendable(u.status)).length,
    },
  };
}
