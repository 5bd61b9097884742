import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { searchHuts } from '../../db/catalogue/catalogue-queries';
import type { HutRow } from '../../db/catalogue/catalogue-types';
import { catalogueTexts as t } from '../../i18n/nb/catalogue';
import { paths, withQuery } from '../../lib/paths';

const MAX_RESULTS = 6;

/** Live hut search by name, address, municipality or town, from the local catalogue. */
export function HutSearch({ huts }: { huts: readonly HutRow[] }) {
  const id = useId();
  const [text, setText] = useState('');
  const matches = searchHuts(huts, text);
  const searching = text.trim() !== '';
  return (
    <div className="hut-search">
      <div className="form-field catalogue-field">
        <label htmlFor={id} className="form-field__label">
          {t.hutSearchLabel}
        </label>
        <input
          id={id}
          className="form-field__control"
          type="search"
          value={text}
          maxLength={80}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <p className="catalogue-note" role="status">
        {searching ? t.hutSearchResults(matches.length) : ''}
      </p>
      {searching && matches.length > 0 && (
        <ul className="hut-search__results" role="list">
          {matches.slice(0, MAX_RESULTS).map((hut) => (
            <li key={hut.id}>
              <Link to={withQuery(paths.allProducts, { bod: hut.id })}>
                <span className="hut-search__name">{hut.name}</span>
                <span className="hut-search__place">
                  {[hut.town, hut.municipality].filter(Boolean).join(', ')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={paths.huts}>{t.allHuts}</Link>
      </p>
    </div>
  );
}
