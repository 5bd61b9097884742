import { Link } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { t } from '../i18n/nb';
import {
  selectAttachedCompanies,
  selectCompanyName,
  selectIsLoggedIn,
  selectUser,
} from '../session/selectors';
import { HutIcon } from './icons';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

/** Signed in: hut button (several huts), bell and user menu. Signed out: Logg inn. */
export function UserArea() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const companies = useAppSelector(selectAttachedCompanies);
  const companyName = useAppSelector(selectCompanyName);

  if (!loggedIn || !user) {
    return (
      <Link to="/login" className="btn btn--primary btn--small">
        {t.user.login}
      </Link>
    );
  }

  return (
    <div className="user-area" role="group" aria-label={t.user.area}>
      {companies.length > 1 && (
        <Link
          to="/velgfirma"
          className="btn btn--ghost btn--small company-button"
          aria-label={companyName ? t.user.companyButton(companyName) : t.user.chooseCompany}
        >
          <HutIcon size={18} />
          <span className="company-button__name">{companyName ?? t.user.chooseCompany}</span>
        </Link>
      )}
      <NotificationBell />
      <UserMenu email={user.email} />
    </div>
  );
}
