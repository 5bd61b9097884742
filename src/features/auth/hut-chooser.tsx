import { useEffect, useId, useState } from 'react';
import { searchHuts } from '../../db/catalogue/catalogue-queries';
import { useCatalogueQuery } from '../../db/catalogue/catalogue-live';
import { readHuts } from '../../db/catalogue/catalogue-reads';
import { authTexts } from '../../i18n/nb/auth';
import { startCatalogueSync } from '../../sync/page/catalogue-scheduler';
import './hut-chooser.css';

const t = authTexts.register;
const MAX_SHOWN = 8;

interface Props {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}

/**
 * The huts a family uses, from the offline catalogue: a search by name, municipality or town, a
 * checkbox per hut found, and the chosen ones kept at the top of the list.
 */
export function HutChooser({ value, onChange, error }: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const huts = useCatalogueQuery(readHuts, []);
  // A first visit straight to the form: fetch the catalogue (the huts) as the public pages do.
  useEffect(() => {
    startCatalogueSync();
  }, []);

  const chosen = (huts ?? []).filter((h) => value.includes(h.id));
  const found = searchHuts(huts ?? [], query).filter((h) => !value.includes(h.id));
  const shown = [...chosen, ...found.slice(0, MAX_SHOWN)];
  const toggle = (hutId: number, on: boolean) =>
    onChange(on ? [...value, hutId] : value.filter((v) => v !== hutId));

  return (
    <fieldset
      className="hut-chooser form-field"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
    >
      <legend className="form-field__label">{t.huts}</legend>
      <p id={`${id}-hint`} className="form-field__hint">
        {t.hutsHint}
      </p>
      <label htmlFor={`${id}-search`} className="visually-hidden">
        {t.hutSearch}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="form-field__control"
        placeholder={t.hutSearch}
        autoComplete="off"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <p className="hut-chooser__status" role="status">
        {huts === undefined || huts.length === 0
          ? t.hutsNotLoaded
          : query.trim() !== '' && found.length === 0
            ? t.hutsNone
            : value.length > 0
              ? t.hutsChosen(value.length)
              : ''}
      </p>
      {shown.length > 0 && (
        <ul className="hut-chooser__list">
          {shown.map((hut) => (
            <li key={hut.id} className="form-check">
              <input
                id={`${id}-hut-${hut.id}`}
                type="checkbox"
                checked={value.includes(hut.id)}
                onChange={(e) => toggle(hut.id, e.target.checked)}
              />
              <label htmlFor={`${id}-hut-${hut.id}`}>
                {hut.name}
                <span className="hut-chooser__place">
                  {[hut.town, hut.municipality].filter(Boolean).join(', ')}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
