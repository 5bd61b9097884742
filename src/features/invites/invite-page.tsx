import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { errorText, isNetworkFailure } from '../../api/error-mapping';
import { useLazyUserDataQuery } from '../../api/session-api';
import { AlertBanner } from '../../components/ui/alert-banner';
import { SignOutFirst } from '../../components/ui/sign-out-first';
import { useOnline } from '../../components/ui/use-online';
import { inviteTexts as t } from '../../i18n/nb/invites';
import { statusTexts } from '../../i18n/nb/statuses';
import { removeStored, storageKeys, writeStored } from '../../lib/local-storage';
import { paths } from '../../lib/paths';
import { inviteTokenRequestSchema, type InvitePreview } from '../../shared/contracts/hut-people';
import { inviteLink } from '../../shared/contracts/invite-link';
import { formatLongDateTime } from '../../shared/domain/dates/dates';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectIsLoggedIn, selectUser } from '../../state/session/selectors';
import { logoutRequested } from '../../state/session/session-slice';
import { useAcceptInviteMutation, useInvitePreviewQuery } from './invites-api';
import './invite-page.css';

/**
 * /invitasjon#token=…: the link of a staff invitation's email. It shows which hut invites to
 * which role and for which address, signed in or not; accepting needs the session of the account
 * with that address (the server decides). Signed out, "Logg inn" and "Registrer deg" come back
 * here afterwards.
 */
export function InvitePage() {
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.slice(1)).get(inviteLink.param) ?? '';
  const checked = inviteTokenRequestSchema.safeParse({ token });
  const online = useOnline();
  const preview = useInvitePreviewQuery(token, { skip: !checked.success || !online });

  let body: React.ReactNode;
  if (!checked.success) {
    body = <AlertBanner kind="error">{checked.error.issues[0]?.message ?? t.failed}</AlertBanner>;
  } else if (preview.data) {
    body = <InviteDetails token={token} invite={preview.data} />;
  } else if (!online) {
    body = <p>{t.offline}</p>;
  } else if (preview.error) {
    body = (
      <AlertBanner kind="error">
        {isNetworkFailure(preview.error) ? t.offline : errorText(preview.error, t.failed)}
      </AlertBanner>
    );
  } else {
    body = <p role="status">{t.loading}</p>;
  }

  return (
    <div className="page page--narrow invite-page">
      <h1>{t.title}</h1>
      {body}
      {!preview.data && (
        <p>
          <Link to={paths.home}>{t.toFrontPage}</Link>
        </p>
      )}
    </div>
  );
}

function InviteDetails({ token, invite }: { token: string; invite: InvitePreview }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const [accept, accepting] = useAcceptInviteMutation();
  const [refreshUser] = useLazyUserDataQuery();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [accepted, setAccepted] = useState(false);
  const here = `${paths.invite}#${new URLSearchParams({ [inviteLink.param]: token }).toString()}`;

  // Signed in, a registration no longer needs to come back here.
  useEffect(() => {
    if (loggedIn) removeStored(storageKeys.returnAfterRegister);
  }, [loggedIn]);

  const comeBackHere = () => {
    writeStored(storageKeys.lastVisitedRoute, here);
    writeStored(storageKeys.returnAfterRegister, here);
  };

  const submit = async () => {
    setOutcome(null);
    try {
      const { message } = await accept(token).unwrap();
      setAccepted(true);
      setOutcome({ kind: 'success', text: message });
      // The new role is in the huts of the user record: /velgfirma lists the hut at once.
      await refreshUser()
        .unwrap()
        .catch(() => undefined);
    } catch (error) {
      setOutcome({
        kind: 'error',
        text: isNetworkFailure(error) ? t.notSent : errorText(error, t.notAccepted),
      });
    }
  };

  const wrongAccount =
    loggedIn && user !== null && user.email.toLowerCase() !== invite.email.toLowerCase();

  return (
    <section className="card invite-page__card" aria-labelledby="invite-heading">
      <h2 id="invite-heading" className="invite-page__hut">
        {t.invites(invite.hut.name, statusTexts.role[invite.role])}
      </h2>
      <p>{t.forAddress(invite.email)}</p>
      <p>{t.validUntil(formatLongDateTime(invite.expires_at))}</p>
      {outcome && (
        <AlertBanner kind={outcome.kind} onClose={() => setOutcome(null)}>
          {outcome.text}
        </AlertBanner>
      )}
      {accepted ? (
        <div className="button-row">
          <Link to={paths.chooseCompany} className="btn btn--primary">
            {t.chooseHut}
          </Link>
        </div>
      ) : !loggedIn ? (
        <>
          <p>{t.signInFirst(invite.email)}</p>
          <div className="button-row">
            <Link to={paths.login} className="btn btn--primary" onClick={comeBackHere}>
              {t.login}
            </Link>
            <Link to={paths.register} className="btn btn--secondary" onClick={comeBackHere}>
              {t.register}
            </Link>
          </div>
        </>
      ) : wrongAccount ? (
        <SignOutFirst
          message={t.wrongAccount(user.email, invite.email)}
          label={t.logout}
          onSignOut={() => dispatch(logoutRequested({ reason: 'user' }))}
        />
      ) : (
        <div className="button-row">
          <button
            type="button"
            className="btn btn--primary"
            disabled={accepting.isLoading}
            onClick={() => void submit()}
          >
            {accepting.isLoading ? t.accepting : t.accept}
          </button>
        </div>
      )}
    </section>
  );
}
