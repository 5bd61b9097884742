import { shellTexts } from '../../i18n/nb/shell';

/** Shown while the first route (and, when signed in, the user data) loads. */
export function AppLoading() {
  return (
    <div className="app-loading" role="status">
      {shellTexts.loading}
    </div>
  );
}
