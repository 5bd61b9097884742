import type { LoanDisplayStatus } from '../../shared/domain/loan-rules';
import { loansTexts as t } from './texts';

export function LoanStatusBadge({ status }: { status: LoanDisplayStatus }) {
  return <span className={`loan-badge loan-badge--${status}`}>{t.status[status]}</span>;
}
