import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { staffErrorCodes as e, staffMessages as s } from '../../../shared/contracts/staff';
import type {
  LoanResponse,
  ReturnItemResponse,
  UpdateLoanRequest,
} from '../../../shared/contracts/staff';
import { syncMessages as m, syncRejectCodes as codes } from '../../../shared/contracts/sync';
import { cartUnitIds, findLoan, findLoanLine, loadLoan } from './loans';
import { lenderView } from './people';
import { refusal, runRestOp } from './rest-op';
import type { StaffScope } from './rest-op';
import { findHutUser } from './users';

const sameUnits = (a: readonly number[], b: readonly number[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
};

/**
 * PUT /api/loan/{loanId}: 'draft' saves the cart's dates (loan.save), 'open' hands it out
 * (loan.handOut). `items` is the cart as the client saw it: a cart changed meanwhile (another
 * tablet's sync) is refused rather than handed out unseen. Handing out an open loan again is a
 * no-op, as for a replayed op.
 */
export async function updateLoan(
  db: Kysely<Database>,
  scope: StaffScope,
  loanId: string,
  input: UpdateLoanRequest,
): Promise<LoanResponse> {
  const hut = scope.companyId;
  const loan = await findLoan(db, hut, loanId);
  if (!loan) throw refusal(404, codes.notFound, m.loanNotFound);
  if (loan.status === 'draft') {
    const cart = await cartUnitIds(db, loan.id);
    if (!sameUnits(cart, input.items)) throw refusal(422, e.cartChanged, s.cartChanged, 'items');
    if (input.status === 'open' && cart.length === 0) {
      throw refusal(422, codes.emptyCart, m.emptyCart, 'items');
    }
    const customer = await findHutUser(db, hut, loan.customer_id, { customers: true });
    if (input.status === 'open' && customer?.isFlagged !== false) {
      throw refusal(422, e.borrowerFlagged, s.borrowerFlagged, 'status');
    }
  } else if (input.status !== 'open' || loan.status !== 'open') {
    throw refusal(422, codes.loanNotDraft, m.loanNotDraft, 'status');
  }
  const payload = {
    loanId: loan.id,
    loanDate: input.loanDate,
    expectedReturnDate: input.returnDate,
  };
  await runRestOp(
    db,
    scope,
    input.status === 'open' ? { type: 'loan.handOut', payload } : { type: 'loan.save', payload },
  );
  return { loan: await loadLoan(db, hut, loan.id) };
}

/**
 * PUT /api/loan-items/{itemLoanId}/return (Mottatt). The body repeats the line, its unit and its
 * loan (SPEC §4); any mismatch is refused. The online screen only offers lent units, so a line
 * not lent is refused too, where a tablet's replay would be a no-op noted in Avvik.
 */
export async function receiveItem(
  db: Kysely<Database>,
  scope: StaffScope,
  itemLoanId: string,
  input: { item: number; itemLoanId: string; loan: string },
): Promise<ReturnItemResponse> {
  if (input.itemLoanId !== itemLoanId) {
    throw refusal(422, e.idMismatch, s.idMismatch, 'itemLoanId');
  }
  const line = await findLoanLine(db, scope.companyId, itemLoanId);
  if (!line) throw refusal(404, codes.notFound, m.loanItemNotFound);
  if (input.loan !== line.loan_id) throw refusal(422, e.itemNotInLoan, s.itemNotInLoan, 'loan');
  if (input.item !== line.unit_id) throw refusal(422, e.itemNotInLoan, s.itemNotInLoan, 'item');
  if (line.status !== 'lent') {
    const message = line.status === 'in_cart' ? s.itemNotHandedOut : s.itemAlreadyReturned;
    throw refusal(422, codes.itemNotLent, message, 'item');
  }
  await runRestOp(db, scope, { type: 'loanItem.receive', payload: { loanItemId: line.id } });
  const view = await lenderView(db, scope.companyId, line.customer_id);
  const loan =
    view.loans.find((l) => l.id === line.loan_id) ??
    (await loadLoan(db, scope.companyId, line.loan_id));
  return { lender: view.lender, loans: view.loans, loan };
}
