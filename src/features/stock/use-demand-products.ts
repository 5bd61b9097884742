import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../../db/database';
import type { DemandProduct } from './demand-form';

/**
 * Every product staff may name as asked for: the network's catalogue (also what this hut has
 * none of) and the hut's own products (there even before the catalogue has been read).
 */
export function useDemandProducts(): readonly DemandProduct[] | undefined {
  return useLiveQuery(async () => {
    const db = getDb();
    const [catalogue, hut] = await Promise.all([db.products.toArray(), db.hutProducts.toArray()]);
    const byId = new Map<number, DemandProduct>();
    for (const p of hut) {
      if (p.deleted_at === null)
        byId.set(p.id, { id: p.id, name: p.name, category_id: p.category_id });
    }
    for (const p of catalogue)
      byId.set(p.id, { id: p.id, name: p.name, category_id: p.category_id });
    return [...byId.values()];
  }, []);
}
