import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../../src/server/db/schema';
import type { CompanyRole } from '../../src/shared/contracts/common';
import type { SyncActor } from '../../src/server/services/sync';
import type { PushResult, SyncOpInput } from '../../src/shared/contracts/sync';
import { cart, device, inDays, newId, openSyncWorld, push, staff, today } from './sync-fixtures';
import type { Device, OpBody, SyncWorld } from './sync-fixtures';

/**
 * The world of the sync op authorization matrix (sync-op-matrix.test.ts): the seed's huts and
 * people, one actor per role, and the rows ops name — hut A's own, hut B's (the other hut whose
 * rows an op at hut A must not reach) and hut C's (a hut where no role but the network admin may
 * act) — made once, or for one cell when applying the op uses them up.
 */

/** The columns of the matrix: who pushes. Every role pushes ops it recorded itself. */
export const ROLES = ['borrower', 'staff', 'hutAdmin', 'otherStaff', 'networkAdmin'] as const;
export type Role = (typeof ROLES)[number];

/** An id no row has: the largest a server id may be. */
export const UNKNOWN_ID = 2_147_483_647;

/** A person of a hut made for the matrix: an account (it has a password), awaiting activation. */
export interface Person {
  id: number;
  email: string;
  phone: string;
}

/** A cart (draft) or a loan handed out, with its one line. */
export interface Loan {
  loanId: string;
  itemId: string;
  unitId: number;
  customerId: number;
}

/** Rows of one hut that ops of the matrix name. */
export interface HutRows {
  person: Person;
  /** A child of `person`. */
  childId: string;
  walkIn: { id: number; ref: string };
  unit: number;
  draft: Loan;
  openLoan: Loan;
  note: { noteId: string; unitId: number; text: string };
  exceptionId: string;
  extensionId: string;
  demandId: string;
}

/** The tables a push may write (with the change log): a refused op leaves them as they were. */
const SNAPSHOT_TABLES = [
  'users',
  'company_user',
  'members',
  'loans',
  'loan_items',
  'loan_extensions',
  'units',
  'notes',
  'sync_exceptions',
  'reservations',
  'reservation_waitlist',
  'notifications',
  'unmet_demands',
  'applied_ops',
] as const;
type SnapshotTable = (typeof SNAPSHOT_TABLES)[number];

/** Every row of those tables (as JSON, sorted) and the length of the change log. */
export interface Snapshot {
  tables: Record<SnapshotTable, string[]>;
  changeLog: number;
}

/** What a push of one op answered, and the op. */
export interface Sent {
  op: SyncOpInput;
  result: PushResult;
}

export class OpMatrixWorld {
  private readonly devices = new Map<string, Device>();
  private readonly usedUnits = new Set<number>();
  /** Hut A's own rows that refused ops name beside another hut's (made once). */
  own!: HutRows;
  /** Hut B's rows (made once): an op at hut A naming them must answer as for an unknown id. */
  foreign!: HutRows;

  private constructor(
    readonly s: SyncWorld,
    readonly hutC: number,
    readonly actors: Record<Role, SyncActor>,
    private readonly passwordHash: string,
  ) {}

  static async open(dialect: Dialect): Promise<OpMatrixWorld> {
    const s = await openSyncWorld(dialect);
    const other = await s.db
      .selectFrom('companies')
      .select('id')
      .where('id', 'not in', [s.hutA, s.hutB])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // The demo accounts share one password hash; an account made here reuses it.
    const { password_hash } = await s.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', s.users.ansatt)
      .executeTakeFirstOrThrow();
    // Staff of hut B only: the seed has nobody like that.
    const otherStaff = await insertPerson(s.db, password_hash, [{ hut: s.hutB, role: 'staff' }], {
      verified: true,
    });
    const actors: Record<Role, SyncActor> = {
      borrower: staff(s.users.familie),
      staff: staff(s.users.ansatt),
      hutAdmin: staff(s.users.demo),
      otherStaff: staff(otherStaff.id),
      networkAdmin: { userId: s.users.admin, isNetworkAdmin: true },
    };
    const w = new OpMatrixWorld(s, other.id, actors, password_hash);
    w.own = await w.hutRows(s.hutA);
    w.foreign = await w.hutRows(s.hutB);
    // What another hut learnt about its person, which must never cross to hut A.
    await w.db
      .updateTable('company_user')
      .set({
        is_flagged: 1,
        flag_reason: 'Hytte B: leverte ikke tilbake.',
        flagged_by: s.users.demo,
        notes: 'Hytte B sitt notat.',
      })
      .where('company_id', '=', s.hutB)
      .where('user_id', '=', w.foreign.person.id)
      .execute();
    return w;
  }

  get db(): Kysely<Database> {
    return this.s.db;
  }

  get hutA(): number {
    return this.s.hutA;
  }

  get hutB(): number {
    return this.s.hutB;
  }

  async destroy(): Promise<void> {
    await this.s.database.destroy();
  }

  /** One op pushed by the role from its own tablet at the hut (one device per role and hut). */
  async send(role: Role, hut: number, body: OpBody): Promise<Sent> {
    const actor = this.actors[role];
    const key = `${role}@${hut}`;
    let tablet = this.devices.get(key);
    if (!tablet) {
      tablet = device(hut, actor.userId);
      this.devices.set(key, tablet);
    }
    const op = tablet(body);
    const [result, ...more] = await push(this.db, actor, [op]);
    if (!result || more.length > 0) throw new Error(`one op, ${String(more.length + 1)} results`);
    return { op, result };
  }

  /** Set-up ops, pushed by the network admin (who may act at every hut); none may be refused. */
  async setup(hut: number, bodies: readonly OpBody[]): Promise<PushResult[]> {
    const tablet = this.setupTablet(hut);
    const actor = this.actors.networkAdmin;
    const results = await push(this.db, actor, bodies.map(tablet));
    const refused = results.filter((r) => r.outcome === 'rejected');
    if (refused.length > 0) throw new Error(`set-up refused: ${JSON.stringify(refused)}`);
    return results;
  }

  private setupTablet(hut: number): Device {
    const key = `setup@${hut}`;
    let tablet = this.devices.get(key);
    if (!tablet) {
      tablet = device(hut, this.actors.networkAdmin.userId, `oppsett-${String(hut)}`);
      this.devices.set(key, tablet);
    }
    return tablet;
  }

  /** A new email and Norwegian mobile number nobody has. */
  contact(): { email: string; phone: string } {
    return newContact();
  }

  /**
   * A new account (it has a password) with roles at huts; what a hut learnt about them (its
   * flag, its notes) on that hut's membership. Awaiting activation unless `verified`.
   */
  person(memberships: readonly Membership[], options: PersonOptions = {}) {
    return insertPerson(this.db, this.passwordHash, memberships, options);
  }

  /** A borrower of the hut, awaiting activation, with an email and a phone of their own. */
  async borrower(hut: number, flag?: string): Promise<Person> {
    const p = await this.person([{ hut, role: 'borrower', ...(flag ? { flag } : {}) }]);
    if (p.email === null || p.phone === null) throw new Error('a borrower has both');
    return { id: p.id, email: p.email, phone: p.phone };
  }

  /** A walk-in registered at the hut's counter (user.register). */
  async walkIn(hut: number): Promise<{ id: number; ref: string }> {
    const ref = newId();
    await this.setup(hut, [
      {
        type: 'user.register',
        payload: { ref, name: 'Matrise Disk', phone: this.contact().phone },
      },
    ]);
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('ref', '=', ref)
      .executeTakeFirstOrThrow();
    return { id: row.id, ref };
  }

  /** A child of the person. */
  async child(userId: number): Promise<string> {
    const id = newId();
    const now = new Date().toISOString();
    await this.db
      .insertInto('members')
      .values({
        id,
        user_id: userId,
        name: 'Matrise Barn',
        height: 120,
        shoe_size: 30,
        helmet_size: '48-52',
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  /** A unit of the hut on the shelf and in no cart, never given out twice by the world. */
  async unit(hut: number): Promise<number> {
    let query = this.db
      .selectFrom('units')
      .select('id')
      .where('company_id', '=', hut)
      .where('status', '=', 'available')
      .where('id', 'not in', this.db.selectFrom('loan_items').select('unit_id'));
    if (this.usedUnits.size > 0) query = query.where('id', 'not in', [...this.usedUnits]);
    const row = await query.orderBy('id').executeTakeFirst();
    if (!row) throw new Error(`seed: no free unit left at hut ${String(hut)}`);
    this.usedUnits.add(row.id);
    return row.id;
  }

  /** A new cart at the hut for a new borrower, holding one unit; handed out when `handOut`. */
  async loan(hut: number, handOut = false): Promise<Loan> {
    const customerId = (await this.borrower(hut)).id;
    const unitId = await this.unit(hut);
    const c = cart(this.setupTablet(hut), customerId, [unitId]);
    const ops = [...c.adds, ...(handOut ? [c.handOut()] : [])];
    const results = await push(this.db, this.actors.networkAdmin, ops);
    if (results.some((r) => r.outcome === 'rejected')) throw new Error('set-up cart refused');
    const itemId = c.itemIds[0];
    if (itemId === undefined) throw new Error('no cart line');
    return { loanId: c.loanId, itemId, unitId, customerId };
  }

  /** A note of the hut on one of its units. */
  async note(hut: number): Promise<HutRows['note']> {
    const note = { noteId: newId(), unitId: await this.unit(hut), text: 'Matrise: ripe i lakken.' };
    await this.setup(hut, [{ type: 'note.add', payload: note }]);
    return note;
  }

  /** An open exception of the hut (a loan received twice). */
  async exception(hut: number): Promise<string> {
    const { loanId } = await this.loan(hut, true);
    const receiveAll: OpBody = { type: 'loan.receiveAll', payload: { loanId } };
    const [, second] = await this.setup(hut, [receiveAll, receiveAll]);
    if (second?.outcome !== 'exception') throw new Error('no exception raised');
    return second.exceptionId;
  }

  /** A return date moved on an open loan of the hut: the extension's id. */
  async extension(hut: number): Promise<string> {
    const { loanId } = await this.loan(hut, true);
    const extensionId = newId();
    await this.setup(hut, [
      {
        type: 'loan.extend',
        payload: { extensionId, loanId, loanItemId: null, expectedReturnDate: inDays(10) },
      },
    ]);
    return extensionId;
  }

  /** A product of the network's catalogue. */
  async product(): Promise<number> {
    const row = await this.db
      .selectFrom('products')
      .select('id')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A need recorded at the hut ("none free"): its id. */
  async demand(hut: number): Promise<string> {
    const demandId = newId();
    await this.setup(hut, [
      {
        type: 'demand.record',
        payload: { demandId, productId: await this.product(), categoryId: null, size: null },
      },
    ]);
    return demandId;
  }

  private async hutRows(hut: number): Promise<HutRows> {
    const person = await this.borrower(hut);
    return {
      person,
      childId: await this.child(person.id),
      walkIn: await this.walkIn(hut),
      unit: await this.unit(hut),
      draft: await this.loan(hut),
      openLoan: await this.loan(hut, true),
      note: await this.note(hut),
      exceptionId: await this.exception(hut),
      extensionId: await this.extension(hut),
      demandId: await this.demand(hut),
    };
  }

  async snapshot(): Promise<Snapshot> {
    const tables = {} as Record<SnapshotTable, string[]>;
    for (const table of SNAPSHOT_TABLES) {
      const { rows } = await sql<
        Record<string, unknown>
      >`select * from ${sql.table(table)}`.execute(this.db);
      tables[table] = rows.map((row) => JSON.stringify(row)).sort();
    }
    const { rows } = await sql<{
      n: number | string;
    }>`select count(*) as n from change_log`.execute(this.db);
    return { tables, changeLog: Number(rows[0]?.n ?? 0) };
  }

  /**
   * What changed between the snapshots: the tables whose rows differ, and the change log if it
   * grew. A refusal by the business rules is stored (run-op.ts: a replay gets the same answer),
   * so with `decisionOf` its own applied_ops row is expected, and only that row.
   */
  changes(before: Snapshot, after: Snapshot, decisionOf?: string): string[] {
    const changed: string[] = [];
    for (const table of SNAPSHOT_TABLES) {
      let rows = after.tables[table];
      if (table === 'applied_ops' && decisionOf !== undefined) {
        const own = rows.filter((row) => opIdOf(row) === decisionOf);
        if (own.length !== 1 || !own[0]?.includes('"outcome":"rejected"')) {
          changed.push('applied_ops (no stored refusal)');
        }
        rows = rows.filter((row) => opIdOf(row) !== decisionOf);
      }
      if (rows.join('\n') !== before.tables[table].join('\n')) changed.push(table);
    }
    if (after.changeLog !== before.changeLog) changed.push('change_log');
    return changed;
  }
}

interface Membership {
  hut: number;
  role: CompanyRole;
  flag?: string;
  notes?: string;
}

interface PersonOptions {
  verified?: boolean;
  networkAdmin?: boolean;
  /** null: none; left out: a new one nobody has. */
  email?: string | null;
  phone?: string | null;
}

let people = 0;

function newContact(): { email: string; phone: string } {
  const n = ++people;
  return { email: `matrise-${String(n)}@eksempel.no`, phone: `9${String(n).padStart(7, '0')}` };
}

async function insertPerson(
  db: Kysely<Database>,
  passwordHash: string,
  memberships: readonly Membership[],
  options: PersonOptions,
): Promise<{ id: number; email: string | null; phone: string | null }> {
  const fresh = newContact();
  const email = options.email === undefined ? fresh.email : options.email;
  const phone = options.phone === undefined ? fresh.phone : options.phone;
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      name: `Matrise Person ${String(people)}`,
      email,
      phone,
      password_hash: passwordHash,
      status: options.verified ? 'active' : 'pending',
      is_verified: options.verified ? 1 : 0,
      is_network_admin: options.networkAdmin ? 1 : 0,
      current_company_id: memberships[0]?.hut ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (memberships.length > 0) {
    await db
      .insertInto('company_user')
      .values(
        memberships.map((m) => ({
          company_id: m.hut,
          user_id: id,
          role: m.role,
          created_at: now,
          is_flagged: m.flag ? 1 : 0,
          flag_reason: m.flag ?? null,
          flagged_by: null,
          notes: m.notes ?? null,
        })),
      )
      .execute();
  }
  return { id, email, phone };
}

function opIdOf(row: string): unknown {
  const parsed: unknown = JSON.parse(row);
  return typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'op_id') : undefined;
}

export const dates = () => ({ loanDate: today(), expectedReturnDate: inDays(7) });
