import { sql } from 'kysely';
import type { LoanRow, UnitRow } from '../../../db/schema';
import { handOutServes, unservedReservations } from '../../../../shared/domain/reservations';
import { dayStock } from '../../reservations/availability';
import { loadReservations } from '../../reservations/sync-rows';
import type { OpContext } from '../context';
import { raiseException } from '../loan-store';

/**
 * What a hand-out does to the hut's reservations, in its transaction. The borrower's own
 * reservations it serves (a unit of the product, and of the size when one was asked for, going
 * out for the pickup day) are picked up with this loan. Then, for each day of the loan, a
 * reservation of someone else that the remaining units can no longer serve becomes an Avvik
 * naming it, so staff can call that family: the hand-out itself always stands (the counter's
 * truth), offline too.
 */
// The counter batch leaves a hand-out to this function whenever the query below would find a
// booking (counter-batch-plan.ts: planHandOut); a change to that query is made there too.
export async function settleReservations(
  ctx: OpContext,
  loan: LoanRow,
  units: readonly UnitRow[],
  loanDate: string,
  dueDate: string,
): Promise<void> {
  const products = [...new Set(units.map((u) => u.product_id))];
  if (products.length === 0) return;
  // The hut's booking lock is held (loan-hand-out.ts takes it first): a booking or another
  // hand-out at the same moment is counted after this hand-out, or this hand-out after it.
  const active = await ctx.trx
    .selectFrom('reservations')
    .selectAll()
    .where('company_id', '=', ctx.companyId)
    .where('product_id', 'in', products)
    .where('status', '=', 'active')
    .where('pickup_date', '>=', loanDate)
    .where('pickup_date', '<=', dueDate)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (active.length === 0) return;

  const served = active.filter((r) =>
    handOutServes(r, { customerId: loan.customer_id, loanDate, dueDate }, units),
  );
  const changed = served.map((r) => r.id);
  if (served.length > 0)
    await ctx.trx
      .updateTable('reservations')
      .set({ status: 'picked_up', loan_id: loan.id, updated_at: ctx.now })
      .where('id', 'in', changed)
      .execute();

  const others = active.filter((r) => !changed.includes(r.id));
  const days = new Map<string, typeof others>();
  for (const r of others) {
    const key = `${String(r.product_id)}|${r.pickup_date}`;
    days.set(key, [...(days.get(key) ?? []), r]);
  }
  for (const holds of days.values()) {
    const first = holds[0];
    if (!first) continue;
    const stock = await dayStock(ctx.trx, ctx.companyId, first.product_id, first.pickup_date);
    const units = new Map([...stock.sizes].map(([size, s]) => [size, s.units]));
    for (const id of unservedReservations(units, holds)) {
      const r = holds.find((h) => h.id === id);
      if (!r || (await alreadyRaised(ctx, r.id))) continue;
      const by = await ctx.trx
        .selectFrom('users')
        .select(['name', 'phone'])
        .where('id', '=', r.user_id)
        .executeTakeFirst();
      await raiseException(ctx, 'reservation_broken', {
        reservationId: r.id,
        loanId: loan.id,
        productId: r.product_id,
        size: r.size,
        quantity: r.quantity,
        pickupDate: r.pickup_date,
        reservedById: r.user_id,
        reservedByName: by?.name ?? null,
        reservedByPhone: by?.phone ?? null,
      });
    }
  }

  if (changed.length === 0) return;
  // Put in the op's result and the change log: every tablet of the hut learns it was picked up.
  const only = ctx.trx.selectFrom('reservations').select('id').where('id', 'in', changed);
  for (const row of await loadReservations(ctx.trx, ctx.companyId, loanDate, only))
    ctx.out.put('reservations', row);
}

/** One Avvik per reservation: a second hand-out that deepens the shortage adds nothing. */
async function alreadyRaised(ctx: OpContext, reservationId: string): Promise<boolean> {
  const row = await ctx.trx
    .selectFrom('sync_exceptions')
    .select('id')
    .where('company_id', '=', ctx.companyId)
    .where('kind', '=', 'reservation_broken')
    .where(sql<string>`details_json`, 'like', `%"reservationId":"${reservationId}"%`)
    .executeTakeFirst();
  return row !== undefined;
}
