import { Link } from 'react-router-dom';
import type { HutUserDetail } from '../../db/hut/user-overview';
import type { LoanOverviewRow } from '../../db/hut/loan-overview';
import { usersTexts as t } from '../../i18n/nb/users';
import { activatePath } from '../../lib/paths';
import { formatTableDate } from '../../shared/domain/dates/dates';
import { loanLink, loanNumberText } from '../loans';
import { FlagForm } from './flag-form';
import { RoleControls } from './role-controls';
import { useAppSelector } from '../../state/hooks';
import { selectIsHutAdmin } from '../../state/session/selectors';
import { screenTexts } from '../../i18n/nb/screen';

function LoanList({
  rows,
  empty,
  closed,
}: {
  rows: LoanOverviewRow[];
  empty: string;
  closed: boolean;
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <ul className="user-loans">
      {rows.map((row) => (
        <li key={row.id}>
          <Link to={loanLink(row.id)}>
            {closed
              ? t.closedLine(
                  loanNumberText(row),
                  row.products.join(', '),
                  formatTableDate(row.returnedDate),
                )
              : t.loanLine(
                  loanNumberText(row),
                  row.products.join(', '),
                  formatTableDate(row.dueDate),
                )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One person of the hut: status and activation, flag, notes, and their loans here. */
export function UserDetail({ detail }: { detail: HutUserDetail }) {
  const { user } = detail;
  const isAdmin = useAppSelector(selectIsHutAdmin);
  const hut = useAppSelector((s) => s.session.user?.company_id ?? null);
  return (
    <div className="user-detail">
      <dl className="details">
        <dt>{t.columns.email}</dt>
        <dd>{user.email ?? screenTexts.notGiven}</dd>
        <dt>{t.columns.phone}</dt>
        <dd>{user.phone ?? '–'}</dd>
        <dt>{t.columns.status}</dt>
        <dd>{t.statusOf(user.status)}</dd>
        <dt>{t.role}</dt>
        <dd>{user.role ? t.roleOf(user.role) : '–'}</dd>
        <dt>{t.activation}</dt>
        <dd>
          {user.isVerified ? (
            t.activated
          ) : (
            <>
              {t.notActivated} <Link to={activatePath(user.id)}>{t.activate}</Link>
            </>
          )}
        </dd>
        <dt>{t.notes}</dt>
        <dd>{user.notes ?? t.noNotes}</dd>
      </dl>
      <FlagForm user={user} />
      {isAdmin && hut !== null && typeof user.id === 'number' && user.role !== null && (
        <RoleControls user={{ ...user, id: user.id }} hut={hut} />
      )}
      <section aria-labelledby={`children-${user.id}`}>
        <h3 id={`children-${user.id}`}>{t.children}</h3>
        {detail.children.length === 0 ? (
          <p>{t.noChildren}</p>
        ) : (
          <ul className="user-children">
            {detail.children.map((child) => (
              <li key={child.id}>
                <strong>{child.name}</strong>
                {' – '}
                {t.childSizes({
                  height: child.height,
                  shoeSize: child.shoe_size,
                  helmetSize: child.helmet_size,
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`current-${user.id}`}>
        <h3 id={`current-${user.id}`}>{t.currentLoans}</h3>
        <LoanList rows={detail.current} empty={t.noCurrentLoans} closed={false} />
      </section>
      <details className="user-previous">
        <summary>
          {t.previousLoans} ({detail.previous.length})
        </summary>
        <LoanList rows={detail.previous} empty={t.noPreviousLoans} closed />
      </details>
    </div>
  );
}
