import type { Kysely } from 'kysely';
import { recordChanges, type ChangeInput } from '../../db/change-log';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import { HttpError, forbidden, notFound } from '../../errors';
import type { UnitUpdateRequest, UnitsAddRequest } from '../../../shared/contracts/products';
import { equipmentTexts as t } from '../../../shared/texts/equipment';
import { insertUnits, storedSize } from './unit-rows';
import { lineStatus } from '../../db/sql-helpers';

const refused = (code: string, message: string) => new HttpError(422, code, message);

/**
 * The hut's unit, its row locked until the transaction ends (a no-op UPDATE, valid on both
 * dialects), so a hand-out arriving by sync at the same moment waits for the move or sees it.
 */
async function lockHutUnit(trx: Kysely<Database>, hut: number, unitId: number) {
  const unit = await trx
    .updateTable('units')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', unitId)
    .where('company_id', '=', hut)
    .returning(['id', 'product_id', 'status'])
    .executeTakeFirst();
  if (!unit) throw notFound(t.unitNotFound);
  return unit;
}

/** More units of a product the network has, at the hut. */
export async function addUnits(
  db: Kysely<Database>,
  hut: number,
  userId: number,
  productId: number,
  input: UnitsAddRequest,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom('products')
      .select('name')
      .where('id', '=', productId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!product) throw notFound(t.productNotFound);
    const ids = await insertUnits(trx, { hut, productId, userId }, input);
    return t.created(ids.length, product.name);
  });
}

/** A unit's size (a ski cut down, a helmet re-measured). */
export async function updateUnit(
  db: Kysely<Database>,
  hut: number,
  unitId: number,
  input: UnitUpdateRequest,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await lockHutUnit(trx, hut, unitId);
    await trx
      .updateTable('units')
      .set({ ...storedSize(input), updated_at: nowIso() })
      .where('id', '=', unitId)
      .execute();
    await recordChanges(trx, [
      { company_id: hut, entity: 'unit', entity_id: unitId, op: 'upsert' },
    ]);
    return t.unitSaved;
  });
}

/**
 * A unit to another hut the user is admin of, with its notes. Only from the shelf: a lent unit
 * or one in a cart stays until it is back. Both huts' tablets learn of it at their next pull
 * (the old hut's sees the unit gone).
 */
export async function moveUnit(
  db: Kysely<Database>,
  hut: number,
  user: { id: number; isNetworkAdmin: boolean },
  unitId: number,
  targetId: number,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const unit = await lockHutUnit(trx, hut, unitId);
    if (targetId === hut) throw refused('same_hut', t.sameHut);
    const target = await trx
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('id', '=', targetId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    const role = await trx
      .selectFrom('company_user')
      .select('role')
      .where('company_id', '=', targetId)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!target || (!user.isNetworkAdmin && role?.role !== 'admin')) {
      throw forbidden(t.notAdminOfTarget);
    }
    const inCart = await trx
      .selectFrom('loan_items')
      .select('id')
      .where('unit_id', '=', unitId)
      .where('status', 'in', [lineStatus('in_cart'), lineStatus('lent')])
      .executeTakeFirst();
    if (unit.status === 'lent' || inCart) throw refused('unit_not_on_shelf', t.unitNotOnShelf);
    // A retired unit may move too (a hut hands its broken skis to one that repairs them).
    const now = nowIso();
    await trx
      .updateTable('units')
      .set({ company_id: targetId, updated_at: now })
      .where('id', '=', unitId)
      .execute();
    const notes = await trx
      .updateTable('notes')
      .set({ company_id: targetId, updated_at: now })
      .where('unit_id', '=', unitId)
      .returning('id')
      .execute();
    // Gone from this hut's tablets (their next pull deletes the rows), new at the other's.
    const changes: ChangeInput[] = (
      [
        [hut, 'delete'],
        [targetId, 'upsert'],
      ] as const
    ).flatMap(([company_id, op]) => [
      { company_id, entity: 'unit', entity_id: unitId, op },
      ...notes.map((n) => ({ company_id, entity: 'note', entity_id: n.id, op })),
    ]);
    await recordChanges(trx, changes);
    return t.unitMoved(target.name);
  });
}
