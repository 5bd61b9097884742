import { Link } from 'react-router-dom';
import { availabilityFor } from '../../db/catalogue/catalogue-queries';
import { productPath } from '../../lib/paths';
import type { HutRow, ProductRow } from '../../db/catalogue/catalogue-types';
import { ImageOrPlaceholder } from './image-or-placeholder';
import { catalogueTexts as t } from '../../i18n/nb/catalogue';
import './catalogue-cards.css';

export function ProductCard({ product, hut }: { product: ProductRow; hut: HutRow | null }) {
  const { available, total } = availabilityFor(product, hut?.id ?? null);
  return (
    <article className="product-card">
      <ImageOrPlaceholder src={product.image} alt="" className="product-card__image" />
      <div className="product-card__body">
        <h3 className="product-card__name">
          {/* The whole card opens the product page (the link's area is stretched over it). */}
          <Link className="product-card__link" to={productPath(product.id, hut?.id ?? null)}>
            {product.name}
          </Link>
        </h3>
        <p className="product-card__hut">{hut ? hut.name : t.noHutChosen}</p>
        <p
          className={
            available > 0
              ? 'product-card__availability'
              : 'product-card__availability product-card__availability--none'
          }
        >
          {t.available(available, total)}
        </p>
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  hut,
  busy = false,
}: {
  products: ProductRow[];
  hut: HutRow | null;
  /** True while a newer filter is being read and these cards are the previous result. */
  busy?: boolean;
}) {
  if (products.length === 0) return <p className="catalogue-empty">{t.noProducts}</p>;
  return (
    <ul className="product-grid" role="list" aria-busy={busy}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} hut={hut} />
        </li>
      ))}
    </ul>
  );
}
