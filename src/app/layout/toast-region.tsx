import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { shellTexts } from '../../i18n/nb/shell';
import { toastDismissed, type Toast } from '../../state/ui/ui-slice';
import { CloseIcon } from '../../components/ui/icons';
import './toast-region.css';

// SPEC §9 toast timings.
const showMs = 5000;
const extendedMs = 1000;
const hideMs = 1000;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const [paused, setPaused] = useState(false);
  const [delay, setDelay] = useState(showMs);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (paused || leaving) return;
    const id = setTimeout(() => setLeaving(true), delay);
    return () => clearTimeout(id);
  }, [paused, leaving, delay]);

  useEffect(() => {
    if (!leaving) return;
    const id = setTimeout(
      () => dispatch(toastDismissed(toast.id)),
      prefersReducedMotion() ? 0 : hideMs,
    );
    return () => clearTimeout(id);
  }, [leaving, dispatch, toast.id]);

  const pause = () => setPaused(true);
  const resume = () => {
    setPaused(false);
    setDelay(extendedMs);
  };

  return (
    <div
      className={`toast ${toast.kind === 'info' ? 'toast--info' : `tone--${toast.kind}`}${leaving ? ' is-leaving' : ''}`}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <p className="toast__text">{toast.text}</p>
      <button
        type="button"
        className="message-close"
        aria-label={shellTexts.closeMessage}
        onClick={() => dispatch(toastDismissed(toast.id))}
      >
        <CloseIcon size={18} />
      </button>
      <span
        key={delay}
        className="toast__progress"
        style={{
          animationDuration: `${String(delay)}ms`,
          animationPlayState: paused ? 'paused' : 'running',
        }}
        aria-hidden="true"
      />
    </div>
  );
}

/**
 * Top-centre toasts. Two regions exist from the start so screen readers announce what is
 * added: errors assertively, the rest politely.
 */
export function ToastRegion() {
  const toasts = useAppSelector((s) => s.ui.toasts);
  const errors = toasts.filter((x) => x.kind === 'error');
  const others = toasts.filter((x) => x.kind !== 'error');
  return (
    <div className="toasts">
      <div role="alert" aria-live="assertive" className="toasts__group">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="toasts__group">
        {others.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}
