import { syncMessages as m, syncRejectCodes as codes } from '../../../../shared/contracts/sync';
import type { SyncOpOf } from '../../../../shared/contracts/sync';
import type { OpContext } from '../context';
import { reject } from '../context';

/** A device clock further off than this is not believed for when a need was recorded. */
const MAX_CLOCK_DRIFT_MS = 5 * 60_000;
/** An offline tablet may hold a need this long before it syncs; older times are not believed. */
const MAX_OFFLINE_MS = 30 * 24 * 60 * 60_000;

/**
 * When it happened at the counter. A tablet offline for a day sends yesterday's needs today, so
 * the device's time counts (the month in the statistics is right); but a clock in the future or
 * weeks back is a wrong clock, and the server's own time is used instead.
 */
export function recordedAt(deviceTime: string, serverTime: string): string {
  const device = Date.parse(deviceTime);
  const server = Date.parse(serverTime);
  if (
    Number.isNaN(device) ||
    device > server + MAX_CLOCK_DRIFT_MS ||
    device < server - MAX_OFFLINE_MS
  )
    return serverTime;
  return new Date(device).toISOString();
}

/**
 * "Came for this, none free": a row for the statistics. A named product brings its own
 * category, so the figures can group every need by category.
 */
export async function demandRecord(
  ctx: OpContext,
  p: SyncOpOf<'demand.record'>['payload'],
): Promise<void> {
  let categoryId = p.categoryId;
  if (p.productId !== null) {
    const product = await ctx.trx
      .selectFrom('products')
      .select('category_id')
      .where('id', '=', p.productId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!product) throw reject(codes.notFound, m.productNotFound);
    categoryId = product.category_id;
  } else if (categoryId !== null) {
    const category = await ctx.trx
      .selectFrom('categories')
      .select('id')
      .where('id', '=', categoryId)
      .executeTakeFirst();
    if (!category) throw reject(codes.notFound, m.categoryNotFound);
  }
  if (categoryId === null) throw reject(codes.invalidOp, m.demandWhat);
  const taken = await ctx.trx
    .selectFrom('unmet_demands')
    .select('company_id')
    .where('id', '=', p.demandId)
    .executeTakeFirst();
  // The op id is the idempotency key; this guards the row's own id against a reused one.
  if (taken) throw reject(codes.idConflict, m.idConflict);
  await ctx.trx
    .insertInto('unmet_demands')
    .values({
      id: p.demandId,
      company_id: ctx.companyId,
      category_id: categoryId,
      product_id: p.productId,
      size: p.size,
      recorded_by: ctx.actorId,
      recorded_at: recordedAt(ctx.op.createdAt, ctx.now),
      created_at: ctx.now,
    })
    .execute();
}
