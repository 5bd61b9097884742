import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { shellTexts } from '../../i18n/nb/shell';
import { formatRemaining } from '../../state/session/countdown';
import { selectIsLoggedIn, selectRemaining, selectReminder } from '../../state/session/selectors';
import './logout-banner.css';

/** SPEC §2: red banner while the session reminder is set (≤ 60 s left). */
export function LogoutBanner() {
  const reminder = useAppSelector(selectReminder);
  const remaining = useAppSelector(selectRemaining);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  if (!reminder || !loggedIn) return null;

  // Any signed-in call slides the session; its headers reset the countdown. The api is loaded
  // already for a signed-in user; importing it on demand keeps it off the first load.
  const stay = () =>
    void import('../../api/session-api')
      .then(({ sessionApi }) =>
        dispatch(
          sessionApi.endpoints.userData.initiate(undefined, {
            subscribe: false,
            forceRefetch: true,
          }),
        ),
      )
      .catch(() => undefined);

  return (
    <div className="logout-banner">
      {/* Only the warning is live; the ticking seconds would be announced every second. */}
      <strong role="alert">{shellTexts.logoutBanner}</strong>
      {remaining !== null && (
        <span>{shellTexts.logoutBannerDetail(formatRemaining(remaining))}</span>
      )}
      <button type="button" className="btn btn--small btn--on-danger" onClick={stay}>
        {shellTexts.stayLoggedIn}
      </button>
    </div>
  );
}
