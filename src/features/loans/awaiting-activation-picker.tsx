import { activatePath } from '../../lib/paths';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { awaitingActivation } from '../../db/hut/loan-dashboard';
import type { HutUserRow } from '../../db/hut/hut-types';
import { loansTexts as t } from '../../i18n/nb/loans';
import { useHutQuery } from '../../db/hooks/use-hut-query';

/** 'Aktiver ny bruker': a list of users awaiting activation, each opening /activate/{id}. */
export function AwaitingActivationPicker() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const users = useHutQuery(awaitingActivation);
  const list: HutUserRow[] = users.state === 'ready' ? users.data : [];
  return (
    <div className="loans-activate">
      <button
        type="button"
        className="btn btn--secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {t.activateNew}
      </button>
      <div id={panelId} className="loans-activate__panel" hidden={!open}>
        <h2 className="loans-activate__heading">{t.awaitingHeading}</h2>
        {list.length === 0 ? (
          <p>{t.noneAwaiting}</p>
        ) : (
          <ul className="loans-activate__list">
            {list.map((user) => (
              <li key={user.id}>
                <Link to={activatePath(user.id)}>{user.name}</Link>{' '}
                <span className="loans-muted">{user.email}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
