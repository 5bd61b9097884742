import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../../src/server/db/schema';
import { countAll } from '../../src/server/db/sql-helpers';
import { pushOps } from '../../src/server/services/sync';
import type { SyncActor } from '../../src/server/services/sync';
import type { PushResult, SyncOpInput } from '../../src/shared/contracts/sync';
import { opVersion } from '../../src/shared/contracts/sync';
import { openTestDatabase } from '../support/test-databases';
import type { TestDatabase } from '../support/test-databases';

/** Shared set-up of the sync tests: a seeded database, its people and huts, and op builders. */
export function newId(): string {
  const bytes = randomBytes(16);
  let t = Date.now();
  for (let i = 5; i >= 0; i--) {
    bytes[i] = t % 256;
    t = Math.floor(t / 256);
  }
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f);
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const h = bytes.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface SyncWorld {
  database: TestDatabase;
  db: Kysely<Database>;
  /** The staff member's hut (ansatt is staff here, demo admin). */
  hutA: number;
  /** demo's other hut, where ansatt has no role. */
  hutB: number;
  users: Record<'demo' | 'ansatt' | 'familie' | 'ny' | 'flagget' | 'admin' | 'lise', number>;
}

async function userId(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function openSyncWorld(dialect: Dialect): Promise<SyncWorld> {
  const database = await openTestDatabase(dialect, { seed: true });
  const db = database.db;
  const users = {
    demo: await userId(db, 'demo@utstyrsbod.no'),
    ansatt: await userId(db, 'ansatt@utstyrsbod.no'),
    familie: await userId(db, 'familie@utstyrsbod.no'),
    ny: await userId(db, 'ny@utstyrsbod.no'),
    flagget: await userId(db, 'flagget@utstyrsbod.no'),
    admin: await userId(db, 'admin@utstyrsbod.no'),
    lise: await userId(db, 'lise.hansen@eksempel.no'),
  };
  const huts = await db
    .selectFrom('company_user')
    .select(['company_id', 'user_id'])
    .where('user_id', 'in', [users.demo, users.ansatt])
    .orderBy('company_id')
    .execute();
  const hutA = huts.find((h) => h.user_id === users.ansatt)?.company_id;
  const hutB = huts.find((h) => h.user_id === users.demo && h.company_id !== hutA)?.company_id;
  if (hutA === undefined || hutB === undefined) throw new Error('seed: ansatt and demo huts');
  return { database, db, hutA, hutB, users };
}

export const staff = (userId: number): SyncActor => ({ userId, isNetworkAdmin: false });

/** Units of the hut that are on the shelf and in no cart, so each test gets its own. */
export async function freeUnits(
  db: Kysely<Database>,
  hut: number,
  count: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('units')
    .select('id')
    .where('company_id', '=', hut)
    .where('status', '=', 'available')
    .where('id', 'not in', db.selectFrom('loan_items').select('unit_id'))
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error('seed: too few free units');
  return rows.map((r) => r.id);
}

/** The part of an op a test chooses; one member per op type, so payloads stay type-checked. */
export type OpBody = SyncOpInput extends infer O
  ? O extends SyncOpInput
    ? Pick<O, 'type' | 'payload'>
    : never
  : never;

/** One device's outbox: ops with increasing seq, for a hut and an actor. */
export function device(hut: number, actorId: number, deviceId = `tablet-${newId().slice(-6)}`) {
  let seq = 0;
  return (body: OpBody): SyncOpInput => ({
    ...body,
    v: opVersion(body.type),
    id: newId(),
    companyId: hut,
    actorId,
    deviceId,
    createdAt: new Date().toISOString(),
    seq: seq++,
  });
}

export const today = (): string => new Date().toISOString().slice(0, 10);
export const inDays = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function push(
  db: Kysely<Database>,
  actor: SyncActor,
  ops: readonly unknown[],
): Promise<PushResult[]> {
  return pushOps(db, actor, { ops: [...ops] });
}

type Counted =
  'loans' | 'loan_items' | 'loan_extensions' | 'applied_ops' | 'change_log' | 'sync_exceptions';
export type Counts = Record<Counted | 'lentUnits' | 'verifiedUsers', number>;

/** Row counts of everything sync writes: "changes nothing" means these stay equal. */
export async function counts(db: Kysely<Database>): Promise<Counts> {
  const n = async (table: Counted) =>
    (await db.selectFrom(table).select(countAll().as('n')).executeTakeFirstOrThrow()).n;
  const lent = await db
    .selectFrom('units')
    .select(countAll().as('n'))
    .where('status', '=', 'lent')
    .executeTakeFirstOrThrow();
  const verified = await db
    .selectFrom('users')
    .select(countAll().as('n'))
    .where('is_verified', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    loans: await n('loans'),
    loan_items: await n('loan_items'),
    loan_extensions: await n('loan_extensions'),
    applied_ops: await n('applied_ops'),
    change_log: await n('change_log'),
    sync_exceptions: await n('sync_exceptions'),
    lentUnits: lent.n,
    verifiedUsers: verified.n,
  };
}

const hasOutcome = <O extends PushResult['outcome']>(
  result: PushResult | undefined,
  outcome: O,
): result is Extract<PushResult, { outcome: O }> => result?.outcome === outcome;

/** The single result of a one-op push, narrowed to the expected outcome. */
export function only<O extends PushResult['outcome']>(
  results: readonly PushResult[],
  outcome: O,
): Extract<PushResult, { outcome: O }> {
  const [first] = results;
  if (results.length !== 1 || !hasOutcome(first, outcome)) {
    throw new Error(`expected one ${outcome}, got ${JSON.stringify(results)}`);
  }
  return first;
}

export type Device = ReturnType<typeof device>;

/** A new cart for a borrower: the cart.add ops, and the hand-out op to follow them. */
export function cart(
  op: Device,
  /** A server id, or the ref of a walk-in the device registered. */
  customerId: number | string,
  unitIds: readonly number[],
  dates = { loanDate: today(), expectedReturnDate: inDays(7) },
) {
  const loanId = newId();
  const lines = unitIds.map((unitId) => ({ unitId, itemId: newId() }));
  return {
    loanId,
    dates,
    itemIds: lines.map((l) => l.itemId),
    adds: lines.map((l) =>
      op({
        type: 'cart.add',
        payload: { loanId, loanItemId: l.itemId, customerId, unitId: l.unitId, ...dates },
      }),
    ),
    handOut: () => op({ type: 'loan.handOut', payload: { loanId, ...dates } }),
  };
}
