import type { UtstyrsbodDb } from '../database';

/** The hut's open loan that has this unit out now (its line 'lent'), or null. */
export async function loanOfLentUnit(
  db: UtstyrsbodDb,
  companyId: number,
  unitId: number,
): Promise<string | null> {
  const lines = await db.loanItems
    .where('unit_id')
    .equals(unitId)
    .filter((line) => line.status === 'lent')
    .toArray();
  for (const line of lines) {
    const loan = await db.loans.get(line.loan_id);
    if (loan?.company_id === companyId) return loan.id;
  }
  return null;
}
