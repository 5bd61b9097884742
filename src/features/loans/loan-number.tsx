import { loanNumberLabel } from '../../db/hut/hut-queries';
import { loansTexts as t } from '../../i18n/nb/loans';

interface NumberedLoan {
  id: string;
  number: number | null;
}

/** The server's loan number, or the provisional one until the loan has reached the server. */
export function LoanNumber({ loan }: { loan: NumberedLoan }) {
  if (loan.number !== null) return <>{loan.number}</>;
  return (
    <span className="loan-number--provisional" title={t.provisionalHint}>
      {loanNumberLabel(loan)}
    </span>
  );
}

/** Plain text of the same, for labels. */
export const loanNumberText = (loan: NumberedLoan): string => loanNumberLabel(loan);
