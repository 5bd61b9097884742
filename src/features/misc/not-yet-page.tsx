import { Link } from 'react-router-dom';
import { t } from '../../app/i18n/nb';

/** SPEC §2 /notyet: pages still being planned. */
export function NotYetPage() {
  return (
    <div className="page page--narrow">
      <h1>{t.notYet.title}</h1>
      <p>{t.notYet.text}</p>
      <p>
        <Link to="/hjem">{t.homeLink}</Link>
      </p>
    </div>
  );
}
