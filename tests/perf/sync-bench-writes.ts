import { performance } from 'node:perf_hooks';
import type { Insertable, Kysely } from 'kysely';
import type { Database, LoanItemsTable, LoansTable } from '../../src/server/db/schema';
import { pushOps } from '../../src/server/services/sync';
import { newUuidV7 } from '../../src/server/services/sync/ids';
import { MAX_PUSH_OPS } from '../../src/shared/contracts/sync';
import type { SyncOp, SyncOpOf, SyncOpType } from '../../src/shared/contracts/sync';

/** One member per op type, so a spread keeps type and payload paired. */
export type OpBody = { [T in SyncOpType]: Pick<SyncOpOf<T>, 'type' | 'payload'> }[SyncOpType];

/** The hut the bench lends from: a staff member, a borrower, and units nobody has touched. */
export interface BenchHut {
  id: number;
  staffId: number;
  customerId: number;
  freeUnits: number[];
}

const LOAN_DATE = '2026-03-02';
const RETURN_DATE = '2026-03-09';

async function userId(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The newest hut (the generated one), with the demo staff member and borrower attached. */
export async function benchHut(db: Kysely<Database>): Promise<BenchHut> {
  const hut = await db
    .selectFrom('companies')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const staffId = await userId(db, 'ansatt@utstyrsbod.no');
  const customerId = await userId(db, 'familie@utstyrsbod.no');
  const now = new Date().toISOString();
  await db
    .insertInto('company_user')
    .values([
      { company_id: hut.id, user_id: staffId, role: 'staff', created_at: now },
      { company_id: hut.id, user_id: customerId, role: 'borrower', created_at: now },
    ])
    .execute();
  const units = await db
    .selectFrom('units')
    .select('id')
    .where('company_id', '=', hut.id)
    .where('status', '=', 'available')
    .orderBy('id')
    .execute();
  return { id: hut.id, staffId, customerId, freeUnits: units.map((u) => u.id) };
}

function takeUnits(hut: BenchHut, count: number): number[] {
  if (hut.freeUnits.length < count) throw new Error('bench: too few free units');
  return hut.freeUnits.splice(0, count);
}

/** A device of the bench hut: numbers its ops as a tablet's outbox does. */
function benchDevice(hut: BenchHut): (body: OpBody) => SyncOp {
  let seq = 0;
  return (body) => ({
    ...body,
    id: newUuidV7(),
    companyId: hut.id,
    actorId: hut.staffId,
    deviceId: 'bench-tablet',
    createdAt: new Date().toISOString(),
    seq: seq++,
  });
}

/** cart.add + loan.handOut for `loans` loans of one free unit each, and their lines' ids. */
function handOuts(hut: BenchHut, loans: number): { ops: SyncOp[]; lineIds: string[] } {
  const op = benchDevice(hut);
  const dates = { loanDate: LOAN_DATE, expectedReturnDate: RETURN_DATE };
  const ops: SyncOp[] = [];
  const lineIds: string[] = [];
  for (const unitId of takeUnits(hut, loans)) {
    const loanId = newUuidV7();
    const payload = {
      loanId,
      loanItemId: newUuidV7(),
      customerId: hut.customerId,
      unitId,
      ...dates,
    };
    lineIds.push(payload.loanItemId);
    ops.push(
      op({ type: 'cart.add', payload }),
      op({ type: 'loan.handOut', payload: { loanId, ...dates } }),
    );
  }
  return { ops, lineIds };
}

/** Milliseconds for pushOps to apply `ops`, in pushes of the maximum size; all must apply. */
async function timePushes(
  db: Kysely<Database>,
  hut: BenchHut,
  ops: readonly SyncOp[],
): Promise<number> {
  const actor = { userId: hut.staffId, isNetworkAdmin: false };
  const started = performance.now();
  const results = [];
  for (let i = 0; i < ops.length; i += MAX_PUSH_OPS) {
    results.push(...(await pushOps(db, actor, { ops: ops.slice(i, i + MAX_PUSH_OPS) })));
  }
  const elapsed = performance.now() - started;
  const notApplied = results.filter((r) => r.outcome !== 'applied');
  if (notApplied.length > 0) throw new Error(`bench: ${JSON.stringify(notApplied[0])}`);
  return elapsed;
}

/** Milliseconds for pushOps to apply `ops` ops: cart.add + loan.handOut for ops/2 loans. */
export async function timeSync(db: Kysely<Database>, hut: BenchHut, ops: number): Promise<number> {
  return timePushes(db, hut, handOuts(hut, ops / 2).ops);
}

/**
 * Milliseconds for pushOps to apply `ops` loanItem.receive ops, each the last line of its loan
 * (so the loan closes too): the counter's other half. The loans are handed out first, untimed.
 */
export async function timeReceive(
  db: Kysely<Database>,
  hut: BenchHut,
  ops: number,
): Promise<number> {
  const lent = handOuts(hut, ops);
  await timePushes(db, hut, lent.ops);
  const op = benchDevice(hut);
  const receives = lent.lineIds.map((loanItemId) =>
    op({ type: 'loanItem.receive', payload: { loanItemId } }),
  );
  return timePushes(db, hut, receives);
}

/**
 * Milliseconds to update bare, one statement per row in one transaction, the rows `ops` returns
 * end in: each line returned, its unit back on the shelf, its loan closed (loans handed out
 * first through pushOps, untimed, as timeReceive's are).
 */
export async function timeBareReturns(
  db: Kysely<Database>,
  hut: BenchHut,
  ops: number,
): Promise<number> {
  const lent = handOuts(hut, ops);
  await timePushes(db, hut, lent.ops);
  const lines = await db
    .selectFrom('loan_items')
    .select(['id', 'loan_id', 'unit_id'])
    .where('id', 'in', lent.lineIds)
    .execute();
  const now = new Date().toISOString();
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    for (const line of lines) {
      await trx
        .updateTable('loan_items')
        .set({ status: 'returned', returned_at: now, returned_by: hut.staffId, updated_at: now })
        .where('id', '=', line.id)
        .execute();
      await trx
        .updateTable('units')
        .set({ status: 'available', updated_at: now })
        .where('id', '=', line.unit_id)
        .execute();
      await trx
        .updateTable('loans')
        .set({ status: 'closed', closed_at: now, updated_at: now })
        .where('id', '=', line.loan_id)
        .execute();
    }
  });
  return performance.now() - started;
}

/**
 * Milliseconds to write the rows those ops end in (open loans, lent items, units marked lent)
 * in one transaction: one statement per row, or multi-row inserts and one update.
 */
export async function timeBare(
  db: Kysely<Database>,
  hut: BenchHut,
  ops: number,
  mode: 'rows' | 'multi',
): Promise<number> {
  const now = new Date().toISOString();
  const units = takeUnits(hut, ops / 2);
  const loans: Insertable<LoansTable>[] = [];
  const items: Insertable<LoanItemsTable>[] = [];
  for (const unitId of units) {
    const id = newUuidV7();
    loans.push({
      id,
      company_id: hut.id,
      customer_id: hut.customerId,
      status: 'open',
      loan_date: LOAN_DATE,
      expected_return_date: RETURN_DATE,
      created_by: hut.staffId,
      created_at: now,
      updated_at: now,
      closed_at: null,
    });
    items.push({
      id: newUuidV7(),
      loan_id: id,
      unit_id: unitId,
      status: 'lent',
      expected_return_date: RETURN_DATE,
      returned_at: null,
      returned_by: null,
      created_at: now,
      updated_at: now,
    });
  }
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    if (mode === 'multi') {
      await trx.insertInto('loans').values(loans).execute();
      await trx.insertInto('loan_items').values(items).execute();
      await trx
        .updateTable('units')
        .set({ status: 'lent', updated_at: now })
        .where('id', 'in', units)
        .execute();
      return;
    }
    for (const [i, loan] of loans.entries()) {
      const item = items[i];
      const unit = units[i];
      if (!item || unit === undefined) throw new Error('bench rows');
      await trx.insertInto('loans').values(loan).execute();
      await trx.insertInto('loan_items').values(item).execute();
      await trx
        .updateTable('units')
        .set({ status: 'lent', updated_at: now })
        .where('id', '=', unit)
        .execute();
    }
  });
  return performance.now() - started;
}
