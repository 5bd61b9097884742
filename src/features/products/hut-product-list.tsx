import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { SearchForm } from '../../components/ui/search-form';
import { useHutQuery } from '../../db/hooks/use-hut-query';
import { hutProductLines, type HutProductLine } from '../../db/hut/hut-products';
import { productTexts as t } from '../../i18n/nb/products';
import { paths, withQuery } from '../../lib/paths';

export const editLink = (productId: number) => withQuery(paths.editProduct, { produkt: productId });
export const labelsLink = (productId: number) => withQuery(paths.labels, { produkt: productId });

/** /endreprodukt without a product: the hut's products from the device, searched by name. */
export function HutProductList() {
  const [query, setQuery] = useState('');
  const lines = useHutQuery((db, companyId) => hutProductLines(db, companyId, query), [query]);
  const columns = useMemo(
    (): DataTableColumn<HutProductLine>[] => [
      {
        id: 'name',
        header: t.product,
        rowHeader: true,
        cell: (line) => <Link to={editLink(line.product.id)}>{line.product.name}</Link>,
      },
      { id: 'units', header: t.units, cell: (line) => t.unitCount(line.units) },
    ],
    [],
  );
  return (
    <>
      <p>{t.editIntro}</p>
      <p>
        <Link to={paths.labels}>{t.labelsForHut}</Link>
      </p>
      <SearchForm label={t.searchLabel} submitLabel={t.search} onSearch={setQuery} />
      {lines.state !== 'ready' ? (
        <p role="status">{t.loading}</p>
      ) : lines.data.length === 0 ? (
        <p role="status">{query ? t.noMatch : t.noProducts}</p>
      ) : (
        <DataTable
          caption={t.editTitle}
          hideCaption
          narrow
          columns={columns}
          rows={lines.data}
          rowKey={(line) => line.product.id}
        />
      )}
    </>
  );
}
