import type { SyncModel } from './sync-model';
import type { FaultServer } from './sync-model-world';
import { newUuidV7 } from '../../src/server/services/sync/ids';

/**
 * The month-long scenario's hut (sync-month.test.ts): busier than a fault-injection run's, with
 * the same rows loaded into the reference model. Three products: two with many units, and one
 * scarce (a few units) that families book, so hand-outs at the counter break bookings.
 */
export interface MonthHut {
  id: number;
  /** Borrowers with accounts (active, verified), by server id. */
  borrowers: number[];
  /** Units per product, the scarce product last. */
  units: number[][];
  products: number[];
}

const BORROWERS = 24;
const UNITS_PER_PRODUCT = [160, 160, 6] as const;

export async function createMonthHut(server: FaultServer, model: SyncModel): Promise<MonthHut> {
  const db = server.db;
  const now = new Date().toISOString();
  const company = await db
    .insertInto('companies')
    .values({
      name: `Månedsbod ${Date.now()}`,
      status: 'active',
      address: null,
      county: 'Testfylke',
      municipality: 'Testkommune',
      town: 'Teststed',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const hut: MonthHut = { id: company.id, borrowers: [], units: [], products: [] };
  for (const staffId of server.staffIds) {
    await db
      .insertInto('company_user')
      .values({ company_id: hut.id, user_id: staffId, role: 'staff', created_at: now })
      .execute();
  }
  for (let i = 0; i < BORROWERS; i++) {
    const email = `familie${i}-${hut.id}@maaned.test`;
    const id = await server.insertUser(email, { status: 'active', verified: true });
    await db
      .insertInto('company_user')
      .values({ company_id: hut.id, user_id: id, role: 'borrower', created_at: now })
      .execute();
    hut.borrowers.push(id);
    model.emails.set(id, email);
    model.users.set(id, { id, huts: [hut.id], verified: true, status: 'active', flags: {} });
  }
  const products = await db
    .selectFrom('products')
    .select('id')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(UNITS_PER_PRODUCT.length)
    .execute();
  for (const [p, count] of UNITS_PER_PRODUCT.entries()) {
    const product = products[p]?.id;
    if (product === undefined) throw new Error('seed: too few products');
    hut.products.push(product);
    const rows = await db
      .insertInto('units')
      .values(
        Array.from({ length: count }, () => ({
          product_id: product,
          company_id: hut.id,
          size: null,
          max_size: null,
          unit: null,
          type: null,
          image: null,
          status: 'available' as const,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    hut.units.push(ids);
    for (const id of ids) {
      model.units.set(id, { id, company: hut.id, product, status: 'available', reason: null });
    }
  }
  return hut;
}

/** A family books online (reservations/book.ts writes the same row): in the database and model. */
export async function bookOnline(
  server: FaultServer,
  model: SyncModel,
  hut: MonthHut,
  booking: { user: number; product: number; quantity: number; pickupDate: string },
): Promise<string> {
  const createdAt = new Date().toISOString();
  const id = newUuidV7(Date.now());
  await server.db
    .insertInto('reservations')
    .values({
      id,
      company_id: hut.id,
      product_id: booking.product,
      size: null,
      quantity: booking.quantity,
      pickup_date: booking.pickupDate,
      user_id: booking.user,
      status: 'active',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  const email = model.emails.get(booking.user) ?? '';
  model.reservations.set(id, {
    id,
    company: hut.id,
    user: booking.user,
    userName: email.split('@')[0] ?? email,
    product: booking.product,
    quantity: booking.quantity,
    pickupDate: booking.pickupDate,
    createdAt,
    status: 'active',
    loan: null,
  });
  return id;
}
