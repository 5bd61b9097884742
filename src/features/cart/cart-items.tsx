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

/**
 * The units in the cart, each with Fjern, and the parts that go with it as a checklist to tick
 * while handing them over (a help at the counter; nothing is recorded until the return).
 */
export function CartItems({ lines, onRemove }: Props) {
  const columns = useMemo(
    (): DataTableColumn<CartLine>[] => [
      { id: 'name', header: t.colName, rowHeader: true, cell: (line) => line.name },
      { id: 'number', header: t.colNumber, cell: (line) => line.unit_id },
      { id: 'size', header: t.colSize, cell: (line) => sizeLabel(line.size, line.max_size) },
      {
        id: 'parts',
        header: t.colParts,
        cell: (line) =>
          line.parts.length > 0 && (
            <fieldset className="cart-parts">
              <legend className="visually-hidden">{t.partsFor(line.name, line.unit_id)}</legend>
              {line.parts.map((part) => (
                <label key={part} className="form-check cart-parts__item">
                  <input type="checkbox" />
                  {part}
                </label>
              ))}
            </fieldset>
          ),
      },
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
