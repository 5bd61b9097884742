import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { commandErrorText, useCommand } from '../../db/hooks/use-command';
import { activateUser } from '../../db/commands';
import type { HutUserRow } from '../../db/hut/hut-types';
import { activationTexts as t } from '../../i18n/nb/activation';

/** The ID checkbox (required) and 'Aktiver': action verify, reason legitimasjon (SPEC §4). */
export function ActivateForm({ user }: { user: HutUserRow }) {
  const run = useCommand();
  const navigate = useNavigate();
  const [idShown, setIdShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const boxId = useId();
  const errorId = `${boxId}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!idShown) {
      setError(t.idRequired);
      return;
    }
    setBusy(true);
    // No success toast: the dashboard says the user was activated (?activated=true).
    const done = await run(async () => {
      try {
        return await activateUser({ userId: user.id, idShown });
      } catch (refusal) {
        setError(commandErrorText(refusal));
        throw refusal;
      }
    });
    setBusy(false);
    if (done) await navigate('/dashboard?activated=true');
  };

  return (
    <form className="activate-form" noValidate onSubmit={(e) => void submit(e)}>
      <div className="form-check">
        <input
          id={boxId}
          type="checkbox"
          required
          checked={idShown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setIdShown(e.target.checked);
            setError(null);
          }}
        />
        <label htmlFor={boxId}>{t.idShown}</label>
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="button-row activate-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t.activate}
        </button>
      </div>
    </form>
  );
}
