import type { UtstyrsbodDb } from '../database';
import type { HutProductRow, NoteRow, UnitRow } from './hut-types';

export interface UnitDetail {
  unit: UnitRow;
  product: HutProductRow | undefined;
  /** Notes not deleted, oldest first. */
  notes: NoteRow[];
}

/** One unit of the hut with its product and its notes, for the counter's unit dialog. */
export async function unitDetail(
  db: UtstyrsbodDb,
  companyId: number,
  unitId: number,
): Promise<UnitDetail | null> {
  const unit = await db.units.get(unitId);
  if (unit?.company_id !== companyId) return null;
  const [product, notes] = await Promise.all([
    db.hutProducts.get(unit.product_id),
    db.notes.where('unit_id').equals(unitId).toArray(),
  ]);
  return {
    unit,
    product,
    notes: notes
      .filter((n) => n.deleted_at === null && n.company_id === companyId)
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id)),
  };
}
