import { Link } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks';
import { shellTexts } from '../../i18n/nb/shell';
import { selectCompanyName, selectStaffCompanies } from '../../state/session/selectors';
import { HutIcon } from '../../components/ui/icons';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';
import { paths } from '../../lib/paths';

/** Signed in: the hut button (several huts to work in), the bell and the user menu. */
export function SignedInTools({ email, networkAdmin }: { email: string; networkAdmin: boolean }) {
  // Only huts the user may work in can be chosen; a network admin may choose any.
  const canSwitch = useAppSelector(
    (s) => selectStaffCompanies(s).length > 1 || s.session.user?.is_network_admin === true,
  );
  const companyName = useAppSelector(selectCompanyName);
  return (
    <div className="user-area" role="group" aria-label={shellTexts.user.area}>
      {canSwitch && (
        <Link
          to={paths.chooseCompany}
          className="btn btn--ghost btn--small company-button"
          aria-label={
            companyName ? shellTexts.user.companyButton(companyName) : shellTexts.user.chooseCompany
          }
        >
          <HutIcon size={18} />
          <span className="company-button__name">
            {companyName ?? shellTexts.user.chooseCompany}
          </span>
        </Link>
      )}
      <NotificationBell />
      <UserMenu email={email} networkAdmin={networkAdmin} />
    </div>
  );
}
