import { ON_SHELF_UNIT_STATUSES } from '../../../../shared/domain/shelf';
import type { ExpressionBuilder } from 'kysely';
import type { Database, UnitRow } from '../../../db/schema';
import type { OpContext } from '../context';
import { lentLineOfUnit, unitLock } from '../loan-store';
import { toSyncUnit } from '../rows';

/** A unit of the cart, locked (lockUnit), with what its hand-out checks besides its status. */
export interface LockedUnit {
  row: UnitRow;
  /** Put out by the lock itself (takeUnit): it was on the shelf and its product is not deleted. */
  takenOut: boolean;
  productDeleted: boolean;
  /** A lent line of it on another loan: that loan has ended at the counter. */
  lentElsewhere: boolean;
}

/**
 * Locks the unit, and when it is on the shelf and its product not deleted (nearly always)
 * marks it lent in the same statement; otherwise only locks it (lockUnitForHandOut), for the
 * Avvik the hand-out raises for it (loan-hand-out.ts: handOutItem).
 */
export async function takeUnit(
  ctx: OpContext,
  unitId: number,
  loanId: string,
): Promise<LockedUnit | undefined> {
  const taken = await ctx.trx
    .updateTable('units')
    .set({ status: 'lent', updated_at: ctx.now })
    .where('id', '=', unitId)
    .where('status', 'in', ON_SHELF_UNIT_STATUSES)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('products')
            .select('products.id')
            .whereRef('products.id', '=', 'units.product_id')
            .where('products.deleted_at', 'is not', null),
        ),
      ),
    )
    .returningAll()
    .returning((eb) => lentLineOfUnit(eb, loanId).as('lent_elsewhere'))
    .executeTakeFirst();
  if (!taken) return lockUnitForHandOut(ctx, unitId, loanId);
  const { lent_elsewhere, ...row } = taken;
  ctx.out.put('units', toSyncUnit(row));
  return { row, takenOut: true, productDeleted: false, lentElsewhere: Boolean(lent_elsewhere) };
}

async function lockUnitForHandOut(
  ctx: OpContext,
  unitId: number,
  loanId: string,
): Promise<LockedUnit | undefined> {
  const found = await unitLock(ctx, unitId)
    .returning((eb) => handOutChecks(eb, loanId))
    .executeTakeFirst();
  if (!found) return undefined;
  const { product_deleted_at, lent_elsewhere, ...row } = found;
  // PostgreSQL answers EXISTS with a boolean, SQLite with 1 or 0.
  return {
    row,
    takenOut: false,
    productDeleted: product_deleted_at != null,
    lentElsewhere: Boolean(lent_elsewhere),
  };
}

/**
 * What a hand-out checks on a unit besides its status: its product deleted, a lent line of it
 * on another loan than `loanId` (any loan when none is given). Also read by the counter batch
 * (counter-batch-reads.ts), which must decide as this file does.
 */
export function handOutChecks(eb: ExpressionBuilder<Database, 'units'>, loanId?: string) {
  return [
    eb
      .selectFrom('products')
      .select('deleted_at')
      .whereRef('products.id', '=', 'units.product_id')
      .as('product_deleted_at'),
    lentLineOfUnit(eb, loanId).as('lent_elsewhere'),
  ] as const;
}
