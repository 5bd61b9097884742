import type { PersonKey } from '../../db/hut/hut-types';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useRef, useState } from 'react';
import { getDb } from '../../db/database';
import { findBorrowers } from '../../db/hut/borrower-queries';
import { stockTexts as t } from '../../i18n/nb/stock';
import { isWholeIdentifier, NetworkLookup } from './network-lookup';
import { WalkInDialog } from './walk-in-dialog';
import { scanSignal } from './scan-signal';
import { parsePersonCardCode } from '../../shared/domain/equipment';
import { ScanButton, shownCode } from '../scanner';

interface Props {
  /** Why the picker was opened (e.g. an add without a borrower), shown above the search. */
  notice: string | null;
  /** Changes whenever the picker is asked to open: the search takes focus again. */
  focusRequest: number;
  onChoose: (borrowerId: PersonKey) => void;
  onClose: () => void;
}

/**
 * The lender picker (SPEC §4/§5): a search over the hut's users by name, id, phone or email.
 * Opening it puts the cursor in the search; Escape closes it.
 */
export function BorrowerPicker({ notice, focusRequest, onChoose, onClose }: Props) {
  const [query, setQuery] = useState('');
  const [walkIn, setWalkIn] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const found = useLiveQuery(() => findBorrowers(getDb(), query), [query]);

  useEffect(() => input.current?.focus(), [focusRequest]);

  /** A borrower's card (Min side), scanned or typed: true when it was one, and it is chosen. */
  const chooseCard = (text: string): boolean => {
    const personId = parsePersonCardCode(text);
    if (personId === null) return false;
    const code = text.trim();
    void getDb()
      .hutUsers.get(personId)
      .then((person) => {
        scanSignal(person !== undefined);
        if (person) onChoose(person.id);
        else setCardError(t.unknownCard(code));
      });
    return true;
  };
  /** The camera reads any QR code: one that is not a card is an unknown card too. */
  const cardByCamera = (text: string) => {
    if (chooseCard(text)) return;
    scanSignal(false);
    setCardError(t.unknownCard(shownCode(text)));
  };

  return (
    <div
      className="borrower-picker"
      id={`${id}-picker`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      {notice && <p className="borrower-picker__notice">{notice}</p>}
      <div className="form-field">
        <label htmlFor={`${id}-search`} className="form-field__label">
          {t.borrowerSearchLabel}
        </label>
        <p id={`${id}-hint`} className="form-field__hint">
          {t.borrowerSearchHint}
        </p>
        <div className="scan-field">
          <input
            ref={input}
            id={`${id}-search`}
            type="search"
            className="form-field__control"
            autoComplete="off"
            aria-describedby={`${id}-hint ${id}-count`}
            value={query}
            onChange={(e) => {
              setCardError(null);
              setQuery(e.target.value);
            }}
            onKeyDown={(e) => {
              // A USB scanner types the card's code and Enter into the search.
              if (e.key === 'Enter' && chooseCard(e.currentTarget.value)) e.preventDefault();
            }}
          />
          <ScanButton target="card" onCode={cardByCamera} />
        </div>
        {cardError && (
          <p className="field-error" role="alert">
            {cardError}
          </p>
        )}
      </div>
      <p id={`${id}-count`} className="borrower-picker__count" role="status">
        {found && query.trim() !== ''
          ? found.total === 0
            ? t.noBorrowerFound
            : t.borrowerResults(found.matches.length, found.total)
          : ''}
      </p>
      {found && found.matches.length > 0 && (
        <ul className="borrower-picker__list">
          {found.matches.map((user) => (
            <li key={user.id} className="borrower-picker__item">
              <span className="borrower-picker__who">
                <span className="borrower-picker__name">{user.name}</span>
                <span className="borrower-picker__meta">
                  {typeof user.id === 'number' ? `${t.borrowerId} ${user.id}` : t.notSyncedPerson}
                  {user.email ? ` · ${user.email}` : ''}
                  {user.phone ? ` · ${user.phone}` : ''}
                  {user.isFlagged ? ` · ${t.flagged}` : ''}
                  {user.isVerified ? '' : ` · ${t.userStatus('pending')}`}
                </span>
              </span>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                aria-label={t.chooseThisLabel(user.name)}
                onClick={() => onChoose(user.id)}
              >
                {t.chooseThis}
              </button>
            </li>
          ))}
        </ul>
      )}
      {found && found.total === 0 && isWholeIdentifier(query) && (
        <NetworkLookup query={query} onAttached={onChoose} />
      )}
      <div className="button-row">
        <button type="button" className="btn btn--secondary" onClick={() => setWalkIn(true)}>
          {t.walkIn.title}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t.closePicker}
        </button>
      </div>
      {walkIn && <WalkInDialog onRegistered={onChoose} onClose={() => setWalkIn(false)} />}
    </div>
  );
}
