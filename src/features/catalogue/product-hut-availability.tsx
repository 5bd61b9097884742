import { Link } from 'react-router-dom';
import type { HutRow, ProductRow } from '../../db/catalogue/catalogue-types';
import { productPageTexts as t } from '../../i18n/nb/product-page';
import { paths, withQuery } from '../../lib/paths';

type HutAvailability = ProductRow['availability'][number];

/** One hut's "Ledig x/y" of a product, and per size when the units have sizes. */
export function ProductHutAvailability({
  hut,
  availability,
  chosen,
}: {
  hut: HutRow;
  availability: HutAvailability;
  chosen: boolean;
}) {
  const sizes = availability.sizes ?? [];
  const sized = sizes.some((s) => s.size !== '');
  const headingId = `product-hut-${hut.id}`;
  const place = [hut.town, hut.municipality].filter((p, i, all) => p && all.indexOf(p) === i);
  return (
    <article
      className={chosen ? 'product-hut product-hut--chosen' : 'product-hut'}
      aria-labelledby={headingId}
    >
      <div className="product-hut__head">
        <h3 id={headingId} className="product-hut__name">
          {hut.name}
        </h3>
        {chosen && <span className="product-hut__chosen">{t.chosenHut}</span>}
      </div>
      {place.length > 0 && <p className="product-hut__place">{place.join(', ')}</p>}
      <p
        className={
          availability.available > 0
            ? 'product-card__availability'
            : 'product-card__availability product-card__availability--none'
        }
      >
        {t.available(availability.available, availability.total)}
      </p>
      {sized && (
        <table className="product-hut__sizes">
          <caption className="visually-hidden">{t.productSizes(hut.name)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.sizeColumn}</th>
              <th scope="col">{t.availableColumn}</th>
            </tr>
          </thead>
          <tbody>
            {sizes.map((s) => (
              <tr
                key={s.size}
                className={s.available === 0 ? 'product-hut__size--none' : undefined}
              >
                <th scope="row">{s.size || t.noSize}</th>
                <td>{t.available(s.available, s.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Link className="product-hut__more" to={withQuery(paths.allProducts, { bod: hut.id })}>
        {t.seeHutEquipment(hut.name)}
      </Link>
    </article>
  );
}
