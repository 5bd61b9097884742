import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import { createDatabase } from '../../src/server/db/connect';
import type { AppDatabase } from '../../src/server/db/connect';
import type { Database, Dialect } from '../../src/server/db/schema';
import { openTestDatabase } from '../support/test-databases';
import type { TestDatabase } from '../support/test-databases';
import { SyncModel } from './sync-model';
import { APP_ORIGIN, Browser } from './support/test-app';
import type { UserStatus } from '../../src/shared/domain/statuses';
import { newUuidV7 } from '../../src/server/services/sync/ids';

/**
 * The fault-injection test's server side: one database per dialect, an app that can be
 * restarted on it (new connection, new Fastify instance, the sessions survive in the database),
 * and fresh huts per schedule so runs never see each other's rows.
 */
export const DEVICES = 3;
const STAFF_PASSWORD = 'demo1234';

export interface ServerLife {
  app: FastifyInstance;
  connection: AppDatabase;
}

export class FaultServer {
  life!: ServerLife;
  /** Session cookies per device; the cookie jar outlives a restart, as in a browser. */
  readonly sessions: Map<string, string>[] = [];
  staffIds: number[] = [];
  productId = 0;
  /** Another product, of the queue's units (RunHut.queueUnits). */
  queueProductId = 0;
  passwordHash = '';
  restarts = 0;
  /** Whether pushes may go through the counter batch (AppConfig.syncCounterBatch). */
  private counterBatch = true;
  /** The release the server plays (AppConfig.syncProtocol); undefined: the current one. */
  private protocol: number | undefined;
  private config: AppConfig | undefined;

  private constructor(
    readonly dialect: Dialect,
    readonly database: TestDatabase,
  ) {}

  get db(): Kysely<Database> {
    return this.database.db;
  }

  static async open(dialect: Dialect): Promise<FaultServer> {
    const server = new FaultServer(dialect, await openTestDatabase(dialect, { seed: true }));
    await server.start();
    await server.createStaff();
    return server;
  }

  /** Opens a new connection and app on the same database. */
  async start(): Promise<void> {
    const connection = await createDatabase(
      this.database.url
        ? { databaseUrl: this.database.url, poolSize: 5 }
        : { sqliteFile: this.database.file ?? '' },
    );
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '8080',
      SQLITE_FILE: this.database.file ?? ':memory:',
      STATIC_DIR: '/nonexistent/utstyrsbod-static',
      ALLOWED_ORIGINS: APP_ORIGIN,
      COOKIE_SECURE: 'false',
      LOGIN_RATE_LIMIT: '1000',
      // Each device pushes hundreds of times a minute here; push-limits.test.ts covers the limit.
      // The budget of stored refusals (PUSH_REFUSAL_LIMIT) stays at its default and is checked.
      PUSH_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'silent',
    });
    config.syncCounterBatch = this.counterBatch;
    if (this.protocol !== undefined) config.syncProtocol = this.protocol;
    const app = await buildApp(config, { database: connection });
    await app.ready();
    this.life = { app, connection };
    this.config = config;
  }

  /**
   * The counter batch on or off for the schedules that follow (counter-batch.ts): the route
   * reads the app's config at each push, so this needs no restart.
   */
  useCounterBatch(on: boolean): void {
    this.counterBatch = on;
    if (this.config) this.config.syncCounterBatch = on;
  }

  /** Staff member `device` loses their role at the hut (true) or has it back (false). */
  async revoke(device: number, hut: number, revoked: boolean): Promise<void> {
    const user = this.staffIds[device];
    if (user === undefined) throw new Error('no such device');
    await this.db
      .updateTable('company_user')
      .set({ role: revoked ? 'borrower' : 'staff' })
      .where('company_id', '=', hut)
      .where('user_id', '=', user)
      .execute();
  }

  /** A new release deployed: the server restarts as one of that sync protocol. */
  async release(protocol: number): Promise<void> {
    this.protocol = protocol;
    await this.restart();
  }

  /** A process restart: everything in memory is gone, the database stays. */
  async restart(): Promise<void> {
    await this.stop();
    await this.start();
    this.restarts++;
  }

  async stop(): Promise<void> {
    await this.life.app.close();
    await this.life.connection.destroy();
  }

  async close(): Promise<void> {
    await this.stop();
    await this.database.destroy();
  }

  /** A browser on the current app carrying device `index`'s cookies. */
  browser(index: number): Browser {
    const browser = new Browser(this.life.app);
    for (const [k, v] of this.sessions[index] ?? []) browser.cookies.set(k, v);
    return browser;
  }

  keepCookies(index: number, browser: Browser): void {
    this.sessions[index] = new Map(browser.cookies);
  }

  /** One staff account per device, signed in once; each is made staff of every run's huts. */
  private async createStaff(): Promise<void> {
    const demo = await this.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'demo@utstyrsbod.no')
      .executeTakeFirstOrThrow();
    this.passwordHash = demo.password_hash;
    const [product, queueProduct] = await this.db
      .selectFrom('products')
      .select('id')
      .orderBy('id')
      .limit(2)
      .execute();
    if (!product || !queueProduct) throw new Error('seed: two products');
    this.productId = product.id;
    this.queueProductId = queueProduct.id;
    for (let i = 0; i < DEVICES; i++) {
      const email = `nettbrett${i}-${randomBytes(3).toString('hex')}@feil.test`;
      this.staffIds.push(await this.insertUser(email, { status: 'active', verified: true }));
      const browser = new Browser(this.life.app);
      const res = await browser.login(email, STAFF_PASSWORD);
      if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
      this.keepCookies(i, browser);
    }
  }

  async insertUser(email: string, u: { status: UserStatus; verified: boolean }): Promise<number> {
    const now = new Date().toISOString();
    const row = await this.db
      .insertInto('users')
      .values({
        name: email.split('@')[0] ?? email,
        email,
        phone: null,
        password_hash: this.passwordHash,
        status: u.status,
        is_verified: u.verified ? 1 : 0,
        is_network_admin: 0,
        current_company_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}

/** A run's hut: borrowers [verified, verified, flagged, pending]; units [4 free, 1 retired]. */
export interface RunHut {
  id: number;
  borrowers: number[];
  units: number[];
  /**
   * Four units of another product, free, lent only by the counter's queue ('rush'): nobody has
   * booked them, so their carts and hand-outs are the counter batch's everyday push.
   */
  queueUnits: number[];
  /** The product of the run's units (what needs at the counter name). */
  product: number;
}

export const BORROWERS_PER_HUT = 4;
export const UNITS_PER_HUT = 5;
const QUEUE_UNITS = 4;
/** Inside every loan of the schedules (loan days 2 to 4 March 2026, a week each). */
const RESERVED_DAY = '2026-03-05';

/** Fresh huts for one schedule, with the same rows loaded into a new model. */
export async function createRunHuts(
  server: FaultServer,
  count: number,
  withBookings: boolean,
): Promise<{ huts: RunHut[]; model: SyncModel; outsider: number }> {
  const db = server.db;
  const now = new Date().toISOString();
  const model = new SyncModel();
  const tag = randomBytes(4).toString('hex');
  const huts: RunHut[] = [];
  for (let h = 0; h < count; h++) {
    const company = await db
      .insertInto('companies')
      .values({
        name: `Feiltest ${tag}-${h}`,
        status: 'active',
        address: null,
        county: 'Testfylke',
        municipality: 'Testkommune',
        town: 'Teststed',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const hut: RunHut = {
      id: company.id,
      borrowers: [],
      units: [],
      queueUnits: [],
      product: server.productId,
    };
    for (const staffId of server.staffIds) {
      await db
        .insertInto('company_user')
        .values({ company_id: hut.id, user_id: staffId, role: 'staff', created_at: now })
        .execute();
    }
    const kinds: { status: UserStatus; verified: boolean; flagReason?: string }[] = [
      { status: 'active', verified: true },
      { status: 'active', verified: true },
      { status: 'active', verified: true, flagReason: 'Skadet utstyr' },
      { status: 'pending', verified: false },
    ];
    for (const [i, kind] of kinds.entries()) {
      const id = await server.insertUser(`laaner${i}-${tag}-${h}@feil.test`, kind);
      await db
        .insertInto('company_user')
        .values({
          company_id: hut.id,
          user_id: id,
          role: 'borrower',
          created_at: now,
          is_flagged: kind.flagReason ? 1 : 0,
          flag_reason: kind.flagReason ?? null,
        })
        .execute();
      hut.borrowers.push(id);
      model.emails.set(id, `laaner${i}-${tag}-${h}@feil.test`);
      model.users.set(id, {
        id,
        huts: [hut.id],
        verified: kind.verified,
        status: kind.status,
        flags: kind.flagReason ? { [hut.id]: kind.flagReason } : {},
      });
    }
    for (let u = 0; u < UNITS_PER_HUT + QUEUE_UNITS; u++) {
      const queue = u >= UNITS_PER_HUT;
      const product = queue ? server.queueProductId : server.productId;
      const status = u === UNITS_PER_HUT - 1 ? 'retired' : 'available';
      const row = await db
        .insertInto('units')
        .values({
          product_id: product,
          company_id: hut.id,
          size: null,
          max_size: null,
          unit: null,
          type: null,
          image: null,
          status,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      (queue ? hut.queueUnits : hut.units).push(row.id);
      model.units.set(row.id, {
        id: row.id,
        company: hut.id,
        product,
        status,
        reason: null,
      });
    }
    // Booked online before the schedule: two borrowers hold 2 and 1 of the 4 units for a day
    // inside every loan the devices make, so hand-outs pick them up or break them.
    const bookings: [number, number, number][] = withBookings
      ? [
          [0, 2, 2000],
          [1, 1, 1000],
        ]
      : [];
    for (const [who, quantity, ago] of bookings) {
      const user = hut.borrowers[who] ?? 0;
      const createdAt = new Date(Date.now() - ago).toISOString();
      const id = newUuidV7(Date.now() - ago);
      await db
        .insertInto('reservations')
        .values({
          id,
          company_id: hut.id,
          product_id: server.productId,
          size: null,
          quantity,
          pickup_date: RESERVED_DAY,
          user_id: user,
          status: 'active',
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute();
      model.reservations.set(id, {
        id,
        company: hut.id,
        user,
        userName: `laaner${who}-${tag}-${h}`,
        product: server.productId,
        quantity,
        pickupDate: RESERVED_DAY,
        createdAt,
        status: 'active',
        loan: null,
      });
    }
    huts.push(hut);
  }
  // Someone attached to none of the run's huts: lending to them is refused.
  const outsider = await server.insertUser(`utenfor-${tag}@feil.test`, {
    status: 'active',
    verified: true,
  });
  model.emails.set(outsider, `utenfor-${tag}@feil.test`);
  // Registered in the network: staff can attach them (user.attach), then lend to them.
  model.users.set(outsider, {
    id: outsider,
    huts: [],
    verified: true,
    status: 'active',
    flags: {},
  });
  return { huts, model, outsider };
}
