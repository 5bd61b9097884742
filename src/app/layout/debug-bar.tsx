import { useAppSelector } from '../../state/hooks';
import { shellTexts } from '../../i18n/nb/shell';
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
      aria-label={shellTexts.debug.label}
      tabIndex={0}
    >
      <span className="debug-bar__item">
        {loggedIn && user ? `${shellTexts.debug.user} ${user.name}` : shellTexts.debug.public}
      </span>
      <span className="debug-bar__item">
        {companyName ? `${shellTexts.debug.company} ${companyName}` : shellTexts.debug.noCompany}
      </span>
      <span className="debug-bar__item debug-bar__response">
        {last === null
          ? shellTexts.debug.noResponse
          : `${failed ? `${String(last.status)} ` : ''}${last.statusText} ${last.url}`}
        {failed && last.body && <span className="debug-bar__body"> {last.body}</span>}
      </span>
    </section>
  );
}
