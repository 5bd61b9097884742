import { useMemo, useState } from 'react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { productTexts as t } from '../../i18n/nb/products';
import type { EditableUnit, ProductEditResponse } from '../../shared/contracts/products';
import { sizeLabel } from '../stock';
import { MoveUnitDialog } from './move-unit-dialog';
import { UnitSizeDialog } from './unit-size-dialog';

type Open = { kind: 'size' | 'move'; unit: EditableUnit } | null;

const sizeCell = (unit: EditableUnit) =>
  [sizeLabel(unit.size, unit.max_size), unit.unit].filter(Boolean).join(' ');

/** The hut's units of the product: label code, size, state and notes; size and move per unit. */
export function ProductUnits(props: { hut: number; data: ProductEditResponse; isAdmin: boolean }) {
  const { hut, data, isAdmin } = props;
  const [open, setOpen] = useState<Open>(null);
  const [message, setMessage] = useState<string | null>(null);
  const canMove = isAdmin && data.moveTargets.length > 0;
  const done = (text: string) => {
    setOpen(null);
    setMessage(text);
  };

  const columns = useMemo((): DataTableColumn<EditableUnit>[] => {
    const list: DataTableColumn<EditableUnit>[] = [
      { id: 'label', header: t.columns.label, rowHeader: true, cell: (u) => u.label },
      { id: 'size', header: t.columns.size, cell: sizeCell },
      { id: 'status', header: t.columns.status, cell: (u) => t.statusOf(u.status) },
      {
        id: 'notes',
        header: t.columns.notes,
        cell: (u) => (u.notes.length ? u.notes.map((n) => n.text).join(' · ') : t.noNotes),
      },
      {
        id: 'actions',
        header: <span className="visually-hidden">{t.changeSize}</span>,
        cell: (u) => (
          <div className="product-units__actions">
            <button
              type="button"
              className="btn btn--ghost"
              aria-label={t.changeSizeFor(u.label)}
              onClick={() => setOpen({ kind: 'size', unit: u })}
            >
              {t.changeSize}
            </button>
            {canMove && (
              <button
                type="button"
                className="btn btn--ghost"
                aria-label={t.moveTitle(u.label)}
                disabled={u.status === 'lent'}
                onClick={() => setOpen({ kind: 'move', unit: u })}
              >
                {t.move}
              </button>
            )}
          </div>
        ),
      },
    ];
    return list;
  }, [canMove]);

  return (
    <section className="product-units" aria-labelledby="product-units-title">
      <h2 id="product-units-title">{t.unitsTitle}</h2>
      {message && (
        <AlertBanner kind="success" onClose={() => setMessage(null)}>
          {message}
        </AlertBanner>
      )}
      <DataTable
        caption={t.unitsCaption(data.product.name)}
        hideCaption
        columns={columns}
        rows={data.units}
        rowKey={(u) => u.id}
      />
      {open?.kind === 'size' && (
        <UnitSizeDialog hut={hut} unit={open.unit} onClose={() => setOpen(null)} onSaved={done} />
      )}
      {open?.kind === 'move' && (
        <MoveUnitDialog
          hut={hut}
          unit={open.unit}
          targets={data.moveTargets}
          onClose={() => setOpen(null)}
          onMoved={done}
        />
      )}
    </section>
  );
}
