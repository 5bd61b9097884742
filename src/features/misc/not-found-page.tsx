import { Link } from 'react-router-dom';
import { shellTexts } from '../../i18n/nb/shell';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  return (
    <div className="page page--narrow">
      <h1>{shellTexts.notFound.title}</h1>
      <p>{shellTexts.notFound.text}</p>
      <p>
        <Link to={paths.home}>{shellTexts.homeLink}</Link>
      </p>
    </div>
  );
}
