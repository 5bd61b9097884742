import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { staffErrorCodes as e, staffMessages as s } from '../../../shared/contracts/staff';
import type { LenderResponse, UserActionResponse } from '../../../shared/contracts/staff';
import { syncMessages as m, syncRejectCodes as codes } from '../../../shared/contracts/sync';
import { currentDraft, loadLoan, loadLoans } from './loans';
import { refusal, runRestOp } from './rest-op';
import type { StaffScope } from './rest-op';
import { findHutUser } from './users';

/**
 * GET /api/company/{id}/lender/{lenderId}: the borrower, their loans at the hut and their cart.
 * Customers of the hut's loans who have left it still resolve, so their loans can be returned.
 */
export async function lenderView(
  db: Kysely<Database>,
  hut: number,
  lenderId: number,
): Promise<LenderResponse> {
  const lender = await findHutUser(db, hut, lenderId, { customers: true });
  if (!lender) throw refusal(404, codes.notFound, m.customerNotFound);
  const loans = await loadLoans(db, hut, { customerId: lender.id });
  const draft = await currentDraft(db, hut, lender.id);
  return { lender, loans, loan: loans.find((l) => l.id === draft?.id) ?? null };
}

/** POST /api/users/{userId}/actions (verify, legitimasjon): activation at the counter. */
export async function activateUser(
  db: Kysely<Database>,
  scope: StaffScope,
  userId: number,
  input: { userId: number },
): Promise<UserActionResponse> {
  if (input.userId !== userId) throw refusal(422, e.idMismatch, s.idMismatch, 'userId');
  const hut = scope.companyId;
  if (!(await findHutUser(db, hut, userId))) throw refusal(404, codes.notFound, m.userNotFound);
  await runRestOp(db, scope, {
    type: 'user.activate',
    payload: { userId, reason: 'legitimasjon' },
  });
  const user = await findHutUser(db, hut, userId);
  if (!user) throw refusal(404, codes.notFound, m.userNotFound);
  const draft = await currentDraft(db, hut, userId);
  return { loan: draft ? await loadLoan(db, hut, draft.id) : null, user };
}
