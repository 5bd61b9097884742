import { networkTexts as t } from '../../i18n/nb/network';

/** A list that could not be fetched, with a way to ask again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="network-failed" role="alert">
      <p>{t.loadFailed}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        {t.tryAgain}
      </button>
    </div>
  );
}
