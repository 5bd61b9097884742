import { Link } from 'react-router-dom';
import { t } from '../../app/i18n/nb';

export function NotFoundPage() {
  return (
    <div className="page page--narrow">
      <h1>{t.notFound.title}</h1>
      <p>{t.notFound.text}</p>
      <p>
        <Link to="/hjem">{t.homeLink}</Link>
      </p>
    </div>
  );
}
