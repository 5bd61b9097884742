import type { Kysely } from 'kysely';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import { ON_SHELF_UNIT_STATUSES } from '../../../shared/domain/shelf';
import { unitSizeName } from '../../../shared/domain/reservations';
import { lineStatus } from '../../db/sql-helpers';

/**
 * Per size (null: units without one) the units there on a day, and what is reserved for it. A
 * size is named as the catalogue shows it ("30 EU", "120–150 cm"): what the family chose from.
 */
export interface DayStock {
  sizes: Map<string | null, { units: number; reserved: number }>;
  /** Reserved as "any size". */
  anySize: number;
}

/**
 * A product's stock at a hut on a pickup day, counted by the database: units on the shelf
 * (not in repair, not retired) that are not out on that day (lent and due back that day or
 * later), and what is held for the day: active reservations and waiting-list offers.
 */
export async function dayStock(
  db: Kysely<Database>,
  hut: number,
  productId: number,
  date: string,
): Promise<DayStock> {
  const units = await db
    .selectFrom('units as u')
    .select(['u.size', 'u.max_size', 'u.unit', (eb) => eb.fn.countAll<number>().as('units')])
    .where('u.company_id', '=', hut)
    .where('u.product_id', '=', productId)
    .where('u.status', 'in', ON_SHELF_UNIT_STATUSES)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('loan_items as li')
            .select('li.id')
            .whereRef('li.unit_id', '=', 'u.id')
            .where('li.status', '=', lineStatus('lent'))
            .where('li.expected_return_date', '>=', date),
        ),
      ),
    )
    .groupBy(['u.size', 'u.max_size', 'u.unit'])
    .execute();
  const reserved = await db
    .selectFrom('reservations')
    .select(['size', (eb) => eb.fn.sum<number>('quantity').as('quantity')])
    .where('company_id', '=', hut)
    .where('product_id', '=', productId)
    .where('pickup_date', '=', date)
    .where('status', '=', 'active')
    .groupBy('size')
    .execute();
  // Units freed and offered to the first in a waiting list are held for them until the deadline.
  const offered = await db
    .selectFrom('reservation_waitlist')
    .select(['size', (eb) => eb.fn.sum<number>('quantity').as('quantity')])
    .where('company_id', '=', hut)
    .where('product_id', '=', productId)
    .where('pickup_date', '=', date)
    .where('status', '=', 'offered')
    .where('offered_until', '>', nowIso())
    .groupBy('size')
    .execute();
  const sizes = new Map<string | null, { units: number; reserved: number }>();
  for (const u of units) {
    const name = unitSizeName(u);
    const entry = sizes.get(name) ?? { units: 0, reserved: 0 };
    entry.units += Number(u.units);
    sizes.set(name, entry);
  }
  let anySize = 0;
  for (const r of [...reserved, ...offered]) {
    if (r.size === null) {
      anySize += Number(r.quantity);
      continue;
    }
    const entry = sizes.get(r.size) ?? { units: 0, reserved: 0 };
    entry.reserved += Number(r.quantity);
    sizes.set(r.size, entry);
  }
  return { sizes, anySize };
}

/**
 * What one more reservation may take: of a size, what that size has left and the whole has
 * left after every reservation (an "any size" one may be served by any size); of any size, what
 * the whole has left.
 */
export function freeOf(stock: DayStock, size: string | null): number {
  let units = 0;
  let reserved = stock.anySize;
  for (const s of stock.sizes.values()) {
    units += s.units;
    reserved += s.reserved;
  }
  const whole = Math.max(0, units - reserved);
  if (size === null) return whole;
  const own = stock.sizes.get(size);
  return own ? Math.min(whole, Math.max(0, own.units - own.reserved)) : 0;
}
