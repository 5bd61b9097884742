import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectStaffCompanies } from '../../state/session/selectors';
import { shellTexts } from '../../i18n/nb/shell';
import { logoutRequested } from '../../state/session/session-slice';
import { ChevronDownIcon, UserIcon } from '../../components/ui/icons';
import { useDisclosure } from '../../components/ui/use-disclosure';
import { paths } from '../../lib/paths';

// The logout warning is only for signed-in users: kept out of the first visit's bundle, but
// loaded as soon as the menu shows, so it is at hand when the network is gone at logout.
const loadGuard = () => import('../../features/sync-status/logout-guard');
const LogoutConfirmDialog = lazy(async () => ({
  default: (await loadGuard()).LogoutConfirmDialog,
}));

/** Entries not yet sent; 0 when the local database cannot be read (logging out must work). */
async function pendingEntries(): Promise<number> {
  try {
    return await (await loadGuard()).pendingEntryCount();
  } catch {
    return 0;
  }
}

/** The signed-in user's menu; the button label is the email (SPEC §2). */
export function UserMenu({ email, networkAdmin }: { email: string; networkAdmin: boolean }) {
  const { open, toggle, close, buttonRef, rootRef, panelId } = useDisclosure();
  const dispatch = useAppDispatch();
  // Only someone who may work at a hut has one to switch to; a borrower would reach a dead end.
  const worksAtAHut = useAppSelector((s) => selectStaffCompanies(s).length > 0 || networkAdmin);
  // Unsent entries when logout was asked for: the warning is showing.
  const [pending, setPending] = useState<number | null>(null);
  useEffect(() => {
    loadGuard().catch(() => undefined);
  }, []);

  const logout = () => {
    setPending(null);
    dispatch(logoutRequested({ reason: 'user' }));
  };
  const askLogout = async () => {
    close();
    const waiting = await pendingEntries();
    if (waiting > 0) setPending(waiting);
    else logout();
  };
  const cancelLogout = () => {
    setPending(null);
    buttonRef.current?.focus();
  };

  return (
    <div className="dropdown" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="dropdown__button user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <UserIcon size={20} />
        <span className="user-menu__email">{email}</span>
        <ChevronDownIcon size={16} />
      </button>
      <ul id={panelId} className="dropdown__panel" hidden={!open}>
        <li>
          <Link to={paths.myPage} className="dropdown__item">
            {shellTexts.user.myPage}
          </Link>
        </li>
        <li>
          <Link to={paths.settings} className="dropdown__item">
            {shellTexts.user.settings}
          </Link>
        </li>
        {networkAdmin && (
          <li>
            <Link to={paths.network} className="dropdown__item">
              {shellTexts.user.network}
            </Link>
          </li>
        )}
        {worksAtAHut && (
          <li>
            <Link to={paths.chooseCompany} className="dropdown__item">
              {shellTexts.user.switchCompany}
            </Link>
          </li>
        )}
        <li>
          <button type="button" className="dropdown__item" onClick={() => void askLogout()}>
            {shellTexts.user.logout}
          </button>
        </li>
      </ul>
      {pending !== null && (
        <Suspense fallback={null}>
          <LogoutConfirmDialog pending={pending} onConfirm={logout} onCancel={cancelLogout} />
        </Suspense>
      )}
    </div>
  );
}
