import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { hashSecretToken } from '../../src/server/services/security/secret-tokens';
import { storePhoto } from '../../src/server/services/equipment/photos';
import { newPersonRow } from '../../src/server/services/people/new-person';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { staffWorld } from './staff-world';
import type { StaffWorld } from './staff-world';
import { cart, device, freeUnits, newId, only, push, staff } from './sync-fixtures';
import { Browser } from './support/test-app';
import type { TestApp } from './support/test-app';

/** The columns of the authorization matrix: who calls. */
export const ROLES = [
  'anonymous',
  'borrower',
  'staff',
  'otherStaff',
  'hutAdmin',
  'networkAdmin',
] as const;
export type Role = (typeof ROLES)[number];

/** Staff of hut B only: the seed has nobody like that, so the matrix adds them. */
const OTHER_STAFF_EMAIL = 'annenbod@utstyrsbod.no';

/** Who each role is and the hut their session has chosen (hut A is the target of every cell). */
const ACCOUNTS: Record<Exclude<Role, 'anonymous'>, { email: string; hut: 'A' | 'B' | null }> = {
  borrower: { email: 'familie@utstyrsbod.no', hut: null },
  staff: { email: 'ansatt@utstyrsbod.no', hut: 'A' },
  otherStaff: { email: OTHER_STAFF_EMAIL, hut: 'B' },
  hutAdmin: { email: 'demo@utstyrsbod.no', hut: 'A' },
  networkAdmin: { email: 'admin@utstyrsbod.no', hut: 'A' },
};

async function addOtherStaff(db: Kysely<Database>, w: StaffWorld): Promise<void> {
  // The demo accounts share one password hash; reuse it rather than hash again.
  const { password_hash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', w.users.ansatt)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      name: 'Andre Bodansatt',
      email: OTHER_STAFF_EMAIL,
      phone: '40000099',
      password_hash,
      status: 'active',
      is_verified: 1,
      is_network_admin: 0,
      current_company_id: w.hutB,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('company_user')
    .values({ company_id: w.hutB, user_id: id, role: 'staff', created_at: now })
    .execute();
}

/** An account made for one cell, signed in, with the role's huts, roles and chosen hut. */
export interface OwnAccount {
  browser: Browser;
  userId: number;
  email: string;
}

let ownAccounts = 0;

/** One dialect's app with the seed world, the sessions of every role, and per-cell fixtures. */
export class MatrixWorld {
  private readonly sessions = new Map<Role, Browser>();

  private constructor(
    readonly t: TestApp,
    readonly w: StaffWorld,
    /** A hut where none of the roles has a role (hut A and B are taken). */
    readonly hutC: number,
  ) {}

  static async open(t: TestApp): Promise<MatrixWorld> {
    const w = await staffWorld(t.database.db);
    await addOtherStaff(t.database.db, w);
    const other = await t.database.db
      .selectFrom('companies')
      .select('id')
      .where('id', 'not in', [w.hutA, w.hutB])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return new MatrixWorld(t, w, other.id);
  }

  get db(): Kysely<Database> {
    return this.t.database.db;
  }

  /** A new browser for the role: signed in, its hut chosen, holding an XSRF token. */
  async freshSession(role: Role): Promise<Browser> {
    const browser = new Browser(this.t.app);
    await browser.csrf();
    if (role === 'anonymous') return browser;
    const account = ACCOUNTS[role];
    const login = await browser.login(account.email);
    if (login.statusCode !== 200) throw new Error(`${role}: login ${login.statusCode}`);
    if (account.hut !== null) {
      const hut = account.hut === 'A' ? this.w.hutA : this.w.hutB;
      const set = await browser.post(`/api/company/${hut}/set`);
      if (set.statusCode !== 200) throw new Error(`${role}: choosing hut ${account.hut}`);
    }
    return browser;
  }

  /**
   * For cells that change the account itself (its password, email, children, huts, or delete
   * it): a copy of the role's account (same huts and roles, network admin or not, password
   * demo1234) made for this cell alone, signed in with the role's hut chosen.
   */
  async ownAccount(role: Exclude<Role, 'anonymous'>): Promise<OwnAccount> {
    const original = await this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', ACCOUNTS[role].email)
      .executeTakeFirstOrThrow();
    const { id: _id, email: _email, ...rest } = original;
    const email = `egen-${++ownAccounts}-${role.toLowerCase()}@eksempel.no`;
    const { id } = await this.db
      .insertInto('users')
      .values({ ...rest, email })
      .returning('id')
      .executeTakeFirstOrThrow();
    const roles = await this.db
      .selectFrom('company_user')
      .selectAll()
      .where('user_id', '=', original.id)
      .execute();
    if (roles.length > 0) {
      await this.db
        .insertInto('company_user')
        .values(roles.map((r) => ({ ...r, user_id: id })))
        .execute();
    }
    const browser = new Browser(this.t.app);
    const login = await browser.login(email);
    if (login.statusCode !== 200) throw new Error(`${role}: own account login ${login.statusCode}`);
    const hut = ACCOUNTS[role].hut;
    if (hut !== null) {
      const set = await browser.post(`/api/company/${hut === 'A' ? this.w.hutA : this.w.hutB}/set`);
      if (set.statusCode !== 200) throw new Error(`${role}: own account choosing hut ${hut}`);
    }
    return { browser, userId: id, email };
  }

  /** A child of the cell's own account (a made-up id for the anonymous caller). */
  async member(account: OwnAccount | null): Promise<string> {
    const id = newId();
    if (!account) return id;
    const now = new Date().toISOString();
    await this.db
      .insertInto('members')
      .values({
        id,
        user_id: account.userId,
        name: 'Jonas',
        height: 104,
        shoe_size: 27,
        helmet_size: '48-52',
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  /** A staff notice of hut A (the bell). */
  async hutNotice(): Promise<number> {
    const row = await this.db
      .insertInto('notifications')
      .values({
        user_id: null,
        company_id: this.w.hutA,
        kind: 'new_user',
        message: 'Test venter på aktivering.',
        read_at: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Attaches a person to a hut as a borrower. */
  async attach(userId: number, hut: number): Promise<void> {
    await this.db
      .insertInto('company_user')
      .values({
        company_id: hut,
        user_id: userId,
        role: 'borrower',
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  /** The role's shared session, for cells that leave the session as it was. */
  async session(role: Role): Promise<Browser> {
    let browser = this.sessions.get(role);
    if (!browser) {
      browser = await this.freshSession(role);
      this.sessions.set(role, browser);
    }
    return browser;
  }

  private tablet() {
    return device(this.w.hutA, this.w.users.ansatt);
  }

  /** A free unit of hut A, not yet in any cart. */
  async freeUnit(): Promise<number> {
    const [unit] = await freeUnits(this.db, this.w.hutA, 1);
    if (unit === undefined) throw new Error('seed: no free unit');
    return unit;
  }

  /** A new draft loan at hut A with one unit; lent out when `handOut`. */
  async loan(handOut = false): Promise<{ loan: string; line: string; unit: number }> {
    const unit = await this.freeUnit();
    const c = cart(this.tablet(), this.w.users.lise, [unit]);
    await push(this.db, staff(this.w.users.ansatt), [...c.adds, ...(handOut ? [c.handOut()] : [])]);
    const line = c.itemIds[0];
    if (line === undefined) throw new Error('no loan line');
    return { loan: c.loanId, line, unit };
  }

  /** An open exception of hut A (a loan received twice). */
  async exception(): Promise<string> {
    const op = this.tablet();
    const c = cart(op, this.w.users.lise, [await this.freeUnit()]);
    const receiveAll = () => op({ type: 'loan.receiveAll', payload: { loanId: c.loanId } });
    const actor = staff(this.w.users.ansatt);
    await push(this.db, actor, [...c.adds, c.handOut(), receiveAll()]);
    return only(await push(this.db, actor, [receiveAll()]), 'exception').exceptionId;
  }

  /** A borrower of hut A who still waits for activation. */
  async unverifiedBorrower(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .innerJoin('company_user', 'company_user.user_id', 'users.id')
      .select('users.id')
      .where('company_user.company_id', '=', this.w.hutA)
      .where('company_user.role', '=', 'borrower')
      .where('users.is_verified', '=', 0)
      .where('company_user.is_flagged', '=', 0)
      .orderBy('users.id')
      .executeTakeFirst();
    if (!row) throw new Error('seed: nobody left to activate at hut A');
    return row.id;
  }

  /** A new borrower of hut A without loans (role changes and removal act on them). */
  async hutPerson(): Promise<number> {
    const now = new Date().toISOString();
    const row = await this.db
      .insertInto('users')
      .values(
        newPersonRow(
          { name: 'Matrise Person', email: null, phone: null, passwordHash: '!', ref: newId() },
          now,
        ),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.attach(row.id, this.w.hutA);
    return row.id;
  }

  /** A staff invitation of hut A for the address (a new one by default), and its link's token. */
  async invite(email = `invitert-${newId()}@eksempel.no`): Promise<{ id: number; token: string }> {
    const token = randomBytes(32).toString('base64url');
    const row = await this.db
      .insertInto('hut_invites')
      .values({
        company_id: this.w.hutA,
        email,
        invited_by: null,
        created_at: new Date().toISOString(),
        token_hash: hashSecretToken(token),
        role: 'staff',
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, token };
  }

  /** A product with units at hut A, in a category below a season (so it can be saved as it is). */
  async hutProduct(): Promise<{
    id: number;
    categoryId: number;
    name: string;
    image: string | null;
  }> {
    const row = await this.db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['p.id', 'p.category_id as categoryId', 'p.name', 'p.image'])
      .where('c.parent_id', 'is not', null)
      .where('p.deleted_at', 'is', null)
      .where(
        'p.id',
        'in',
        this.db.selectFrom('units').select('product_id').where('company_id', '=', this.w.hutA),
      )
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    return row;
  }

  /** A small JPEG, as a camera would send it. */
  photoBytes(): Promise<Buffer> {
    return sharp({ create: { width: 80, height: 80, channels: 3, background: '#4a8' } })
      .jpeg()
      .toBuffer();
  }

  /** A stored product photo's URL. */
  async photo(): Promise<string> {
    return storePhoto(this.db, await this.photoBytes(), this.w.users.demo);
  }

  /** A season of the tree (where a new category may go). */
  async season(): Promise<number> {
    const row = await this.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A new, unanswered category request of hut A. */
  async categoryRequest(): Promise<number> {
    const row = await this.db
      .insertInto('category_requests')
      .values({
        company_id: this.w.hutA,
        user_id: this.w.users.ansatt,
        category_name: `Ønske ${newId().slice(-6)}`,
        category_location: 'Sommer',
        parent_id: await this.season(),
        product_name: null,
        product_location: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
