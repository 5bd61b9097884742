import { activatePath } from '../../lib/paths';
import { Link } from 'react-router-dom';
import { CloseIcon } from '../../components/ui/icons';
import type { BorrowerOverview } from '../../db/hut/borrower-queries';
import { stockTexts as t } from '../../i18n/nb/stock';
import { screenTexts } from '../../i18n/nb/screen';
import { ChildSizes } from './child-sizes';
import { useBorrowerChildren } from './use-borrower-children';

interface Props {
  borrower: BorrowerOverview;
  onClear: () => void;
}

/** The heading takes focus when a borrower is chosen, so keyboard users hear who it is. */
export const BORROWER_CARD_HEADING = 'borrower-card-name';

/**
 * The chosen borrower: who, status, open loans, their children's sizes, a flag remark or an
 * activation link.
 */
export function BorrowerCard({ borrower, onClear }: Props) {
  const { user, openLoans, draft } = borrower;
  const children = useBorrowerChildren(user.id);

  return (
    <section className="borrower-card" aria-labelledby={BORROWER_CARD_HEADING}>
      <div className="borrower-card__top">
        <h3 id={BORROWER_CARD_HEADING} tabIndex={-1} className="borrower-card__name">
          {user.name}
        </h3>
        <button
          type="button"
          className="icon-button"
          aria-label={t.clearBorrower(user.name)}
          onClick={onClear}
        >
          <CloseIcon size={18} />
        </button>
      </div>
      <dl className="borrower-card__facts">
        <div>
          <dt>{t.borrowerId}</dt>
          <dd>{typeof user.id === 'number' ? user.id : t.notSyncedPerson}</dd>
        </div>
        <div>
          <dt>{t.borrowerStatus}</dt>
          <dd>
            {user.isFlagged
              ? `${t.userStatus(user.status)}, ${t.flagged}`
              : t.userStatus(user.status)}
          </dd>
        </div>
        <div>
          <dt>{t.openLoans}</dt>
          <dd>{openLoans}</dd>
        </div>
        <div>
          <dt>{t.borrowerEmail}</dt>
          <dd>{user.email ?? screenTexts.notGiven}</dd>
        </div>
        {user.phone && (
          <div>
            <dt>{t.borrowerPhone}</dt>
            <dd>{user.phone}</dd>
          </div>
        )}
      </dl>
      <ChildSizes members={children} loanFor={draft?.member_id ?? null} level={4} />
      {user.isFlagged && (
        <div className="borrower-card__flag" role="note">
          <p className="borrower-card__flag-help">{t.flaggedHelp}</p>
          <p>
            <strong>{t.remark}:</strong> {user.flag_reason ?? t.noRemark}
          </p>
        </div>
      )}
      {!user.isVerified && (
        <p className="borrower-card__activate">
          {t.awaitingActivation} <Link to={activatePath(user.id)}>{t.activate}</Link>
        </p>
      )}
    </section>
  );
}
