import { Link } from 'react-router-dom';
import { CloseIcon } from '../../components/ui/icons';
import type { LenderOverview } from '../../db/hut/lender-queries';
import { stockTexts as t } from '../../i18n/nb/stock';

interface Props {
  lender: LenderOverview;
  onClear: () => void;
}

/** The heading takes focus when a lender is chosen, so keyboard users hear who it is. */
export const LENDER_CARD_HEADING = 'lender-card-name';

/** The chosen lender: who, status, open loans, a flag remark or an activation link. */
export function LenderCard({ lender, onClear }: Props) {
  const { user, openLoans } = lender;

  return (
    <section className="lender-card" aria-labelledby={LENDER_CARD_HEADING}>
      <div className="lender-card__top">
        <h3 id={LENDER_CARD_HEADING} tabIndex={-1} className="lender-card__name">
          {user.name}
        </h3>
        <button
          type="button"
          className="icon-button"
          aria-label={t.clearLender(user.name)}
          onClick={onClear}
        >
          <CloseIcon size={18} />
        </button>
      </div>
      <dl className="lender-card__facts">
        <div>
          <dt>{t.lenderId}</dt>
          <dd>{user.id}</dd>
        </div>
        <div>
          <dt>{t.lenderStatus}</dt>
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
          <dt>{t.lenderEmail}</dt>
          <dd>{user.email}</dd>
        </div>
        {user.phone && (
          <div>
            <dt>{t.lenderPhone}</dt>
            <dd>{user.phone}</dd>
          </div>
        )}
      </dl>
      {user.isFlagged && (
        <div className="lender-card__flag" role="note">
          <p className="lender-card__flag-help">{t.flaggedHelp}</p>
          <p>
            <strong>{t.remark}:</strong> {user.flag_reason ?? t.noRemark}
          </p>
        </div>
      )}
      {!user.isVerified && (
        <p className="lender-card__activate">
          {t.awaitingActivation} <Link to={`/activate/${user.id}`}>{t.activate}</Link>
        </p>
      )}
    </section>
  );
}
