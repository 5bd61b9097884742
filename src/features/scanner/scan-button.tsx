import { useState } from 'react';
import { CameraIcon } from '../../components/ui/camera-icon';
import { scannerTexts as t } from '../../i18n/nb/scanner';
import { useAppDispatch } from '../../state/hooks';
import { toastShown } from '../../state/ui/ui-slice';
import type { CameraDialog, ScanTarget } from './camera-dialog';
import './scanner.css';

interface Props {
  /** What is scanned here: a unit's label, or a borrower's card (it names the button). */
  target: ScanTarget;
  /** The text of the QR code read, trimmed: the same handler a USB scanner's Enter reaches. */
  onCode: (text: string) => void;
}

/**
 * "Skann med kamera" beside a search. The camera dialog and its decoder are fetched only when
 * the button is pressed (import()), so the counter screens load no camera code until then.
 */
export function ScanButton({ target, onCode }: Props) {
  const [Dialog, setDialog] = useState<typeof CameraDialog | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const dispatch = useAppDispatch();

  const press = () => {
    if (Dialog) return setOpen(true);
    if (loading) return;
    setLoading(true);
    import('./camera-dialog')
      .then((module) => {
        setDialog(() => module.CameraDialog);
        setOpen(true);
      })
      // Offline before the service worker had stored the app: the search still takes codes.
      .catch(() => dispatch(toastShown({ kind: 'error', text: t.failed })))
      .finally(() => setLoading(false));
  };

  return (
    <>
      <button
        type="button"
        className="btn btn--secondary scan-button"
        // Not disabled while loading: focus stays here, and the dialog gives it back here.
        aria-busy={loading}
        onClick={press}
      >
        <CameraIcon size={20} />
        {t.scanButton}
        {/* Two such buttons can be on one screen: the name tells them apart. */}
        <span className="visually-hidden">
          {' '}
          {target === 'card' ? t.scanCardWhat : t.scanLabelWhat}
        </span>
      </button>
      {open && Dialog && (
        // Escape belongs to the camera dialog (the browser closes it): a picker around the
        // button, which closes on Escape too, must not hear it.
        <div
          className="scan-button__dialog"
          onKeyDown={(e) => e.key === 'Escape' && e.stopPropagation()}
        >
          <Dialog target={target} onCode={onCode} onClose={() => setOpen(false)} />
        </div>
      )}
    </>
  );
}
