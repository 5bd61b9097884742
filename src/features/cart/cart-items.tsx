import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import type { CartLine } from '../../db/hut/hut-queries';
import { sizeLabel } from '../stock';
import { cartTexts as t } from '../../i18n/nb/cart';

interface Props {
  lines: readonly CartLine[];
  onRemove: (line: CartLine) => void;
}

export const CART_ITEMS_HEADING = 'cart-items-heading';

/** The units in the cart, each with Fjern. */
export function CartItems({ lines, onRemove }: Props) {
  const columns = useMemo(
    (): DataTableColumn<CartLine>[] => [
      { id: 'name', header: t.colName, rowHeader: true, cell: (line) => line.name },
      { id: 'number', header: t.colNumber, cell: (line) => line.unit_id },
      { id: 'size', header: t.colSize, cell: (line) => sizeLabel(line.size, line.max_size) },
      {
        id: 'action',
        header: t.colAction,
        cell: (line) => (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            aria-label={t.removeLabel(line.name, sizeLabel(line.size, line.max_size))}
            onClick={() => onRemove(line)}
          >
            {t.remove}
          </button>
        ),
      },
    ],
    [onRemove],
  );
  return (
    <section className="cart-items" aria-labelledby={CART_ITEMS_HEADING}>
      {/* Focus lands here after Fjern, since the removed row takes its button with it. */}
      <h2 id={CART_ITEMS_HEADING} tabIndex={-1}>
        {t.itemsHeading(lines.length)}
      </h2>
      {lines.length === 0 ? (
        <p className="cart-items__empty">{t.empty}</p>
      ) : (
        <DataTable
          caption={t.itemsHeading(lines.length)}
          hideCaption
          columns={columns}
          rows={lines}
          rowKey={(line) => line.id}
          narrow
        />
      )}
    </section>
  );
}
