import { checkDate, newId, runCommand, type CommandDeps } from './run-command';

export interface ExtendLoanInput {
  loanId: string;
  /** Omitted or null: the whole loan. */
  loanItemId?: string | null;
  newDate: string;
}

/** Forleng: a new return date for the loan or one of its units. */
export function extendLoan(input: ExtendLoanInput, deps: CommandDeps = {}) {
  return runCommand(deps, async (scope) => {
    const extensionId = newId(scope);
    return {
      body: {
        type: 'loan.extend',
        payload: {
          extensionId,
          loanId: input.loanId,
          loanItemId: input.loanItemId ?? null,
          expectedReturnDate: checkDate(input.newDate),
        },
      },
      value: { extensionId },
    };
  });
}
