import { useEffect, useId, useRef } from 'react';
import { syncStatusTexts as t } from './texts';
import './logout-confirm-dialog.css';

interface Props {
  pending: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asked before logging out while outbox entries wait (DESIGN.md): they stay on the device and go
 * at the next sign-in, but staff should know. A modal <dialog>: focus stays inside, Escape cancels.
 */
export function LogoutConfirmDialog({ pending, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className="logout-confirm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`} className="logout-confirm__title">
        {t.logoutTitle}
      </h2>
      <div id={`${id}-text`}>
        <p>{t.logoutText(pending)}</p>
        <p>{t.logoutQuestion}</p>
      </div>
      <div className="button-row logout-confirm__buttons">
        <button type="button" className="btn btn--secondary" onClick={onCancel} autoFocus>
          {t.logoutCancel}
        </button>
        <button type="button" className="btn btn--primary" onClick={onConfirm}>
          {t.logoutConfirm}
        </button>
      </div>
    </dialog>
  );
}
