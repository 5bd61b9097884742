import type { Kysely } from 'kysely';
import { recordChanges, type ChangeInput } from '../../db/change-log';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import { readSizeNumber, isNumericUnit, type SizeUnit } from '../../../shared/domain/equipment';
import { newUuidV7 } from '../sync/ids';

export interface SizeInput {
  unit: SizeUnit | null;
  size: string | null;
  maxSize: string | null;
}

/**
 * A size as stored: numbers in one form ("37,5" → "37.5", "0120" → "120") so the stock search
 * and the catalogue compare them as numbers; no size at all when the product has none.
 */
export function storedSize(input: SizeInput) {
  const unit = input.unit;
  if (unit === null) return { unit: null, size: null, max_size: null };
  const clean = (text: string | null) => {
    const trimmed = text?.trim() ?? '';
    if (trimmed === '') return null;
    if (!isNumericUnit(unit)) return trimmed;
    const number = readSizeNumber(trimmed);
    return number === null ? trimmed : String(number);
  };
  const size = clean(input.size);
  const max = clean(input.maxSize);
  return { unit, size, max_size: max === size ? null : max };
}

/**
 * New units of a product at a hut, with one note per unit where given, and their change-log
 * rows (so tablets pull them and the catalogue shows them). Inside the caller's transaction.
 */
export async function insertUnits(
  trx: Kysely<Database>,
  place: { hut: number; productId: number; userId: number },
  input: SizeInput & { quantity: number; notes: readonly string[] },
): Promise<number[]> {
  const now = nowIso();
  const size = storedSize(input);
  const ids: number[] = [];
  for (let i = 0; i < input.quantity; i++) {
    const row = await trx
      .insertInto('units')
      .values({
        product_id: place.productId,
        company_id: place.hut,
        ...size,
        type: null,
        image: null,
        status: 'available',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const changes: ChangeInput[] = ids.map((id) => ({
    company_id: place.hut,
    entity: 'unit',
    entity_id: id,
    op: 'upsert',
  }));
  for (const [i, text] of input.notes.entries()) {
    const unitId = ids[i];
    if (unitId === undefined || text === '') continue;
    const id = newUuidV7();
    await trx
      .insertInto('notes')
      .values({
        id,
        company_id: place.hut,
        unit_id: unitId,
        text,
        created_by: place.userId,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute();
    changes.push({ company_id: place.hut, entity: 'note', entity_id: id, op: 'upsert' });
  }
  await recordChanges(trx, changes);
  return ids;
}
