import { useId, useState, type FormEvent } from 'react';
import './search-form.css';

interface Props {
  label: string;
  /** The label for screen readers only (the placeholder and button say it on screen). */
  hideLabel?: boolean;
  placeholder?: string;
  submitLabel: string;
  /** The text shown at first; give the form a `key` to reset it when this changes. */
  initial?: string;
  maxLength?: number;
  onSearch: (query: string) => void;
  className?: string;
}

/** A search box with its button (role search); Enter or the button searches the trimmed text. */
export function SearchForm({
  label,
  hideLabel = false,
  placeholder,
  submitLabel,
  initial = '',
  maxLength = 100,
  onSearch,
  className,
}: Props) {
  const id = useId();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form
      className={className ? `search-form ${className}` : 'search-form'}
      role="search"
      onSubmit={submit}
    >
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-field__label'}>
        {label}
      </label>
      <div className="search-form__row">
        <input
          id={id}
          className="form-field__control"
          type="search"
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
