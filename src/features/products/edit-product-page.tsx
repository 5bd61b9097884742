import { Link, useSearchParams } from 'react-router-dom';
import { errorText } from '../../api/error-mapping';
import { AlertBanner } from '../../components/ui/alert-banner';
import { productTexts as t } from '../../i18n/nb/products';
import { paths } from '../../lib/paths';
import { useAppSelector } from '../../state/hooks';
import { selectIsHutAdmin } from '../../state/session/selectors';
import { AddUnitsForm } from './add-units-form';
import { EditProductForm } from './edit-product-form';
import { HutProductList, labelsLink } from './hut-product-list';
import { ProductUnits } from './product-units';
import { useProductForEditingQuery } from './products-api';
import { useCategories } from './use-equipment-catalogue';
import './product-form.css';

/** A product id from `?produkt=`; null for none or anything that is not one. */
function productParam(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function EditProduct({ hut, productId }: { hut: number; productId: number }) {
  const isAdmin = useAppSelector(selectIsHutAdmin);
  const categories = useCategories();
  // Fetched anew whenever the screen opens: another hut may have changed the product.
  const answer = useProductForEditingQuery({ hut, productId }, { refetchOnMountOrArgChange: true });
  if (answer.error) {
    return <AlertBanner kind="error">{errorText(answer.error, t.failed)}</AlertBanner>;
  }
  if (!answer.data || !categories) return <p role="status">{t.loading}</p>;
  const data = answer.data;
  return (
    <>
      <h2 className="product-page__name">{data.product.name}</h2>
      <p>
        <Link to={labelsLink(data.product.id)}>{t.printLabels}</Link>
      </p>
      <EditProductForm
        key={data.product.id}
        hut={hut}
        product={data.product}
        categories={categories}
        sharedEditable={data.sharedEditable}
      />
      <ProductUnits hut={hut} data={data} isAdmin={isAdmin} />
      <AddUnitsForm hut={hut} productId={data.product.id} last={data.units.at(-1)} />
    </>
  );
}

/**
 * /endreprodukt (SPEC §2): the hut's products (from the device), and for one of them the
 * product itself (network-wide) and the hut's units: size, more units, a move to another hut.
 */
export function EditProductPage() {
  const [params] = useSearchParams();
  const productId = productParam(params.get('produkt'));
  const hut = useAppSelector((s) => s.session.user?.company_id ?? null);
  return (
    <div className="page product-page">
      <h1>{t.editTitle}</h1>
      {productId !== null && <Link to={paths.editProduct}>{t.backToList}</Link>}
      {productId === null || hut === null ? (
        <HutProductList />
      ) : (
        <EditProduct key={productId} hut={hut} productId={productId} />
      )}
    </div>
  );
}
