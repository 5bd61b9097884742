/** What other areas may use of the loans area (links into the overview, loan numbers). */
export { loanLink } from './loan-link';
export { loanNumberText } from './loan-number';
