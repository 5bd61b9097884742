import type { Kysely } from 'kysely';
import { addDaysIso, todayIso } from '../../db/clock';
import type { Database, LoanRow } from '../../db/schema';
import type { HttpError } from '../../errors';
import { staffErrorCodes as e, staffMessages as s } from '../../../shared/contracts/staff';
import type { ItemLoanResponse, StockItem } from '../../../shared/contracts/staff';
import { syncMessages as m, syncRejectCodes as codes } from '../../../shared/contracts/sync';
import { CART_STATUS, DEFAULT_LOAN_DAYS } from '../../../shared/domain/loan-rules';
import { newUuidV7 } from '../sync/ids';
import { cartUnitIds, currentDraft, findLoanLine, loadLoan } from './loans';
import { refusal, runRestOp } from './rest-op';
import type { StaffScope } from './rest-op';
import { loadStockItems } from './stock';
import { findHutUser } from './users';

/** The cart after a change: the draft, the unit as the stock table shows it, the cart's lines. */
async function cartAnswer(
  db: Kysely<Database>,
  hut: number,
  loanId: string,
  unitId: number,
): Promise<ItemLoanResponse> {
  const loan = await loadLoan(db, hut, loanId);
  const [item] = await loadStockItems(db, hut, [unitId]);
  if (!item) throw new Error(`unit ${unitId} vanished after its op`);
  return { loan, item, items: loan.items };
}

/** SPEC §4: only a unit with status code 0 can go into a cart; say why the others cannot. */
async function unavailable(
  db: Kysely<Database>,
  unit: StockItem,
  draft: LoanRow | undefined,
): Promise<HttpError> {
  if (unit.status_cart === CART_STATUS.added) {
    const mine = draft !== undefined && (await cartUnitIds(db, draft.id)).includes(unit.id);
    return mine
      ? refusal(422, codes.unitInCart, m.unitInCart, 'item')
      : refusal(422, e.unitInOtherCart, s.unitInOtherCart, 'item');
  }
  if (unit.status_cart === CART_STATUS.lent) return refusal(422, e.unitLent, s.unitLent, 'item');
  return refusal(422, e.unitUnavailable, s.unitUnavailable, 'item');
}

/**
 * POST /api/item-loans: the unit into the lender's cart, which is made (with server-made ids)
 * when the lender has none. The online screen sees the server's state, so what a tablet may
 * record offline (a flagged borrower, a unit out elsewhere) is refused here instead.
 */
export async function addToCart(
  db: Kysely<Database>,
  scope: StaffScope,
  input: { item: number; lender: number },
): Promise<ItemLoanResponse> {
  const hut = scope.companyId;
  const lender = await findHutUser(db, hut, input.lender);
  if (!lender) throw refusal(404, codes.notFound, m.customerNotFound);
  if (lender.isFlagged) throw refusal(422, e.borrowerFlagged, s.borrowerFlagged, 'lender');
  const [unit] = await loadStockItems(db, hut, [input.item]);
  if (!unit) throw refusal(404, codes.notFound, m.unitNotFound);
  const draft = await currentDraft(db, hut, lender.id);
  if (unit.status_cart !== CART_STATUS.available) throw await unavailable(db, unit, draft);

  const loanId = draft?.id ?? newUuidV7();
  const loanDate = draft?.loan_date ?? todayIso();
  await runRestOp(db, scope, {
    type: 'cart.add',
    payload: {
      loanId,
      loanItemId: newUuidV7(),
      customerId: lender.id,
      unitId: unit.id,
      loanDate,
      expectedReturnDate: draft?.expected_return_date ?? addDaysIso(loanDate, DEFAULT_LOAN_DAYS),
    },
  });
  return cartAnswer(db, hut, loanId, unit.id);
}

/** DELETE /api/item-loans/{loanItemId}: a line out of a draft; `item`/`loan` must match it. */
export async function removeFromCart(
  db: Kysely<Database>,
  scope: StaffScope,
  loanItemId: string,
  check: { item?: number | undefined; loan?: string | undefined },
): Promise<ItemLoanResponse> {
  const line = await findLoanLine(db, scope.companyId, loanItemId);
  const matches =
    line !== undefined &&
    (check.item === undefined || check.item === line.unit_id) &&
    (check.loan === undefined || check.loan === line.loan_id);
  if (!line || !matches) throw refusal(404, codes.notFound, m.loanItemNotFound);
  if (line.loan_status !== 'draft' || line.status !== 'in_cart') {
    throw refusal(422, codes.loanNotDraft, m.loanNotDraft);
  }
  await runRestOp(db, scope, { type: 'cart.remove', payload: { loanItemId: line.id } });
  return cartAnswer(db, scope.companyId, line.loan_id, line.unit_id);
}
