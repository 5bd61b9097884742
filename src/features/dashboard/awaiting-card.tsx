import { activatePath } from '../../lib/paths';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { HutUserRow } from '../../db/hut/hut-types';
import { dashboardTexts as t } from '../../i18n/nb/dashboard';

/** SPEC §9: the activation list is clipped after 5. */
export const ACTIVATION_CLIP = 5;

/** Users awaiting activation: clipped after 5 with a toggle; two columns above 5 (SPEC §2). */
export function AwaitingCard({ users }: { users: readonly HutUserRow[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const many = users.length > ACTIVATION_CLIP;
  const shown = many && !expanded ? users.slice(0, ACTIVATION_CLIP) : users;
  return (
    <section
      className={many ? 'dashboard-card dashboard-card--wide' : 'dashboard-card'}
      aria-labelledby="dashboard-awaiting-heading"
    >
      <h2 id="dashboard-awaiting-heading" className="dashboard-card__title">
        {t.awaitingHeading} <span className="dashboard-card__count">({users.length})</span>
      </h2>
      {users.length === 0 ? (
        <p>{t.noneAwaiting}</p>
      ) : (
        <ul id={listId} className={many ? 'dashboard-list dashboard-list--two' : 'dashboard-list'}>
          {shown.map((user) => (
            <li key={user.id}>
              <Link to={activatePath(user.id)}>{user.name}</Link>
              <span className="dashboard-muted dashboard-email">{user.email}</span>
            </li>
          ))}
        </ul>
      )}
      {many && (
        <button
          type="button"
          className="btn btn--ghost btn--small"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t.showFewer : t.showAll(users.length)}
        </button>
      )}
    </section>
  );
}
