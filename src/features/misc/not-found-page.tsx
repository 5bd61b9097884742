import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { shellTexts } from '../../i18n/nb/shell';
import { routeTexts } from '../../i18n/nb/routes';
import { paths } from '../../lib/paths';

/**
 * A path nothing owns: the '*' route, and a first segment that is no season's slug (the
 * catalogue's `:season` route matches every path of one to three segments).
 */
export function NotFoundPage() {
  // The catalogue's route would title the page after the path ("Finnesikke"); this page is
  // shown once the catalogue has loaded, after the layout has set that title.
  useEffect(() => {
    document.title = `${routeTexts.notFound.title} – ${shellTexts.appName}`;
  }, []);
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
