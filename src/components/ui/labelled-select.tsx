import { useId, type ReactNode } from 'react';

/** A catalogue filter: a label, a first "all" option with the empty value, then the options. */
export function LabelledSelect({
  label,
  all,
  value,
  onChange,
  children,
}: {
  label: string;
  all: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="form-field catalogue-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <select
        id={id}
        className="form-field__control"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{all}</option>
        {children}
      </select>
    </div>
  );
}
