import { loansTexts as t } from './texts';

/** The server's loan number, or a provisional marker while the loan has not been synced. */
export function LoanNumber({ number }: { number: number | null }) {
  if (number !== null) return <>{number}</>;
  return (
    <span className="loan-number--provisional" title={t.provisionalHint}>
      {t.provisional}
    </span>
  );
}

/** Plain text of the same, for labels. */
export function loanNumberText(number: number | null): string {
  return number === null ? t.provisional : String(number);
}
