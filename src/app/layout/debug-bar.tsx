import { useAppSelector } from '../../state/hooks';
import { t } from '../../i18n/nb/shell';
import { selectCompanyName, selectIsLoggedIn, selectUser } from '../../state/session/selectors';
import './debug-bar.css';

/** SPEC §2 fixed bottom bar: who, which hut, and the last API answer (red when not 200). */
export function DebugBar() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const companyName = useAppSelector(selectCompanyName);
  const last = useAppSelector((s) => s.ui.lastResponse);
  const failed = last !== null && last.status !== 200;

  return (
    // Focusable so keyboard users can scroll a long line.
    <section
      className={failed ? 'debug-bar debug-bar--error' : 'debug-bar'}
      aria-label={t.debug.label}
      tabIndex={0}
    >
      <span className="debug-bar__item">
        {loggedIn && user ? `${t.debug.user} ${user.name}` : t.debug.public}
      </span>
      <span className="debug-bar__item">
        {companyName ? `${t.debug.company} ${companyName}` : t.debug.noCompany}
      </span>
      <span className="debug-bar__item debug-bar__response">
        {last === null
          ? t.debug.noResponse
          : `${failed ? `${String(last.status)} ` : ''}${last.statusText} ${last.url}`}
        {failed && last.body && <span className="debug-bar__body"> {last.body}</span>}
      </span>
    </section>
  );
}
