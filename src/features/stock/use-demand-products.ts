import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useCatalogueQuery } from '../../db/catalogue/catalogue-live';
import { readAllProducts } from '../../db/catalogue/catalogue-reads';
import { getDb } from '../../db/database';
import type { DemandProduct } from './demand-form';

/**
 * Every product staff may name as asked for: the network's catalogue (also what this hut has
 * none of) and the hut's own products (there even before the catalogue has been read).
 */
export function useDemandProducts(): readonly DemandProduct[] | undefined {
  const hut = useLiveQuery(() => getDb().hutProducts.toArray(), []);
  const catalogue = useCatalogueQuery(readAllProducts, []);
  return useMemo(() => {
    if (hut === undefined || catalogue === undefined) return undefined;
    const byId = new Map<number, DemandProduct>();
    for (const p of hut) {
      if (p.deleted_at === null)
        byId.set(p.id, { id: p.id, name: p.name, category_id: p.category_id });
    }
    for (const p of catalogue)
      byId.set(p.id, { id: p.id, name: p.name, category_id: p.category_id });
    return [...byId.values()];
  }, [hut, catalogue]);
}
