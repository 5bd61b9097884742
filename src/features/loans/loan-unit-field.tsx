import { useId, useState } from 'react';
import { parseUnitLabelCode } from '../../shared/domain/equipment';
import { unitNumberQuery } from '../../shared/domain/unit-number';
import { loanModalTexts as t } from '../../i18n/nb/loans';
import { ScanButton } from '../scanner';
import './loan-unit-field.css';

interface Props {
  /** A unit named by its label code or its number ("nr. 1541"): its line is received. */
  onUnit: (unitId: number) => void;
  /** Text that names no unit (neither a label code nor a number). */
  onUnknown: (text: string) => void;
  /** The camera's read code: the same handler as a label code. */
  onCameraScan: (text: string) => void;
}

/**
 * The 'Lån' dialog's field for a unit: a USB scanner types the label code and Enter here, and a
 * worn label that no longer scans is received by typing the number printed on it. The field is
 * emptied after every Enter, ready for the next unit.
 */
export function LoanUnitField({ onUnit, onUnknown, onCameraScan }: Props) {
  const id = useId();
  const [text, setText] = useState('');

  const submit = () => {
    const value = text.trim();
    if (value === '') return;
    setText('');
    const unitId = parseUnitLabelCode(value) ?? unitNumberQuery(value);
    if (unitId === null) onUnknown(value);
    else onUnit(unitId);
  };

  return (
    <div className="form-field loan-unit-field">
      <label htmlFor={`${id}-unit`} className="form-field__label">
        {t.unitFieldLabel}
      </label>
      <p id={`${id}-hint`} className="form-field__hint">
        {t.unitFieldHint}
      </p>
      <div className="scan-field">
        <input
          id={`${id}-unit`}
          type="search"
          className="form-field__control"
          autoComplete="off"
          enterKeyHint="go"
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            submit();
          }}
        />
        <ScanButton target="label" onCode={onCameraScan} />
      </div>
    </div>
  );
}
