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
  return (
    <section className="cart-items" aria-labelledby={CART_ITEMS_HEADING}>
      {/* Focus lands here after Fjern, since the removed row takes its button with it. */}
      <h2 id={CART_ITEMS_HEADING} tabIndex={-1}>
        {t.itemsHeading(lines.length)}
      </h2>
      {lines.length === 0 ? (
        <p className="cart-items__empty">{t.empty}</p>
      ) : (
        <div className="cart-table__wrap">
          <table className="cart-table">
            <thead>
              <tr>
                <th scope="col">{t.colName}</th>
                <th scope="col">{t.colNumber}</th>
                <th scope="col">{t.colSize}</th>
                <th scope="col">{t.colAction}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => {
                const size = sizeLabel(line.size, line.max_size);
                return (
                  <tr key={line.id}>
                    <th scope="row">{line.name}</th>
                    <td>{line.unit_id}</td>
                    <td>{size}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn--ghost btn--small"
                        aria-label={t.removeLabel(line.name, size)}
                        onClick={() => onRemove(line)}
                      >
                        {t.remove}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
