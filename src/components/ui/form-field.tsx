import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
}

type InputProps = FieldProps &
  InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement>;
    multiline?: false;
    select?: false;
  };
type TextareaProps = FieldProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & {
    ref?: Ref<HTMLTextAreaElement>;
    multiline: true;
    select?: false;
  };
type SelectProps = FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: Ref<HTMLSelectElement>;
    select: true;
    multiline?: false;
    children: ReactNode;
  };

/** Label, control (input, textarea or select), hint and error wired together for screen readers. */
export function FormField(props: InputProps | TextareaProps | SelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const { label, error, hint } = props;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: error ? 'form-field__control has-error' : 'form-field__control',
  } as const;

  let control;
  if (props.select) {
    const { label: _l, error: _e, hint: _h, multiline: _m, select: _s, ...rest } = props;
    control = <select {...rest} {...common} />;
  } else if (props.multiline) {
    const { label: _l, error: _e, hint: _h, multiline: _m, select: _s, ...rest } = props;
    control = <textarea {...rest} {...common} />;
  } else {
    const { label: _l, error: _e, hint: _h, multiline: _m, select: _s, ...rest } = props;
    control = <input {...rest} {...common} />;
  }

  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {control}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
