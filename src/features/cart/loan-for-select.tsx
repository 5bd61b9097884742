import type { HutMemberRow } from '../../db/hut/hut-types';
import { LabelledSelect } from '../../components/ui/labelled-select';
import { cartTexts as t } from '../../i18n/nb/cart';
import { ChildSizes } from '../stock';

interface Props {
  borrowerName: string;
  members: readonly HutMemberRow[];
  /** The child the draft is for; null: the borrower themselves. */
  memberId: string | null;
  onChange: (memberId: string | null) => void;
}

/**
 * "Lånet er for": one of the borrower's children, or the borrower. The guardian stays the
 * borrower of record (SPEC §3 Member); the child's name shows on the loan. The children's sizes
 * show beside it, the chosen child's first.
 */
export function LoanForSelect({ borrowerName, members, memberId, onChange }: Props) {
  if (members.length === 0) return null;
  return (
    <div className="cart-loan-for">
      <LabelledSelect
        label={t.loanFor}
        all={t.loanForBorrower(borrowerName)}
        value={memberId ?? ''}
        onChange={(value) => onChange(value === '' ? null : value)}
      >
        {members.map((child) => (
          <option key={child.id} value={child.id}>
            {child.name}
          </option>
        ))}
      </LabelledSelect>
      <ChildSizes members={members} loanFor={memberId} level={2} />
    </div>
  );
}
