import { defaultReturnDate } from '../../shared/domain/loan-rules';
import { checkDate, runCommand, type CommandDeps } from './run-command';

export interface LoanDatesInput {
  loanId: string;
  loanDate: string;
  /** Default: the loan date plus 7 days (SPEC §4). */
  expectedReturnDate?: string;
}

export interface SaveLoanInput extends LoanDatesInput {
  /** Which of the borrower's children the loan is for (null: themselves); absent: unchanged. */
  memberId?: string | null;
}

function dates(input: LoanDatesInput) {
  const loanDate = checkDate(input.loanDate);
  const expectedReturnDate =
    input.expectedReturnDate === undefined
      ? defaultReturnDate(loanDate)
      : checkDate(input.expectedReturnDate);
  return { loanId: input.loanId, loanDate, expectedReturnDate };
}

/** Lagre: the draft's loan and return dates, and whom of the family it is for. */
export function saveLoan(input: SaveLoanInput, deps: CommandDeps = {}) {
  const member = input.memberId === undefined ? {} : { memberId: input.memberId };
  return runCommand(deps, async () => ({
    body: { type: 'loan.save', payload: { ...dates(input), ...member } },
    value: {},
  }));
}

/** Utlever: the draft becomes an open loan; refused for a flagged borrower or an empty cart. */
export function handOut(input: LoanDatesInput, deps: CommandDeps = {}) {
  return runCommand(deps, async () => ({
    body: { type: 'loan.handOut', payload: dates(input) },
    value: {},
  }));
}
