import type { LoanDisplayStatus } from '../../shared/domain/loan-rules';
import { loansTexts as t } from '../../i18n/nb/loans';

export function LoanStatusBadge({ status }: { status: LoanDisplayStatus }) {
  return <span className={`loan-badge loan-badge--${status}`}>{t.status[status]}</span>;
}
