import { useEffect, useRef } from 'react';
import { shellTexts } from '../../i18n/nb/shell';
import { CloseIcon } from './icons';
import './alert-banner.css';

interface Props {
  kind: 'error' | 'success';
  children: React.ReactNode;
  onClose?: () => void;
  /**
   * Brought to the middle of the screen and focused when it appears (and when its text
   * changes). Default: an error that can be closed, which is an answer to what the person just
   * did (a form sent, a button pressed); a state shown with the page (no close button) stays
   * where it is and leaves focus alone.
   */
  reveal?: boolean;
}

/** A message box; errors are announced at once (role=alert), successes politely. */
export function AlertBanner({ kind, children, onClose, reveal }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const revealed = reveal ?? (kind === 'error' && onClose !== undefined);
  // A form's message sits above the form, while a phone shows the button at its bottom: without
  // this the message appeared a screen above and focus fell to <body> (the button disables while
  // sending). Centred, it is never under the sticky header, however tall that is.
  const text = typeof children === 'string' ? children : null;
  useEffect(() => {
    const el = box.current;
    if (!revealed || !el) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'center' });
  }, [revealed, text]);

  return (
    <div
      ref={box}
      className={`alert tone--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      tabIndex={revealed ? -1 : undefined}
    >
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
