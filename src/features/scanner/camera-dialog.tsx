import { useId, useRef, useState } from 'react';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { scannerTexts as t } from '../../i18n/nb/scanner';
import type { CameraProblem } from './camera-error';
import { useCameraScan } from './use-camera-scan';
import './camera-dialog.css';

export type ScanTarget = 'label' | 'card';

const problemText: Record<CameraProblem, string> = {
  none: t.noCamera,
  denied: t.denied,
  busy: t.busy,
  failed: t.failed,
};

interface Props {
  target: ScanTarget;
  /** The first code read; the dialog closes itself right after (onClose). */
  onCode: (text: string) => void;
  onClose: () => void;
}

/**
 * The camera's picture with a frame to aim at, and what it is doing. Loaded only when a scan
 * button is pressed (import()), so neither this nor a decoder is part of the first visit.
 */
export function CameraDialog({ target, onCode, onClose }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [attempt, setAttempt] = useState(0);
  const hintId = useId();
  const state = useCameraScan(
    video,
    (text) => {
      onClose();
      onCode(text.trim());
    },
    attempt,
  );
  const problem = state.kind === 'problem' ? state.problem : null;

  return (
    <ModalDialog
      title={target === 'card' ? t.cardTitle : t.labelTitle}
      closeLabel={t.closeIcon}
      onClose={onClose}
      size="narrow"
      describedBy={hintId}
      footer={
        <div className="button-row">
          {problem !== null && (
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t.tryAgain}
            </button>
          )}
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      }
    >
      <p id={hintId} className="camera-scan__hint">
        {t.aim}
      </p>
      <div className="camera-scan__view" hidden={problem !== null}>
        {/* The picture is for aiming only; the status line below says what happens. */}
        <video ref={video} className="camera-scan__video" muted playsInline aria-hidden="true" />
        <span className="camera-scan__aim" aria-hidden="true" />
      </div>
      {problem === null ? (
        <p className="camera-scan__status" role="status">
          {state.kind === 'looking' ? t.looking : t.starting}
        </p>
      ) : (
        <p className="field-error camera-scan__problem" role="alert">
          {problemText[problem]}
        </p>
      )}
    </ModalDialog>
  );
}
