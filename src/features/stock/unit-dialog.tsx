import { ModalDialog } from '../../components/ui/modal-dialog';
import { useHutQuery } from '../../db/hooks/use-hut-query';
import { unitDetail } from '../../db/hut/unit-detail';
import { unitTexts as t } from '../../i18n/nb/units';
import { unitLabelCode } from '../../shared/domain/equipment';
import { sizeLabel } from './stock-filter';
import { UnitNotes } from './unit-notes';
import { UnitStateForm } from './unit-state-form';
import './unit-dialog.css';

/**
 * A unit at the counter: its label code, size and state, repair or retirement with a reason or
 * back in service, and its notes. Everything here is a counter command: it works offline and
 * reaches the server exactly once.
 */
export function UnitDialog({ unitId, onClose }: { unitId: number; onClose: () => void }) {
  const detail = useHutQuery((db, companyId) => unitDetail(db, companyId, unitId), [unitId]);
  const data = detail.state === 'ready' ? detail.data : null;
  const name = data?.product?.name ?? '';
  const size = data ? [sizeLabel(data.unit.size, data.unit.max_size), data.unit.unit] : [];
  return (
    <ModalDialog title={t.title(name, unitId)} closeLabel={t.close} onClose={onClose}>
      {detail.state !== 'ready' ? (
        <p role="status">{t.loading}</p>
      ) : !data ? (
        <p role="alert">{t.notFound}</p>
      ) : (
        <>
          <dl className="unit-facts">
            <dt>{t.label}</dt>
            <dd>{unitLabelCode(unitId)}</dd>
            <dt>{t.size}</dt>
            <dd>{size.filter(Boolean).join(' ') || '–'}</dd>
            <dt>{t.state}</dt>
            <dd>
              {t.stateOf(data.unit.status)}
              {data.unit.status_reason &&
                ` (${t.reason.toLowerCase()}: ${data.unit.status_reason})`}
            </dd>
          </dl>
          <section className="unit-state" aria-labelledby="unit-state-heading">
            <h3 id="unit-state-heading">{t.state}</h3>
            <UnitStateForm unit={data.unit} />
          </section>
          <UnitNotes unitId={unitId} notes={data.notes} />
        </>
      )}
    </ModalDialog>
  );
}
