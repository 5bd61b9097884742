import type { StaffUser } from '../../shared/contracts/staff-responses';
import type { PersonKey } from '../../db/hut/hut-types';
import { useState } from 'react';
import { errorText, isNetworkFailure } from '../../api/error-mapping';
import { attachPerson } from '../../db/commands';
import { useCommand } from '../../db/hooks/use-command';
import { stockTexts as t } from '../../i18n/nb/stock';
import { networkLookupSchema } from '../../shared/contracts/people';
import { looksLikePhone } from '../../shared/domain/phone';
import { useAppSelector } from '../../state/hooks';
import { useOnline } from '../../components/ui/use-online';
import { useLazyLookupPeopleQuery } from './people-api';
import './network-lookup.css';

/** A whole email address or phone number: only those may be looked up outside the hut. */
export function isWholeIdentifier(query: string): boolean {
  const q = query.trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(q) || looksLikePhone(q);
}

interface Props {
  query: string;
  onAttached: (personId: PersonKey) => void;
}

/**
 * Someone registered on the website or at another hut is not on this hut's list yet: staff look
 * them up in the whole network by their whole email or phone (online), and attach them here. They
 * are then awaiting activation like anyone who has not shown ID.
 */
export function NetworkLookup({ query, onAttached }: Props) {
  const hut = useAppSelector((s) => s.session.user?.company_id ?? null);
  const online = useOnline();
  const run = useCommand();
  const [lookup, { data, isFetching, originalArgs }] = useLazyLookupPeopleQuery();
  const [problem, setProblem] = useState<string | null>(null);
  const q = query.trim();
  const shown = originalArgs?.q === q ? data : undefined;

  const search = async () => {
    if (hut === null) return;
    setProblem(null);
    const result = await lookup({ hut, q });
    if (result.error) {
      setProblem(
        isNetworkFailure(result.error)
          ? t.network.offline
          : errorText(result.error, t.network.failed),
      );
    }
  };

  const attach = async (person: StaffUser) => {
    // What the person was found by goes with the op: the server attaches only its owner.
    const match = networkLookupSchema.safeParse(originalArgs?.q ?? '');
    if (!match.success) return;
    const done = await run(() => attachPerson(person, match.data), t.network.attached(person.name));
    if (done) onAttached(person.id);
  };

  return (
    <section className="network-lookup" aria-labelledby="network-lookup-heading">
      <h3 id="network-lookup-heading">{t.network.heading}</h3>
      <p className="form-field__hint">{t.network.hint}</p>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        disabled={!online || isFetching || hut === null}
        onClick={() => void search()}
      >
        {isFetching ? t.network.searching : t.network.search}
      </button>
      {!online && <p>{t.network.offline}</p>}
      <div role="status">
        {problem && <p>{problem}</p>}
        {!problem && shown && shown.people.length === 0 && <p>{t.network.none}</p>}
      </div>
      {shown && shown.people.length > 0 && (
        <ul className="borrower-picker__list">
          {shown.people.map((person) => (
            <li key={person.id} className="borrower-picker__item">
              <span className="borrower-picker__who">
                <span className="borrower-picker__name">{person.name}</span>
                <span className="borrower-picker__meta">
                  {person.email}
                  {person.phone ? ` · ${person.phone}` : ''}
                  {person.isFlagged ? ` · ${t.flagged}` : ''}
                </span>
              </span>
              {person.role === null ? (
                <button
                  type="button"
                  className="btn btn--primary btn--small"
                  aria-label={t.network.attachLabel(person.name)}
                  onClick={() => void attach(person)}
                >
                  {t.network.attach}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  aria-label={t.chooseThisLabel(person.name)}
                  onClick={() => onAttached(person.id)}
                >
                  {t.chooseThis}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
