/** The counter's staff commands: local change + outbox entry in one transaction (docs/architecture.md, one write path). */
export { activateUser, type ActivateUserInput } from './activate-user';
export { attachPerson } from './attach-person';
export { addToCart, removeFromCart, type AddToCartInput } from './cart';
export { CommandError, isCommandError } from './command-error';
export { recordDemand, type RecordDemandInput } from './demand';
export { extendLoan, type ExtendLoanInput } from './extend-loan';
export { flagUser, unflagUser } from './flag-user';
export { handOut, saveLoan, type LoanDatesInput, type SaveLoanInput } from './loan';
export { receiveAll, receiveItem } from './returns';
export { registerWalkIn, type RegisterWalkInInput } from './register-walk-in';
export { resolveException, type ResolveExceptionInput } from './resolve-exception';
export type { CommandDeps } from './run-command';
export { registerSyncTrigger } from './sync-trigger';
export {
  addNote,
  deleteNote,
  receiveWithReport,
  setUnitStatus,
  type ReturnReportInput,
} from './units';
