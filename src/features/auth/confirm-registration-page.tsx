import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { errorText, isNetworkFailure } from '../../api/error-mapping';
import { AlertBanner } from '../../components/ui/alert-banner';
import { SignOutFirst } from '../../components/ui/sign-out-first';
import { authTexts } from '../../i18n/nb/auth';
import { readStored, removeStored, storageKeys } from '../../lib/local-storage';
import { afterLoginPath, paths } from '../../lib/paths';
import { registrationTokenSchema } from '../../shared/contracts/registration';
import { nb } from '../../shared/texts/messages';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectIsLoggedIn, selectUser } from '../../state/session/selectors';
import { logoutRequested } from '../../state/session/session-slice';
import { toastShown } from '../../state/ui/ui-slice';
import { useConfirmRegistrationMutation } from './registration-api';

const t = authTexts.confirm;

/**
 * /bekreft-registrering#<token>: the link of a registration's email. The button makes the
 * account and signs it in on this device (the link may be opened on another device than the
 * form was sent from), then goes on as a registration always did: back to the page that sent
 * the visitor to register (an invitation), else the dashboard, which the guard turns into Min
 * side. A button, not on opening: a mail program that opens links to check them spends nothing,
 * and someone signed in is never switched to another account unasked.
 */
export function ConfirmRegistrationPage() {
  const { hash } = useLocation();
  const checked = registrationTokenSchema.safeParse(hash.replace(/^#/, ''));
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirm, { isLoading }] = useConfirmRegistrationMutation();
  const [error, setError] = useState<string | null>(null);

  const finish = async (token: string) => {
    setError(null);
    try {
      await confirm(token).unwrap();
      dispatch(toastShown({ kind: 'success', text: nb.registered }));
      const back = readStored(storageKeys.returnAfterRegister);
      removeStored(storageKeys.returnAfterRegister);
      await navigate(back ? afterLoginPath(back) : paths.dashboard, { replace: true });
    } catch (failure) {
      setError(isNetworkFailure(failure) ? t.offline : errorText(failure, t.failed));
    }
  };

  let body: React.ReactNode;
  if (!checked.success) {
    body = <AlertBanner kind="error">{checked.error.issues[0]?.message ?? t.failed}</AlertBanner>;
  } else if (loggedIn && user) {
    body = (
      <SignOutFirst
        message={t.signedInAs(user.email)}
        label={t.logout}
        onSignOut={() => dispatch(logoutRequested({ reason: 'user' }))}
      />
    );
  } else {
    const token = checked.data;
    body = (
      <>
        <p>{t.intro}</p>
        {error && (
          <AlertBanner kind="error" onClose={() => setError(null)}>
            {error}
          </AlertBanner>
        )}
        <div className="button-row">
          <button
            type="button"
            className="btn btn--primary"
            disabled={isLoading}
            onClick={() => void finish(token)}
          >
            {isLoading ? t.working : t.submit}
          </button>
        </div>
      </>
    );
  }

  return (
    <div className="page page--narrow">
      <h1>{t.title}</h1>
      {body}
      {(!checked.success || error) && (
        <p className="form-footer">
          <Link to={paths.register}>{t.registerAgain}</Link> ·{' '}
          <Link to={paths.login}>{t.login}</Link>
        </p>
      )}
    </div>
  );
}
