import { Link } from 'react-router-dom';
import { t } from '../../i18n/nb/shell';
import { paths } from '../../lib/paths';

/** SPEC §2 /notyet: pages still being planned. */
export function NotYetPage() {
  return (
    <div className="page page--narrow">
      <h1>{t.notYet.title}</h1>
      <p>{t.notYet.text}</p>
      <p>
        <Link to={paths.home}>{t.homeLink}</Link>
      </p>
    </div>
  );
}
