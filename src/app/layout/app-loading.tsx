import { t } from '../i18n/nb';

/** Shown while the first route (and, when signed in, the user data) loads. */
export function AppLoading() {
  return (
    <div className="app-loading" role="status">
      {t.loading}
    </div>
  );
}
