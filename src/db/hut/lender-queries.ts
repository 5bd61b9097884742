import { LENDER_FIELDS, matchesPerson } from '../../shared/domain/person-search';
import type { UtstyrsbodDb } from '../database';
import { findDraft } from './hut-queries';
import type { HutUserRow, LoanRow } from './hut-types';

/** The lender picker's list: the first matches by name, and how many matched in all. */
export interface LenderMatches {
  matches: HutUserRow[];
  total: number;
}

/**
 * SPEC §5 lender search over the hut's users: case-insensitive on name, id, phone or email.
 * An empty query lists nobody (a hut may have hundreds of borrowers); the picker asks to type.
 */
export async function findLenders(
  db: UtstyrsbodDb,
  query: string,
  limit = 10,
): Promise<LenderMatches> {
  if (query.trim() === '') return { matches: [], total: 0 };
  const all = await db.hutUsers.filter((u) => matchesPerson(u, query, LENDER_FIELDS)).toArray();
  all.sort((a, b) => a.name.localeCompare(b.name, 'nb') || a.id - b.id);
  return { matches: all.slice(0, limit), total: all.length };
}

/** What the counter shows about the chosen lender. */
export interface LenderOverview {
  user: HutUserRow;
  /** SPEC §4: outstanding loans are counted by status open. */
  openLoans: number;
  /** The lender's cart (draft loan) at this hut, or null. */
  draft: LoanRow | null;
  /** Units in that cart. */
  cartCount: number;
}

/** null when the lender is not (or no longer) one of the hut's users on this device. */
export async function lenderOverview(
  db: UtstyrsbodDb,
  companyId: number,
  lenderId: number,
): Promise<LenderOverview | null> {
  const user = await db.hutUsers.get(lenderId);
  if (!user) return null;
  const [openLoans, draft] = await Promise.all([
    db.loans
      .where('customer_id')
      .equals(lenderId)
      .filter((loan) => loan.status === 'open' && loan.company_id === companyId)
      .count(),
    findDraft(db, companyId, lenderId),
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
