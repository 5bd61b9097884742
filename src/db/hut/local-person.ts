import type { UtstyrsbodDb } from '../database';
import type { HutUserRow, PersonKey } from './hut-types';

/**
 * The person an op or a screen names on this device. A walk-in registered here is keyed by its
 * ref until the server's row arrives; after that, something still holding the ref (a pending
 * op, the selected borrower) finds the server's row by its `ref` field.
 */
export async function findLocalPerson(
  db: UtstyrsbodDb,
  key: PersonKey,
): Promise<HutUserRow | undefined> {
  const row = await db.hutUsers.get(key);
  if (row || typeof key === 'number') return row;
  return db.hutUsers.where('ref').equals(key).first();
}

/**
 * Server rows of walk-ins this device registered have arrived: their local rows (keyed by ref)
 * give way, and local loans still naming the ref name the server's id.
 */
export async function adoptWalkIns(
  db: UtstyrsbodDb,
  users: readonly { id: number; ref: string | null }[],
): Promise<void> {
  const adopted = users.flatMap((user) => (user.ref === null ? [] : [user.ref]));
  if (adopted.length === 0) return;
  // The server keeps a person's ref: only a ref still held here is a write (a delete of a row
  // that is gone would still tell every live query the table changed).
  const rows = await db.hutUsers.bulkGet(adopted);
  const held = adopted.filter((_, i) => rows[i] !== undefined);
  await Promise.all([
    held.length > 0 ? db.hutUsers.bulkDelete(held) : undefined,
    ...users.flatMap((user) =>
      user.ref === null
        ? []
        : [db.loans.where('customer_id').equals(user.ref).modify({ customer_id: user.id })],
    ),
  ]);
}
