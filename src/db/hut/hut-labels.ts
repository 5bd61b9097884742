import { unitLabelCode } from '../../shared/domain/equipment';
import type { UtstyrsbodDb } from '../database';

export interface UnitLabel {
  unitId: number;
  code: string;
  product: string;
  size: string | null;
  maxSize: string | null;
  unit: string | null;
}

/**
 * The labels to print: the hut's units (of one product, or all), retired ones left out, by
 * product name and unit number. Read from the device, so labels print offline too.
 */
export async function hutUnitLabels(
  db: UtstyrsbodDb,
  companyId: number,
  productId: number | null,
): Promise<UnitLabel[]> {
  const units = await db.units
    .filter(
      (u) =>
        u.company_id === companyId &&
        u.status !== 'retired' &&
        (productId === null || u.product_id === productId),
    )
    .toArray();
  const products = new Map(
    (await db.hutProducts.bulkGet([...new Set(units.map((u) => u.product_id))]))
      .filter((p) => p !== undefined)
      .map((p) => [p.id, p.name]),
  );
  return units
    .map((u) => ({
      unitId: u.id,
      code: unitLabelCode(u.id),
      product: products.get(u.product_id) ?? '',
      size: u.size,
      maxSize: u.max_size,
      unit: u.unit,
    }))
    .sort((a, b) => a.product.localeCompare(b.product, 'nb') || a.unitId - b.unitId);
}
