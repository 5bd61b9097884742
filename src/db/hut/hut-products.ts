import type { UtstyrsbodDb } from '../database';
import type { HutProductRow } from './hut-types';

export interface HutProductLine {
  product: HutProductRow;
  /** The hut's units of it (any state). */
  units: number;
}

/**
 * The products the hut holds units of, by name, for /endreprodukt's list: every word of the
 * search must begin a word of the name ("lang ski" finds "Langrennsski" only if both do).
 */
export async function hutProductLines(
  db: UtstyrsbodDb,
  companyId: number,
  query: string,
): Promise<HutProductLine[]> {
  const units = await db.units.filter((u) => u.company_id === companyId).toArray();
  const counts = new Map<number, number>();
  for (const unit of units) counts.set(unit.product_id, (counts.get(unit.product_id) ?? 0) + 1);
  const products = await db.hutProducts.bulkGet([...counts.keys()]);
  const words = query.toLocaleLowerCase('nb').split(/\s+/).filter(Boolean);
  const matches = (name: string) => {
    const lower = name.toLocaleLowerCase('nb');
    return words.every((w) => lower.includes(w));
  };
  return products
    .filter((p): p is HutProductRow => p !== undefined && p.deleted_at === null && matches(p.name))
    .map((product) => ({ product, units: counts.get(product.id) ?? 0 }))
    .sort((a, b) => a.product.name.localeCompare(b.product.name, 'nb'));
}
