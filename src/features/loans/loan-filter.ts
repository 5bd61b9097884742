import { provisionalLoanNumber } from '../../db/hut/hut-queries';
import type { LoanOverviewRow } from '../../db/hut/loan-overview';
import type { LoanDisplayStatus } from '../../shared/domain/loan-rules';
import { LOAN_STATUSES } from '../../shared/domain/statuses';
import { matchesPerson } from '../../shared/domain/person-search';

/** A box of the status filter: a real loan status, or the derived 'overdue'. */
export type LoanFilterStatus = LoanDisplayStatus;

/** SPEC §2: one box per status present in the hut's loans, then the derived overdue box. */
export function filterOptions(rows: readonly LoanOverviewRow[]): LoanFilterStatus[] {
  const present = LOAN_STATUSES.filter((s) => rows.some((r) => r.status === s));
  return [...present, 'overdue'];
}

export function countFor(rows: readonly LoanOverviewRow[], status: LoanFilterStatus): number {
  return rows.filter((r) => matchesStatus(r, status)).length;
}

/** An overdue loan is still an open loan: both boxes find it. */
function matchesStatus(row: LoanOverviewRow, status: LoanFilterStatus): boolean {
  return status === 'overdue' ? row.display === 'overdue' : row.status === status;
}

/** A loan number typed with or without '#', or "nr". */
function loanNumberQuery(query: string): number | null {
  const cleaned = query
    .trim()
    .toLowerCase()
    .replace(/^(nr\.?|#)\s*/, '');
  return /^\d{1,9}$/.test(cleaned) ? Number(cleaned) : null;
}

/**
 * SPEC §2 return search: the borrower's name, phone or email, or the loan number; and the number
 * of a unit on the loan ("nr. 1541" on its label), when the label no longer scans.
 */
export function matchesLoanSearch(row: LoanOverviewRow, query: string): boolean {
  if (query.trim() === '') return true;
  const number = loanNumberQuery(query);
  if (number !== null && (row.number === number || row.unitIds.includes(number))) return true;
  // Offline, staff read the provisional number off the screen (e.g. "6789AB").
  if (row.number === null && provisionalLoanNumber(row.id) === query.trim().toUpperCase()) {
    return true;
  }
  return matchesPerson(
    {
      id: row.customerId,
      name: row.customerName,
      email: row.customerEmail,
      phone: row.customerPhone,
    },
    query,
    ['name', 'phone', 'email'],
  );
}

/** No box ticked: every status; otherwise loans matching any ticked box. */
export function filterLoans(
  rows: readonly LoanOverviewRow[],
  query: string,
  statuses: ReadonlySet<LoanFilterStatus>,
): LoanOverviewRow[] {
  return rows.filter(
    (row) =>
      matchesLoanSearch(row, query) &&
      (statuses.size === 0 || [...statuses].some((s) => matchesStatus(row, s))),
  );
}

/** How many different borrowers a result holds (returns are registered one user at a time). */
export function borrowerCount(rows: readonly LoanOverviewRow[]): number {
  return new Set(rows.map((r) => r.customerId)).size;
}
