/**
 * The one order in which a transaction of the counter (a push, an op through a staff route) and
 * of the bookings (reservations/) takes row locks. Rows are locked by a no-op UPDATE (valid on
 * both dialects, unlike SELECT … FOR UPDATE; loan-store.ts) or by the write itself, and held to
 * commit. Two transactions that take their locks in one order never wait for each other in a
 * cycle; PostgreSQL would find the cycle only after a second (deadlock_timeout) and the push
 * would go again (db-errors.ts), which the counter feels. SQLite runs one writer at a time.
 *
 * Each op's handler follows it, and so does the counter batch (counter-batch.ts). A batch of
 * several ops cannot (its second op may name a person after its first locked a unit), so the
 * one lock that must come before all others, the hut's, is taken for the whole batch before its
 * first op (ops/index.ts: lockBeforeOps). tests/server/sync-lock-order.test.ts records the
 * statements of every op type, of a batch and of a booking against a real database and checks
 * them against this list.
 *
 * Within a level, the rows one op takes are locked by id (a hand-out's units, the two people of
 * a merge), or in one statement. Rows not named here (a loan's lines, a unit's notes, a person's
 * role at a hut) are written only under a lock named here, or alone.
 */
export const LOCK_ORDER = [
  /**
   * The hut's booking row (hut_settings): the first statement of every transaction that decides
   * what the hut promises (a booking, a place in line, an offer: reservations/rules.ts lockHut)
   * and of every hand-out (lockHutForHandOut), which must see each booking whole.
   */
  'hut',
  /** An Avvik entry being resolved (sync_exceptions, ops/exception-resolve.ts). */
  'exception',
  /**
   * People (users): the customer a cart names, followed through merges (hut-users.ts), the
   * person activated, the two records of a merge (person-merge.ts) before anything is moved.
   */
  'person',
  /** A draft loan, a cart (loans): filled, emptied, saved or opened by its hand-out. */
  'cart',
  /** Units (units), by id: a hand-out's, a return's, a unit's status or notes. */
  'unit',
  /**
   * A loan handed out (loans): returned, extended, or closed when a hand-out finds its unit.
   * After the units, as a return takes its unit first: nothing returns from a cart, so the
   * cart's level may come before the units and the loan's after them.
   */
  'loan',
  /** Bookings and places in line (reservations, reservation_waitlist): settled or cancelled. */
  'booking',
  /**
   * The change log's lock row (change_log_lock), last: held from the change-log entries to
   * commit, it makes every writer of the network wait (src/server/db/change-log.ts).
   */
  'changeLog',
] as const;

export type LockLevel = (typeof LOCK_ORDER)[number];

/** The tables whose rows each level locks (a loan is a cart while it is a draft). */
export const LOCK_TABLES = {
  hut: ['hut_settings'],
  exception: ['sync_exceptions'],
  person: ['users'],
  cart: ['loans'],
  unit: ['units'],
  loan: ['loans'],
  booking: ['reservations', 'reservation_waitlist'],
  changeLog: ['change_log_lock'],
} as const satisfies Record<LockLevel, readonly string[]>;

/** One lock a transaction took: its level and which row (`?` when the statement does not say). */
export interface TakenLock {
  level: LockLevel;
  row: string;
}

/** A lock taken after one later in the order than itself. */
export interface LockOrderBreach {
  index: number;
  taken: TakenLock;
  after: TakenLock;
}

const rank = (level: LockLevel): number => LOCK_ORDER.indexOf(level);

/**
 * The first lock of a transaction's sequence that breaks the order: a new row of a level before
 * that of a row already held. A row held before may be written again at any time (it is held).
 * A statement that does not say which row (`?`) counts as held when its level already is.
 */
export function lockOrderBreach(locks: readonly TakenLock[]): LockOrderBreach | undefined {
  const held = new Set<string>();
  let highest: TakenLock | undefined;
  for (const [index, taken] of locks.entries()) {
    const key = `${taken.level}:${taken.row}`;
    const again =
      held.has(key) ||
      (taken.row === '?' && locks.slice(0, index).some((l) => l.level === taken.level));
    if (!again && highest && rank(taken.level) < rank(highest.level)) {
      return { index, taken, after: highest };
    }
    held.add(key);
    if (!highest || rank(taken.level) > rank(highest.level)) highest = taken;
  }
  return undefined;
}
