import { defaultReturnDate } from '../../shared/domain/loan-rules';
import { checkDate, newId, runCommand, type CommandDeps } from './run-command';
import type { PersonKey } from '../hut/hut-types';

export interface AddToCartInput {
  customerId: PersonKey;
  unitId: number;
  /** For a new cart only (default today); an existing draft keeps its dates. */
  loanDate?: string;
}

/**
 * Legg i lånekurven: the unit into the borrower's draft loan, which is made when the borrower
 * has none at this hut. Refused for a flagged borrower or a unit that is not available.
 */
export function addToCart(input: AddToCartInput, deps: CommandDeps = {}) {
  return runCommand(deps, async (scope) => {
    const draft = await scope.db.loans
      .where('customer_id')
      .equals(input.customerId)
      .filter((loan) => loan.status === 'draft' && loan.company_id === scope.companyId)
      .first();
    const loanDate = draft?.loan_date ?? checkDate(input.loanDate ?? scope.today);
    const loanId = draft?.id ?? newId(scope);
    const loanItemId = newId(scope);
    return {
      body: {
        type: 'cart.add',
        payload: {
          loanId,
          loanItemId,
          customerId: input.customerId,
          unitId: input.unitId,
          loanDate,
          expectedReturnDate: draft?.expected_return_date ?? defaultReturnDate(loanDate),
        },
      },
      value: { loanId, loanItemId },
    };
  });
}

/** Fjern: a line out of a draft's cart. */
export function removeFromCart(input: { loanItemId: string }, deps: CommandDeps = {}) {
  return runCommand(deps, async () => ({
    body: { type: 'cart.remove', payload: { loanItemId: input.loanItemId } },
    value: {},
  }));
}
