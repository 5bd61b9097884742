import type { HutRow } from '../../db/catalogue/catalogue-types';
import { LoadingSkeleton } from './catalogue-status';
import { PaginationBar } from './pagination-bar';
import { ProductGrid } from './product-card';
import type { ScopedPage } from './use-products';
import './pagination-bar.css';

/** The cards and pagination of a product page; a skeleton until the first read. */
export function ProductResults({
  result,
  huts,
  onPage,
}: {
  result: ScopedPage | undefined;
  huts: readonly HutRow[];
  onPage: (page: number) => void;
}) {
  if (!result) return <LoadingSkeleton />;
  return (
    <>
      <ProductGrid
        products={result.data}
        hut={huts.find((h) => h.id === result.hutId) ?? null}
        busy={!result.current}
      />
      {result.meta.last_page > 1 && (
        <PaginationBar
          current={result.meta.current_page}
          last={result.meta.last_page}
          onPage={onPage}
        />
      )}
    </>
  );
}
