import { paths, withQuery } from '../../lib/paths';

/** Query parameter naming the loan whose 'Lån' modal is open on Utlånsoversikt. */
export const LOAN_PARAM = 'lan';

/** A link that opens Utlånsoversikt with the loan's 'Lån' modal. */
export function loanLink(loanId: string): string {
  return withQuery(paths.loans, { [LOAN_PARAM]: loanId });
}
