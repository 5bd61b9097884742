import {
  BORROWER_FIELDS,
  matchesPerson,
  comparePersonKeys,
} from '../../shared/domain/person-search';
import type { UtstyrsbodDb } from '../database';
import { findDraft } from './hut-queries';
import type { HutUserRow, LoanRow, PersonKey } from './hut-types';
import { findLocalPerson } from './local-person';

/** The borrower picker's list: the first matches by name, and how many matched in all. */
export interface BorrowerMatches {
  matches: HutUserRow[];
  total: number;
}

/**
 * SPEC §5 lender search over the hut's users: case-insensitive on name, id, phone or email.
 * An empty query lists nobody (a hut may have hundreds of borrowers); the picker asks to type.
 */
export async function findBorrowers(
  db: UtstyrsbodDb,
  query: string,
  limit = 10,
): Promise<BorrowerMatches> {
  if (query.trim() === '') return { matches: [], total: 0 };
  const all = await db.hutUsers.filter((u) => matchesPerson(u, query, BORROWER_FIELDS)).toArray();
  all.sort((a, b) => a.name.localeCompare(b.name, 'nb') || comparePersonKeys(a.id, b.id));
  return { matches: all.slice(0, limit), total: all.length };
}

/** What the counter shows about the chosen borrower. */
export interface BorrowerOverview {
  user: HutUserRow;
  /** SPEC §4: outstanding loans are counted by status open. */
  openLoans: number;
  /** The borrower's cart (draft loan) at this hut, or null. */
  draft: LoanRow | null;
  /** Units in that cart. */
  cartCount: number;
}

/** null when the borrower is not (or no longer) one of the hut's users on this device. */
export async function borrowerOverview(
  db: UtstyrsbodDb,
  companyId: number,
  borrowerId: PersonKey,
): Promise<BorrowerOverview | null> {
  const user = await findLocalPerson(db, borrowerId);
  if (!user) return null;
  const [openLoans, draft] = await Promise.all([
    db.loans
      .where('customer_id')
      .equals(borrowerId)
      .filter((loan) => loan.status === 'open' && loan.company_id === companyId)
      .count(),
    findDraft(db, companyId, borrowerId),
  ]);
  const cartCount = draft
    ? await db.loanItems
        .where('loan_id')
        .equals(draft.id)
        .filter((item) => item.status === 'in_cart')
        .count()
    : 0;
  return { user, openLoans, draft: draft ?? null, cartCount };
}
