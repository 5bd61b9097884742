import { useState } from 'react';
import { errorText, isNetworkFailure } from '../../api/error-mapping';
import { AlertBanner } from '../../components/ui/alert-banner';
import { LabelledSelect } from '../../components/ui/labelled-select';
import { useCatalogueQuery } from '../../db/catalogue/catalogue-live';
import { readHutsByName } from '../../db/catalogue/catalogue-reads';
import { profileTexts } from '../../i18n/nb/profile';
import type { AttachedCompany } from '../../shared/contracts/auth';
import { useJoinHutMutation, useLeaveHutMutation } from './profile-api';
import { useOutcome } from '../../components/ui/use-outcome';

const t = profileTexts.huts;

/**
 * Mine utstyrsboder: the huts the person is attached to. A borrower joins and leaves here (the
 * server refuses leaving with loans that are not back); staff and admin roles are not removed.
 */
export function HutsSection({ huts, online }: { huts: AttachedCompany[]; online: boolean }) {
  const [outcome, show, clear] = useOutcome();
  const [leave, leaving] = useLeaveHutMutation();

  const onLeave = async (hut: AttachedCompany) => {
    clear();
    try {
      show('success', (await leave(hut.id).unwrap()).message);
    } catch (e) {
      show('error', isNetworkFailure(e) ? t.offline : errorText(e, t.failed));
    }
  };

  return (
    <section className="card my-page__section" aria-labelledby="huts-heading">
      <h2 id="huts-heading">{t.heading}</h2>
      <p className="my-page__intro">{t.intro}</p>
      {outcome && (
        <AlertBanner kind={outcome.kind} onClose={clear}>
          {outcome.text}
        </AlertBanner>
      )}
      {huts.length === 0 ? (
        <p className="my-page__empty">{t.none}</p>
      ) : (
        <ul className="hut-list">
          {huts.map((hut) => (
            <li key={hut.id} className="hut-list__item">
              <div className="hut-list__text">
                <p className="hut-list__name">{hut.name}</p>
                <p className="hut-list__role">{t.role[hut.role]}</p>
                {hut.role !== 'borrower' && <p className="hut-list__note">{t.staffNote}</p>}
              </div>
              {hut.role === 'borrower' && (
                <button
                  type="button"
                  className="btn btn--ghost"
                  aria-label={t.leave(hut.name)}
                  disabled={!online || leaving.isLoading}
                  onClick={() => void onLeave(hut)}
                >
                  {t.leaveShort}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {online && (
        <JoinHut attached={huts} onResult={(kind, text) => (kind ? show(kind, text) : clear())} />
      )}
    </section>
  );
}

function JoinHut({
  attached,
  onResult,
}: {
  attached: AttachedCompany[];
  onResult: (kind: 'success' | 'error' | null, text: string) => void;
}) {
  // Every hut of the network, from the catalogue the device keeps (the public pages sync it).
  const huts = useCatalogueQuery(readHutsByName, []);
  const [join, joining] = useJoinHutMutation();
  const [choice, setChoice] = useState('');
  const mine = new Set(attached.map((h) => h.id));
  const open = (huts ?? []).filter((hut) => !mine.has(hut.id) && hut.status === 'active');

  if (huts === undefined) return <p role="status">{t.loadingHuts}</p>;
  if (open.length === 0)
    return huts.length > 0 ? <p className="my-page__empty">{t.allJoined}</p> : null;

  const submit = async () => {
    onResult(null, '');
    try {
      const answer = await join(Number(choice)).unwrap();
      setChoice('');
      onResult('success', answer.message);
    } catch (e) {
      onResult('error', isNetworkFailure(e) ? t.offline : errorText(e, t.failed));
    }
  };

  return (
    <form
      className="hut-join"
      onSubmit={(event) => {
        event.preventDefault();
        if (choice) void submit();
      }}
    >
      <LabelledSelect label={t.joinLabel} all={t.chooseHut} value={choice} onChange={setChoice}>
        {open.map((hut) => (
          <option key={hut.id} value={hut.id}>
            {hut.name} ({hut.town})
          </option>
        ))}
      </LabelledSelect>
      <button type="submit" className="btn btn--secondary" disabled={!choice || joining.isLoading}>
        {t.join}
      </button>
    </form>
  );
}
