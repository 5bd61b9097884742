import { Link } from 'react-router-dom';
import { t } from '../../i18n/nb/shell';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  return (
    <div className="page page--narrow">
      <h1>{t.notFound.title}</h1>
      <p>{t.notFound.text}</p>
      <p>
        <Link to={paths.home}>{t.homeLink}</Link>
      </p>
    </div>
  );
}
