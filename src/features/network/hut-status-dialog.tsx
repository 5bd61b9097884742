import { useId, useState } from 'react';
import { errorText, isNetworkFailure } from '../../api/error-mapping';
import { AlertBanner } from '../../components/ui/alert-banner';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { networkTexts as t } from '../../i18n/nb/network';
import type { NetworkHut } from '../../shared/contracts/network';
import { useSetHutStatusMutation } from './network-api';

interface Props {
  hut: NetworkHut;
  onClose: () => void;
  onChanged: (message: string) => void;
}

/** Takes a hut out of service (or back), after saying what that means. */
export function HutStatusDialog({ hut, onClose, onChanged }: Props) {
  const textId = useId();
  const [setStatus, { isLoading }] = useSetHutStatusMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const deactivate = hut.status === 'active';

  const confirm = async () => {
    setFailure(null);
    try {
      const status = deactivate ? 'inactive' : 'active';
      onChanged((await setStatus({ id: hut.id, body: { status } }).unwrap()).message);
    } catch (error) {
      setFailure(isNetworkFailure(error) ? t.offline : errorText(error, t.status.failed));
    }
  };

  return (
    <ModalDialog
      title={deactivate ? t.status.deactivateTitle(hut.name) : t.status.activateTitle(hut.name)}
      closeLabel={t.close}
      onClose={onClose}
      size="narrow"
      describedBy={textId}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t.close}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={isLoading}
            onClick={() => void confirm()}
          >
            {deactivate ? t.huts.deactivate : t.huts.activate}
          </button>
        </>
      }
    >
      <p id={textId}>{deactivate ? t.status.deactivateText : t.status.activateText}</p>
      {failure && (
        <AlertBanner kind="error" onClose={() => setFailure(null)}>
          {failure}
        </AlertBanner>
      )}
    </ModalDialog>
  );
}
