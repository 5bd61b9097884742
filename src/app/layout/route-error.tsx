import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { t } from '../i18n/nb';

/** A screen that failed to load or render (also a stale chunk after a new release). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) console.error(`Route error ${String(error.status)}`);
  else console.error(error);
  return (
    <div className="page page--narrow error-page">
      <h1>{t.errorPage.heading}</h1>
      <p>{t.errorPage.text}</p>
      <p className="button-row">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t.errorPage.reload}
        </button>
        <Link to="/hjem" className="btn btn--secondary" reloadDocument>
          {t.homeLink}
        </Link>
      </p>
    </div>
  );
}
