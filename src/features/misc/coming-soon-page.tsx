import { Link, useMatches } from 'react-router-dom';
import { t } from '../../app/i18n/nb';
import { deepestMeta } from '../../app/route-meta';

/** Staff screens that exist behind the guard; their content comes in later releases. */
export function ComingSoonPage() {
  const matches = useMatches();
  const meta = deepestMeta(matches.map((m) => m.handle));
  const title = typeof meta?.title === 'string' ? meta.title : t.notYet.title;
  return (
    <div className="page page--narrow">
      <h1>{title}</h1>
      <p>{t.comingSoon.text}</p>
      <p>
        <Link to="/hjem">{t.homeLink}</Link>
      </p>
    </div>
  );
}
