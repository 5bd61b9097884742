import { useId, useState } from 'react';
import { errorText, isNetworkFailure } from '../../api/error-mapping';
import { AlertBanner } from '../../components/ui/alert-banner';
import { useOnline } from '../../components/ui/use-online';
import type { HutUserRow } from '../../db/hut/hut-types';
import { usersTexts } from '../../i18n/nb/users';
import { companyRoles, type CompanyRole } from '../../shared/contracts/common';
import { isOneOf } from '../../shared/domain/statuses';
import { useRemovePersonMutation, useSetRoleMutation } from './hut-people-api';

const t = usersTexts.admin;

/**
 * A hut admin's controls for one person: their role (staff and admins only: a borrower becomes
 * staff by accepting an invitation), and removing them from the hut (asked twice). Online only: the server decides (the hut keeps an admin, open loans stay with the hut).
 */
export function RoleControls({ user, hut }: { user: HutUserRow & { id: number }; hut: number }) {
  const id = useId();
  const online = useOnline();
  const [role, setRole] = useState<CompanyRole>(user.role ?? 'borrower');
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [saveRole, saving] = useSetRoleMutation();
  const [remove, removing] = useRemovePersonMutation();
  const busy = saving.isLoading || removing.isLoading;

  const run = async (call: () => Promise<{ message: string }>) => {
    setOutcome(null);
    try {
      setOutcome({ kind: 'success', text: (await call()).message });
    } catch (error) {
      setOutcome({
        kind: 'error',
        text: isNetworkFailure(error) ? t.offline : errorText(error, t.failed),
      });
    }
  };

  return (
    <section className="role-controls" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t.roleLabel}</h3>
      {outcome && (
        <AlertBanner kind={outcome.kind} onClose={() => setOutcome(null)}>
          {outcome.text}
        </AlertBanner>
      )}
      {!online && <p className="form-field__hint">{t.offline}</p>}
      {user.role === 'borrower' || user.role === null ? (
        <p className="form-field__hint">{t.borrowerRole}</p>
      ) : (
        <div className="role-controls__row">
          <div className="form-field">
            <label htmlFor={`${id}-role`} className="form-field__label">
              {usersTexts.role}
            </label>
            <select
              id={`${id}-role`}
              className="form-field__control"
              value={role}
              onChange={(e) => {
                if (isOneOf(companyRoles, e.target.value)) setRole(e.target.value);
              }}
            >
              {companyRoles.map((r) => (
                <option key={r} value={r}>
                  {usersTexts.roleOf(r)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy || !online || role === user.role}
            onClick={() =>
              void run(() => saveRole({ hut, userId: user.id, body: { role } }).unwrap())
            }
          >
            {t.saveRole}
          </button>
        </div>
      )}
      {confirming ? (
        <div className="role-controls__confirm" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>{t.confirmRemove(user.name)}</p>
          <div className="button-row">
            <button
              type="button"
              className="btn btn--danger"
              disabled={busy || !online}
              onClick={() => {
                setConfirming(false);
                void run(() => remove({ hut, userId: user.id }).unwrap());
              }}
            >
              {t.confirm}
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => setConfirming(false)}
            >
              {t.cancel}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn--secondary"
          disabled={busy || !online}
          onClick={() => setConfirming(true)}
        >
          {t.remove}
        </button>
      )}
    </section>
  );
}
