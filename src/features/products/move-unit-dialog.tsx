import { useId, useState } from 'react';
import { errorText, isNetworkFailure } from '../../api/error-mapping';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormField } from '../../components/ui/form-field';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { productTexts as t } from '../../i18n/nb/products';
import type { EditableUnit, ProductEditResponse } from '../../shared/contracts/products';
import { useMoveUnitMutation } from './products-api';

/** A unit on the shelf to another hut the user is admin of. */
export function MoveUnitDialog(props: {
  hut: number;
  unit: EditableUnit;
  targets: ProductEditResponse['moveTargets'];
  onClose: () => void;
  onMoved: (message: string) => void;
}) {
  const { hut, unit, targets, onClose, onMoved } = props;
  const formId = useId();
  const [target, setTarget] = useState(String(targets[0]?.id ?? ''));
  const [move, { isLoading }] = useMoveUnitMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    try {
      onMoved((await move({ hut, unitId: unit.id, companyId: Number(target) }).unwrap()).message);
    } catch (error) {
      setFailure(isNetworkFailure(error) ? t.offline : errorText(error, t.failed));
    }
  };

  return (
    <ModalDialog
      title={t.moveTitle(unit.label)}
      closeLabel={t.close}
      onClose={onClose}
      size="narrow"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t.close}
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={isLoading}>
            {t.moveConfirm}
          </button>
        </>
      }
    >
      {failure && <AlertBanner kind="error">{failure}</AlertBanner>}
      <form
        id={formId}
        className="form product-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormField
          select
          label={t.moveTo}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
        >
          {targets.map((h) => (
            <option key={h.id} value={h.id}>
              {h.name}
            </option>
          ))}
        </FormField>
      </form>
    </ModalDialog>
  );
}
