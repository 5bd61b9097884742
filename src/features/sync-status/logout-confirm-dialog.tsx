import { useId } from 'react';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { syncStatusTexts as t } from '../../i18n/nb/sync-status';

interface Props {
  pending: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asked before logging out while outbox entries wait (docs/sync-protocol.md): they stay on the device and go
 * at the next sign-in, but staff should know. Escape and the close button cancel.
 */
export function LogoutConfirmDialog({ pending, onConfirm, onCancel }: Props) {
  const textId = useId();
  return (
    <ModalDialog
      title={t.logoutTitle}
      closeLabel={t.logoutClose}
      onClose={onCancel}
      size="narrow"
      describedBy={textId}
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onCancel} data-autofocus>
            {t.logoutCancel}
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm}>
            {t.logoutConfirm}
          </button>
        </>
      }
    >
      <div id={textId}>
        <p>{t.logoutText(pending)}</p>
        <p>{t.logoutQuestion}</p>
      </div>
    </ModalDialog>
  );
}
