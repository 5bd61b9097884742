import { useId, type ReactNode } from 'react';
import { AlertBanner } from './alert-banner';
import { ModalDialog } from './modal-dialog';

/**
 * A yes/no question before something that cannot be undone (removing a child, cancelling a
 * reservation). "No" has the focus; the error of a failed "yes" shows inside the dialog.
 */
export function ConfirmDialog({
  title,
  closeLabel,
  yes,
  no,
  busy,
  error,
  onYes,
  onClose,
  children,
}: {
  title: string;
  closeLabel: string;
  yes: string;
  no: string;
  busy: boolean;
  error: string | null;
  onYes: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const textId = useId();
  return (
    <ModalDialog
      title={title}
      closeLabel={closeLabel}
      onClose={onClose}
      size="narrow"
      describedBy={textId}
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose} data-autofocus>
            {no}
          </button>
          <button type="button" className="btn btn--primary" disabled={busy} onClick={onYes}>
            {yes}
          </button>
        </>
      }
    >
      <p id={textId}>{children}</p>
      {error && <AlertBanner kind="error">{error}</AlertBanner>}
    </ModalDialog>
  );
}
