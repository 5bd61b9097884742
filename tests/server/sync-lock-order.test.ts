import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PASSWORD } from '../../src/server/db/passwords';
import type { Database } from '../../src/server/db/schema';
import { createReservation, saveHutSettings } from '../../src/server/services/reservations';
import {
  LOCK_ORDER,
  LOCK_TABLES,
  lockOrderBreach,
  type LockLevel,
  type TakenLock,
} from '../../src/server/services/sync/lock-order';
import { SYNC_OP_TYPES } from '../../src/shared/contracts/sync-ops';
import type { PushResult, SyncOpInput, SyncOpType } from '../../src/shared/contracts/sync';
import { addDaysIso } from '../../src/server/db/clock';
import { testDialects } from '../support/test-databases';
import { LockRecorder, type LockStatement } from './sync-lock-recorder';
import {
  cart,
  device,
  freeUnits,
  inDays,
  newId,
  openSyncWorld,
  push,
  staff,
  today,
  type SyncWorld,
} from './sync-fixtures';

/**
 * The lock order of src/server/services/sync/lock-order.ts (LOCK_ORDER), followed by what
 * takes the locks: every op type's handler (one op per push, so one transaction each), the
 * counter batch, a batch of several ops (whose hand-outs' hut goes before its first op), and a
 * booking (reservations/book.ts), which a hand-out then settles. The statements are recorded as they reach the real database
 * (sync-lock-recorder.ts) and read as LOCK_ORDER's levels; a handler that took, say, a loan
 * before its unit would be named here with the two statements.
 */
describe.each(testDialects)('lock order (lock-order.ts: LOCK_ORDER) on %s', (dialect) => {
  let w: SyncWorld;
  const recorder = new LockRecorder();
  let db: Kysely<Database>;
  let borrower: number;
  let outsider: { id: number; email: string };
  let units: number[];
  const op = () => device(w.hutA, w.users.ansatt);

  beforeAll(async () => {
    w = await openSyncWorld(dialect);
    db = w.db.withPlugin(recorder);
    borrower = await person(w.db, `laaner-${newId().slice(-6)}@laas.test`, w.hutA);
    const email = `utenfor-${newId().slice(-6)}@laas.test`;
    outsider = { id: await person(w.db, email, null), email };
    units = await freeUnits(w.db, w.hutA, 8);
    // Bookings at the hut from tomorrow, every day: the hand-out below picks one up.
    await saveHutSettings(w.db, w.hutA, {
      enabled: true,
      windowFromDays: 14,
      windowToDays: 1,
      pickupWeekdays: [1, 2, 3, 4, 5, 6, 7],
      loanDays: 7,
      maxUnits: 3,
    });
  });
  afterAll(async () => {
    await w.database.destroy();
  });

  /** The level of a recorded statement: a loan is a cart when it is one of the op's carts. */
  function levels(statements: readonly LockStatement[], carts: ReadonlySet<string>): TakenLock[] {
    return statements.flatMap(({ table, rows }) =>
      rows.flatMap((row): TakenLock[] => {
        if (table === 'loans') return [{ level: carts.has(row) ? 'cart' : 'loan', row }];
        const level = LEVEL_OF_TABLE.get(table);
        return level ? [{ level, row }] : [];
      }),
    );
  }

  function expectInOrder(what: string, locks: readonly TakenLock[]): void {
    const breach = lockOrderBreach(locks);
    const story = locks.map((l) => `${l.level}(${l.row})`).join(' → ');
    expect(
      breach && `${breach.taken.level} after ${breach.after.level}`,
      `${what}: ${story}`,
    ).toBeUndefined();
  }

  /** Pushes one op alone and checks the locks of its transaction. */
  const checked = new Set<SyncOpType>();
  async function pushOne(o: SyncOpInput, carts: readonly string[] = []): Promise<PushResult> {
    recorder.take();
    const [result] = await push(db, staff(w.users.ansatt), [o]);
    const { statements, savepoints } = recorder.take();
    // A refused op runs its transaction twice (run-batch.ts): not one transaction to read.
    expect(result?.outcome, JSON.stringify(result)).toMatch(/^(applied|exception)$/);
    expect(savepoints).toBe(0);
    expectInOrder(o.type, levels(statements, new Set(carts)));
    checked.add(o.type);
    if (!result) throw new Error('no result');
    return result;
  }

  it('every op type takes its locks in that order', async () => {
    const d = op();
    const phone = `9${String(w.hutA).padStart(5, '0')}77`;
    const walkIn = newId();
    const twin = newId();
    const register = (ref: string) =>
      d({ type: 'user.register', payload: { ref, name: 'Ny', phone, email: null, children: [] } });
    await pushOne(register(walkIn));
    const duplicate = await pushOne(register(twin));
    if (duplicate.outcome !== 'exception') throw new Error('expected a possible duplicate');
    await pushOne(
      d({ type: 'user.activate', payload: { userId: walkIn, reason: 'legitimasjon' } }),
    );
    await pushOne(d({ type: 'user.flag', payload: { userId: walkIn, reason: 'Skylder ski' } }));
    await pushOne(d({ type: 'user.unflag', payload: { userId: walkIn } }));
    const match = { kind: 'email' as const, value: outsider.email };
    await pushOne(d({ type: 'user.attach', payload: { userId: outsider.id, match } }));

    // A booking for tomorrow, which the borrower's hand-out below picks up.
    const [u1, u2, u3, u4] = units;
    if (u4 === undefined) throw new Error('units');
    await bookOne(u1 ?? 0);

    const dates = { loanDate: today(), expectedReturnDate: inDays(7) };
    const c1 = cart(d, borrower, [u1 ?? 0, u2 ?? 0], dates);
    for (const add of c1.adds) await pushOne(add, [c1.loanId]);
    const [, second] = c1.itemIds;
    await pushOne(d({ type: 'cart.remove', payload: { loanItemId: second ?? '' } }), [c1.loanId]);
    await pushOne(d({ type: 'loan.save', payload: { loanId: c1.loanId, ...dates } }), [c1.loanId]);
    await pushOne(c1.handOut(), [c1.loanId]);
    const picked = await w.db
      .selectFrom('reservations')
      .select('status')
      .where('loan_id', '=', c1.loanId)
      .executeTakeFirst();
    expect(picked?.status, 'the hand-out settled a booking').toBe('picked_up');
    const extensionId = newId();
    await pushOne(
      d({
        type: 'loan.extend',
        payload: {
          extensionId,
          loanId: c1.loanId,
          loanItemId: null,
          expectedReturnDate: inDays(9),
        },
      }),
    );

    const noteId = newId();
    await pushOne(d({ type: 'note.add', payload: { noteId, unitId: u3 ?? 0, text: 'Riper' } }));
    await pushOne(d({ type: 'note.delete', payload: { noteId } }));
    await pushOne(
      d({ type: 'unit.setStatus', payload: { unitId: u3 ?? 0, status: 'repair', reason: 'Løs' } }),
    );
    const need = { demandId: newId(), productId: await productOf(u3 ?? 0), categoryId: null };
    await pushOne(d({ type: 'demand.record', payload: { ...need, size: null } }));

    // The walk-in takes u1, still out on c1: c1's line ends as found, c1 closes (a loan after
    // the unit), and the return of it goes unit, loan, unit (to repair).
    const c2 = cart(d, walkIn, [u1 ?? 0], dates);
    for (const add of c2.adds) await pushOne(add, [c2.loanId]);
    await pushOne(c2.handOut(), [c2.loanId]);
    const report = { noteId: newId(), damaged: true, text: 'Knekt', missingParts: [] };
    await pushOne(
      d({ type: 'loanItem.receive', payload: { loanItemId: c2.itemIds[0] ?? '', report } }),
    );
    const c3 = cart(d, borrower, [u4], dates);
    for (const add of c3.adds) await pushOne(add, [c3.loanId]);
    await pushOne(c3.handOut(), [c3.loanId]);
    await pushOne(d({ type: 'loan.receiveAll', payload: { loanId: c3.loanId } }));

    // Avvik: the two walk-ins with one phone are one person.
    await pushOne(
      d({
        type: 'exception.resolve',
        payload: { exceptionId: duplicate.exceptionId, resolution: 'merged' },
      }),
    );
    const merged = await w.db
      .selectFrom('users')
      .select('merged_into')
      .where('ref', '=', twin)
      .executeTakeFirst();
    expect(merged?.merged_into, 'the merge was made').not.toBeNull();

    // Every op type of the registry has been through here: a new one needs its case above.
    expect([...checked].sort()).toEqual([...SYNC_OP_TYPES].sort());
  });

  it('a batch of several ops takes the hut of its hand-out before its first op', async () => {
    const d = op();
    const [, , , , u5, u6] = units;
    const lent = cart(d, borrower, [u5 ?? 0]);
    await push(db, staff(w.users.ansatt), [...lent.adds, lent.handOut()]);
    const next = cart(d, borrower, [u6 ?? 0]);
    recorder.take();
    const receive = d({ type: 'loanItem.receive', payload: { loanItemId: lent.itemIds[0] ?? '' } });
    const results = await push(db, staff(w.users.ansatt), [receive, ...next.adds, next.handOut()]);
    expect(results.map((r) => r.outcome)).toEqual(['applied', 'applied', 'applied']);
    const locks = levels(recorder.take().statements, new Set([next.loanId]));
    expect(locks[0]?.level, locks.map((l) => l.level).join(' → ')).toBe('hut');
    expect(locks.filter((l) => l.level === 'hut')).toHaveLength(1);
  });

  it('the counter batch takes its locks in that order', async () => {
    const d = op();
    const [, , , , u5, u6, u7, u8] = units;
    const a = cart(d, borrower, [u7 ?? 0, u8 ?? 0]);
    const b = cart(d, outsider.id, [u5 ?? 0, u6 ?? 0]);
    // Back on the shelf first (the test before lent them).
    const back = await w.db
      .selectFrom('loan_items')
      .select('loan_id')
      .where('unit_id', 'in', [u5 ?? 0, u6 ?? 0])
      .where('status', '=', 'lent')
      .execute();
    for (const { loan_id } of back) {
      await push(w.db, staff(w.users.ansatt), [
        d({ type: 'loan.receiveAll', payload: { loanId: loan_id } }),
      ]);
    }
    recorder.take();
    const ops = [...a.adds, a.handOut(), ...b.adds, b.handOut()];
    const results = await push(db, staff(w.users.ansatt), ops);
    expect(new Set(results.map((r) => r.outcome))).toEqual(new Set(['applied']));
    const { statements } = recorder.take();
    // The batch locks its units in one statement (counter-batch-reads.ts: hutUnits).
    expect(statements.some((s) => s.table === 'units' && s.rows.length === 4)).toBe(true);
    expectInOrder('counter batch', levels(statements, new Set([a.loanId, b.loanId])));
  });

  it('the return batch takes its locks in that order', async () => {
    const d = op();
    const [, , , , u5, u6, u7, u8] = units;
    // Lent by the test before, on two loans.
    const lent = await w.db
      .selectFrom('loan_items')
      .select('id')
      .where('unit_id', 'in', [u5 ?? 0, u6 ?? 0, u7 ?? 0, u8 ?? 0])
      .where('status', '=', 'lent')
      .orderBy('id', 'desc')
      .execute();
    expect(lent).toHaveLength(4);
    recorder.take();
    const results = await push(
      db,
      staff(w.users.ansatt),
      lent.map((line) => d({ type: 'loanItem.receive', payload: { loanItemId: line.id } })),
    );
    expect(new Set(results.map((r) => r.outcome))).toEqual(new Set(['applied']));
    const { statements } = recorder.take();
    // The batch locks the units in one statement, then the loans in one (return-batch.ts).
    expect(statements.some((s) => s.table === 'units' && s.rows.length === 4)).toBe(true);
    expect(statements.some((s) => s.table === 'loans' && s.rows.length === 2)).toBe(true);
    expectInOrder('return batch', levels(statements, new Set()));
  });

  /** Books one unit of the unit's product for tomorrow; checks the booking's locks. */
  async function bookOne(unitId: number): Promise<string> {
    const productId = await productOf(unitId);
    recorder.take();
    const booked = await createReservation(
      db,
      borrower,
      {
        companyId: w.hutA,
        productId,
        size: null,
        quantity: 1,
        pickupDate: addDaysIso(today(), 1),
      },
      today(),
    );
    const locks = levels(recorder.take().statements, new Set());
    expect(locks[0]?.level, 'a booking locks the hut first').toBe('hut');
    expectInOrder('booking', locks);
    return booked.id;
  }

  async function productOf(unitId: number): Promise<number> {
    const row = await w.db
      .selectFrom('units')
      .select('product_id')
      .where('id', '=', unitId)
      .executeTakeFirstOrThrow();
    return row.product_id;
  }
});

/** Which level a table's rows are (loans: cart or loan, told apart by the test). */
const LEVEL_OF_TABLE = new Map<string, LockLevel>(
  LOCK_ORDER.flatMap((level) =>
    level === 'cart' || level === 'loan'
      ? []
      : LOCK_TABLES[level].map((table) => [table, level] as const),
  ),
);

/** A person with an account (active, verified), of `hut` as a borrower or of none. */
async function person(db: Kysely<Database>, email: string, hut: number | null): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      name: email.split('@')[0] ?? email,
      email,
      phone: null,
      // An account (a walk-in has NO_PASSWORD), though nobody signs in with it here.
      password_hash: `${NO_PASSWORD}konto`,
      status: 'active',
      is_verified: 1,
      is_network_admin: 0,
      current_company_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (hut !== null) {
    await db
      .insertInto('company_user')
      .values({ company_id: hut, user_id: id, role: 'borrower', created_at: now })
      .execute();
  }
  return id;
}
