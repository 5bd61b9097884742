import type { SyncChanges, SyncMember, SyncUnit, SyncUser } from '../../shared/contracts/sync-rows';
import { UtstyrsbodDb } from '../database';
import type { ReservationRow } from './hut-types';

/** A small hut (id 10) for unit tests of commands and sync: rows as a full pull sends them. */
export const HUT = 10;
export const STAFF = 7;

const stamp = '2026-11-20T08:00:00.000Z';

export function user(id: number, name: string, extra: Partial<SyncUser> = {}): SyncUser {
  return {
    id,
    name,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.no`,
    phone: null,
    ref: null,
    status: 'active',
    role: 'borrower',
    isVerified: true,
    isFlagged: false,
    flaggedBy: null,
    flag_reason: null,
    notes: null,
    ...extra,
  };
}

/** A child (member) of one of the hut's people, as a pull sends it. */
export function child(id: string, userId: number, name: string): SyncMember {
  return { id, user_id: userId, name, height: null, shoe_size: null, helmet_size: null };
}

export function unit(id: number, productId: number, extra: Partial<SyncUnit> = {}): SyncUnit {
  return {
    id,
    product_id: productId,
    company_id: HUT,
    size: null,
    max_size: null,
    unit: null,
    status_reason: null,
    type: null,
    image: null,
    status: 'available',
    updated_at: stamp,
    ...extra,
  };
}

export const hutSnapshot: SyncChanges = {
  products: [
    {
      id: 1,
      name: 'Sykkel',
      category_id: 3,
      image: null,
      description: null,
      deleted_at: null,
      parts: [],
    },
    {
      id: 2,
      name: 'Ski',
      category_id: 8,
      image: null,
      description: null,
      deleted_at: null,
      parts: [],
    },
  ],
  units: [
    unit(101, 1, { size: '20' }),
    unit(102, 1, { size: '24' }),
    unit(103, 1),
    unit(201, 2, { size: '120', max_size: '130' }),
    unit(202, 2, { status: 'retired' }),
  ],
  users: [
    user(STAFF, 'Ansatt', { role: 'staff' }),
    user(20, 'Familie Hansen'),
    user(21, 'Ny Bruker', { isVerified: false, status: 'pending' }),
    user(22, 'Flagget Bruker', {
      isFlagged: true,
      flaggedBy: STAFF,
      flag_reason: 'Skylder utstyr',
    }),
    user(23, 'Familie Olsen'),
  ],
};

export const opened: UtstyrsbodDb[] = [];

export function freshDb(): UtstyrsbodDb {
  const db = new UtstyrsbodDb(`test-${Math.random().toString(36).slice(2)}`);
  opened.push(db);
  return db;
}

export async function closeDbs(): Promise<void> {
  for (const db of opened.splice(0)) await db.delete();
}

/** A database holding the hut's snapshot, with staff member STAFF signed in at HUT. */
export async function seededDb(): Promise<UtstyrsbodDb> {
  const db = freshDb();
  await seedHut(db);
  return db;
}

/** Puts the hut's snapshot into `db` and signs STAFF in at HUT. */
export async function seedHut(db: UtstyrsbodDb): Promise<void> {
  await db.transaction(
    'rw',
    [db.hutProducts, db.units, db.hutUsers, db.session, db.syncState],
    async () => {
      await db.hutProducts.bulkPut(hutSnapshot.products ?? []);
      await db.units.bulkPut(hutSnapshot.units ?? []);
      await db.hutUsers.bulkPut(hutSnapshot.users ?? []);
      await db.session.put({ id: 'session', userId: STAFF, companyId: HUT, updatedAt: stamp });
      await db.syncState.put({
        companyId: HUT,
        cursor: 5,
        lastPullAt: stamp,
        lastPushAt: null,
        lastError: null,
        paused: null,
      });
    },
  );
}

/** Familie Olsen (23) has booked one Sykkel (product 1) in size 20 for `pickupDate`. */
export function olsensBooking(
  id: string,
  pickupDate: string,
  extra: Partial<ReservationRow> = {},
): ReservationRow {
  return {
    id,
    company_id: HUT,
    product_id: 1,
    size: '20',
    quantity: 1,
    pickup_date: pickupDate,
    status: 'active',
    user_id: 23,
    user_name: 'Familie Olsen',
    user_phone: '40000023',
    loan_id: null,
    created_at: '2026-11-10T10:00:00.000Z',
    updated_at: '2026-11-10T10:00:00.000Z',
    ...extra,
  };
}

/** The seeded hut with these bookings. */
export async function withReservations(...rows: ReservationRow[]): Promise<UtstyrsbodDb> {
  const db = await seededDb();
  await db.reservations.bulkPut(rows);
  return db;
}
