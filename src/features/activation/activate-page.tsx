import { Link, useParams } from 'react-router-dom';
import type { UtstyrsbodDb } from '../../db/database';
import { useHutQuery } from '../../db/hooks/use-hut-query';
import { ActivateForm } from './activate-form';
import { parseLoanerId } from './loaner-id';
import { activationTexts as t } from '../../i18n/nb/activation';
import './activation.css';
import { paths } from '../../lib/paths';
import type { PersonKey } from '../../db/hut/hut-types';
import { findLocalPerson } from '../../db/hut/local-person';
import { screenTexts } from '../../i18n/nb/screen';

/** /activate/:loanerId, outside the main layout (SPEC §2); reads the local tables (offline). */
export function ActivatePage() {
  const { loanerId } = useParams();
  const id = parseLoanerId(loanerId);
  return (
    <main id="main" className="page page--narrow standalone activate-page" tabIndex={-1}>
      <h1>{t.title}</h1>
      {id === null ? <p role="alert">{t.invalidId}</p> : <ActivateUser userId={id} />}
      <p className="activate-back">
        <Link to={paths.dashboard}>{t.back}</Link>
      </p>
    </main>
  );
}

function ActivateUser({ userId }: { userId: PersonKey }) {
  const found = useHutQuery(
    async (db: UtstyrsbodDb) => (await findLocalPerson(db, userId)) ?? null,
    [userId],
  );
  if (found.state === 'loading') return <p role="status">{t.loading}</p>;
  if (found.state === 'unbound') return <p role="status">{t.notReady}</p>;
  const user = found.data;
  if (!user) return <p role="alert">{found.pulled ? t.notFound : t.notReady}</p>;
  return (
    <>
      <p>{t.intro}</p>
      <dl className="activate-facts card">
        <dt>{t.name}</dt>
        <dd>{user.name}</dd>
        <dt>{t.email}</dt>
        <dd>{user.email ?? screenTexts.notGiven}</dd>
        <dt>{t.phone}</dt>
        <dd>{user.phone ?? t.noPhone}</dd>
      </dl>
      {user.isFlagged && (
        <p className="activate-flag">
          <strong>{t.flagged}</strong> {user.flag_reason}
        </p>
      )}
      {user.isVerified ? (
        <p role="status" className="activate-done">
          {t.alreadyActive(user.name)}
        </p>
      ) : (
        <ActivateForm user={user} />
      )}
    </>
  );
}
