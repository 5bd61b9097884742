import { useState } from 'react';
import { errorText, isNetworkFailure } from '../../api/error-mapping';
import { AlertBanner } from '../../components/ui/alert-banner';
import { profileTexts } from '../../i18n/nb/profile';
import { formatRecent } from '../../shared/domain/dates/dates';
import { useEndOtherSessionsMutation, useMySessionsQuery } from './profile-api';

const t = profileTexts.sessions;

/** The devices the person is signed in on, and "logg ut andre enheter" (online only). */
export function SessionsList({ online }: { online: boolean }) {
  const { data, isLoading, isError } = useMySessionsQuery(undefined, {
    skip: !online,
    refetchOnMountOrArgChange: true,
  });
  const [endOthers, ending] = useEndOtherSessionsMutation();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const others = data?.sessions.filter((s) => !s.current) ?? [];

  const onEnd = async () => {
    setOutcome(null);
    try {
      setOutcome({ kind: 'success', text: (await endOthers().unwrap()).message });
    } catch (e) {
      setOutcome({ kind: 'error', text: isNetworkFailure(e) ? t.offline : errorText(e, t.failed) });
    }
  };

  return (
    <div className="sessions" role="group" aria-labelledby="sessions-heading">
      <h3 id="sessions-heading" className="my-page__subheading">
        {t.heading}
      </h3>
      {outcome && (
        <AlertBanner kind={outcome.kind} onClose={() => setOutcome(null)}>
          {outcome.text}
        </AlertBanner>
      )}
      {!online ? (
        <p className="my-page__empty">{profileTexts.myPage.needsNetwork}</p>
      ) : isLoading ? (
        <p role="status">{t.loading}</p>
      ) : isError || !data ? (
        <p className="my-page__empty">{t.failed}</p>
      ) : (
        <>
          <ul className="session-list">
            {data.sessions.map((session) => (
              <li key={session.id} className="session-list__item">
                <p className="session-list__device">
                  {session.device ?? t.unknownDevice}
                  {session.current && <span className="session-list__current">{t.thisDevice}</span>}
                </p>
                <p className="session-list__when">
                  {t.signedIn(formatRecent(session.createdAt))},{' '}
                  {t.lastSeen(formatRecent(session.lastSeenAt))}
                </p>
              </li>
            ))}
          </ul>
          {others.length === 0 ? (
            <p className="my-page__empty">{t.noOthers}</p>
          ) : (
            <div className="button-row my-page__actions">
              <button
                type="button"
                className="btn btn--secondary"
                disabled={ending.isLoading}
                onClick={() => void onEnd()}
              >
                {t.logoutOthers}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
