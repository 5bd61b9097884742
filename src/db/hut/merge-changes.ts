import type { SyncChanges, SyncDeleted, SyncTable } from '../../shared/contracts/sync-rows';

/** A person the server sent with the ref of a walk-in registered on this device. */
export interface AdoptedWalkIn {
  id: number;
  ref: string | null;
}

type RowOf<T extends SyncTable> = NonNullable<SyncChanges[T]>[number];
type Puts = { [T in SyncTable]: Map<string, RowOf<T>> };

// Every table of SyncChanges once (the Record makes a new table a type error here).
const TABLES = Object.keys({
  products: 1,
  units: 1,
  loans: 1,
  loan_items: 1,
  users: 1,
  members: 1,
  extensions: 1,
  exceptions: 1,
  notes: 1,
  reminders: 1,
  reservations: 1,
} satisfies Record<SyncTable, 1>) as SyncTable[];

const DELETABLE = Object.keys({
  products: 1,
  units: 1,
  loans: 1,
  loan_items: 1,
  users: 1,
  extensions: 1,
  exceptions: 1,
  notes: 1,
} satisfies Record<keyof SyncDeleted, 1>) as (keyof SyncDeleted)[];

function emptyPuts(): Puts {
  return Object.fromEntries(TABLES.map((t) => [t, new Map()])) as Puts;
}

function putRows<T extends SyncTable>(puts: Puts, table: T, rows: SyncChanges[T]): void {
  for (const row of rows ?? []) puts[table].set(String(row.id), row);
}

/**
 * The op results of one push as ONE set of changes that leaves the tables exactly as writing
 * each result in turn would (writeServerRows, not a pull): the last row of an id wins, a delete
 * takes out the rows written before it (a person's children with the person), a row written
 * after a delete stands. Walk-in adoptions are kept apart, since a person can be sent and then
 * deleted within the batch. One write instead of one per op keeps the sync's transaction over
 * every hut table short, and the counter's commands wait behind it (issue 12).
 */
export function mergeChanges(list: readonly SyncChanges[]): {
  changes: SyncChanges;
  adopted: AdoptedWalkIn[];
} {
  const puts = emptyPuts();
  const deleted = new Map<keyof SyncDeleted, Set<string | number>>();
  const adopted = new Map<string, AdoptedWalkIn>();
  for (const changes of list) {
    for (const key of DELETABLE) {
      const ids = changes.deleted?.[key] ?? [];
      if (ids.length === 0) continue;
      const set = deleted.get(key) ?? new Set();
      deleted.set(key, set);
      for (const id of ids) {
        set.add(id);
        puts[key].delete(String(id));
      }
      // writeServerRows deletes a deleted person's children by user_id.
      if (key === 'users') {
        const gone = new Set<number>(ids as number[]);
        for (const [id, member] of puts.members)
          if (gone.has(member.user_id)) puts.members.delete(id);
      }
    }
    for (const user of changes.users ?? []) {
      if (user.ref !== null) adopted.set(user.ref, { id: user.id, ref: user.ref });
    }
    for (const table of TABLES) putRows(puts, table, changes[table]);
  }
  const merged: Record<string, unknown> = {};
  for (const table of TABLES) if (puts[table].size > 0) merged[table] = [...puts[table].values()];
  if (deleted.size > 0) {
    merged.deleted = Object.fromEntries([...deleted].map(([key, ids]) => [key, [...ids]]));
  }
  return { changes: merged as SyncChanges, adopted: [...adopted.values()] };
}
