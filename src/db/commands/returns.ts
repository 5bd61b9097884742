import { runCommand, type CommandDeps } from './run-command';

/** Mottatt: one unit back from the borrower. */
export function receiveItem(input: { loanItemId: string }, deps: CommandDeps = {}) {
  return runCommand(deps, async () => ({
    body: { type: 'loanItem.receive', payload: { loanItemId: input.loanItemId } },
    value: {},
  }));
}

/** Motta alle: every unit still out on the loan. */
export function receiveAll(input: { loanId: string }, deps: CommandDeps = {}) {
  return runCommand(deps, async () => ({
    body: { type: 'loan.receiveAll', payload: { loanId: input.loanId } },
    value: {},
  }));
}
