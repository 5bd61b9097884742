import { shellTexts } from '../../i18n/nb/shell';
import { CloseIcon } from './icons';
import './alert-banner.css';

interface Props {
  kind: 'error' | 'success';
  children: React.ReactNode;
  onClose?: () => void;
}

/** A message box; errors are announced at once (role=alert), successes politely. */
export function AlertBanner({ kind, children, onClose }: Props) {
  return (
    <div className={`alert tone--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <div className="alert__text">{children}</div>
      {onClose && (
        <button
          type="button"
          className="message-close"
          aria-label={shellTexts.closeMessage}
          onClick={onClose}
        >
          <CloseIcon size={18} />
        </button>
      )}
    </div>
  );
}
