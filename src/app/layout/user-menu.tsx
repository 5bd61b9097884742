import { Link } from 'react-router-dom';
import { useAppDispatch } from '../hooks';
import { t } from '../i18n/nb';
import { logoutRequested } from '../session/session-slice';
import { ChevronDownIcon, UserIcon } from './icons';
import { useDisclosure } from './use-disclosure';

/** The signed-in user's menu; the button label is the email (SPEC §2). */
export function UserMenu({ email }: { email: string }) {
  const { open, toggle, close, buttonRef, rootRef, panelId } = useDisclosure();
  const dispatch = useAppDispatch();

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
          <Link to="/minside" className="dropdown__item">
            {t.user.myPage}
          </Link>
        </li>
        <li>
          <Link to="/notyet" className="dropdown__item">
            {t.user.settings}
          </Link>
        </li>
        <li>
          <Link to="/velgfirma" className="dropdown__item">
            {t.user.switchCompany}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="dropdown__item"
            onClick={() => {
              close();
              dispatch(logoutRequested({ reason: 'user' }));
            }}
          >
            {t.user.logout}
          </button>
        </li>
      </ul>
    </div>
  );
}
