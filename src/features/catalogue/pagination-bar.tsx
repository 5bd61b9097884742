import { useId, useState, type FormEvent } from 'react';
import { pageSlots, parseGoToPage } from '../../shared/domain/pagination';
import { catalogueTexts as t } from '../../i18n/nb/catalogue';
import './pagination-bar.css';

interface Props {
  current: number;
  last: number;
  onPage: (page: number) => void;
}

/**
 * SPEC §9 pagination: first and last always, a window of at most six middle pages, gaps,
 * previous/next, and a go-to-page field (Enter works: it is a form). Buttons at the ends stay
 * focusable (aria-disabled) so keyboard focus is not lost when they stop applying.
 */
export function PaginationBar({ current, last, onPage }: Props) {
  const inputId = useId();
  const errorId = useId();
  const [raw, setRaw] = useState('');
  const [error, setError] = useState<string | null>(null);

  const go = (page: number) => {
    if (page !== current && page >= 1 && page <= last) onPage(page);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const page = parseGoToPage(raw, last);
    if (page === null) {
      setError(t.goToPageInvalid(last));
      return;
    }
    setError(null);
    setRaw('');
    go(page);
  };

  const edge = (label: string, text: string, page: number, disabled: boolean) => (
    <button
      type="button"
      className="pagination__button"
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && go(page)}
    >
      {text}
    </button>
  );

  return (
    <nav className="pagination" aria-label={t.paginationLabel}>
      <ul className="pagination__list" role="list">
        <li>{edge(t.firstPageLabel, `« ${t.firstPage}`, 1, current === 1)}</li>
        <li>{edge(t.previousPageLabel, `‹ ${t.previousPage}`, current - 1, current === 1)}</li>
        {pageSlots(current, last).map((slot) =>
          slot.kind === 'gap' ? (
            <li key={slot.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot.page}>
              <button
                type="button"
                className="pagination__button pagination__page"
                aria-label={t.pageLabel(slot.page)}
                aria-current={slot.page === current ? 'page' : undefined}
                onClick={() => go(slot.page)}
              >
                {slot.page}
              </button>
            </li>
          ),
        )}
        <li>{edge(t.nextPageLabel, `${t.nextPage} ›`, current + 1, current === last)}</li>
        <li>{edge(t.lastPageLabel, `${t.lastPage} »`, last, current === last)}</li>
      </ul>
      <form className="pagination__goto" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="form-field__label">
          {t.goToPage}
        </label>
        <input
          id={inputId}
          className="form-field__control"
          type="number"
          inputMode="numeric"
          min={1}
          max={last}
          step={1}
          value={raw}
          onChange={(e) => setRaw(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="pagination__button">
          {t.go}
        </button>
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </nav>
  );
}
