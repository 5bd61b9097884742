import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/server/db/seed-random';
import {
  opVersion,
  pushResponseSchema,
  syncOpSchema,
  SYNC_PROTOCOL,
  SYNC_PROTOCOL_HEADER,
  upcastOp,
  type StoredResult,
  type SyncOp,
} from '../../src/shared/contracts/sync';
import { testDialects } from '../support/test-databases';
import { SyncModel } from './sync-model';
import { checkFinal } from './sync-model-assert';
import { decided, decisionOf } from './sync-model-check';
import { decisionKind } from './sync-model-coverage';
import { addDays } from './sync-model-device';
import { SeededIds } from './sync-model-ids';
import { FaultServer } from './sync-model-world';
import { MonthTablet, type WireOp } from './sync-month-tablet';
import { bookOnline, createMonthHut, type MonthHut } from './sync-month-world';

/**
 * A month at one hut with three counter tablets (issue 31): A and B online, syncing every
 * evening; C offline for 30 days, recording over 5,000 ops (walk-ins, activations, loans,
 * returns, damaged returns, needs, bookings picked up and broken). Meanwhile the server moves
 * through three releases of the op contracts (protocol 1, 2, 3: loan.extend v2 at 2, a report's
 * missing parts at 3), each deployed as a restart; A takes the newest bundle two days before the
 * server (its new ops are held as ahead, then go through), B lags behind (the server upcasts its
 * older ops). On day 31 C comes back still on its protocol 1 bundle (Dexie version 9): it pushes
 * part of its outbox (one answer lost on the way), then its new bundle opens the database, the
 * real Dexie upgrade to version 10 rewrites the waiting entries into today's contracts, and it
 * pushes the rest (the lost batch again, now in the new shapes: duplicates of the stored).
 *
 * Every answer is checked on arrival against the reference model (sync-model.ts), and at the
 * end every op made must be decided exactly once, every conflict (each Avvik entry the model
 * raises) be in the database, and the database equal the model. Both databases, one seed
 * (SYNC_SEED replays another).
 */
const SEED = Number(process.env.SYNC_SEED ?? 31);
const DAYS = 30;
const FIRST_DAY = '2026-03-02';
/** The server's release by day: protocol 1, then 2 from day 10, 3 from day 20. */
const releaseOn = (day: number) => (day < 10 ? 1 : day < 20 ? 2 : 3);
/** A runs the next bundle two days before the server; B two days after. */
const bundleOf = { a: (day: number) => releaseOn(day + 2), b: (day: number) => releaseOn(day - 2) };
const MAX_PUSH = 500;

describe.each(testDialects)('a month offline on %s', (dialect) => {
  let server: FaultServer;
  beforeAll(async () => {
    server = await FaultServer.open(dialect);
  });
  afterAll(async () => {
    await server.close();
  });

  it('decides every op of 30 days offline exactly once, through three releases', async () => {
    const started = Date.now();
    const random = seededRandom(SEED);
    const ids = new SeededIds(SEED);
    const model = new SyncModel();
    await server.release(1);
    const hut = await createMonthHut(server, model);
    const run = new MonthRun(server, model, hut);
    const phones = walkInPhones(hut.id);
    const tablet = (i: number, bundle: number) => {
      const actor = server.staffIds[i];
      if (actor === undefined) throw new Error('staff');
      return new MonthTablet(i, hut, actor, ids, random, phones, bundle);
    };
    const [a, b, c] = [tablet(0, bundleOf.a(0)), tablet(1, bundleOf.b(0)), tablet(2, 1)];

    // Booked before C went offline: C knows these (it pulled them), nothing after.
    const scarce = hut.products[2] ?? 0;
    const known: { user: number; product: number; quantity: number; pickupDate: string }[] = [];
    for (let i = 0; i < 8; i++) {
      const booking = {
        user: hut.borrowers[i] ?? 0,
        product: scarce,
        quantity: 1 + (i % 2),
        pickupDate: dateOf(2 + i * 3),
      };
      await bookOnline(server, model, hut, booking);
      known.push(booking);
    }

    for (let day = 0; day < DAYS; day++) {
      const date = dateOf(day);
      if (releaseOn(day) !== run.protocol) await run.release(releaseOn(day));
      // Families book online for the coming days.
      await bookOnline(server, model, hut, {
        user: hut.borrowers[8 + (day % 16)] ?? 0,
        product: scarce,
        quantity: 1 + (day % 2),
        pickupDate: addDays(date, 2 + (day % 3)),
      });
      for (const [t, bundle] of [
        [a, bundleOf.a(day)],
        [b, bundleOf.b(day)],
      ] as const) {
        if (bundle !== t.bundle) await t.update(bundle);
        const pickups = [...model.reservations.values()]
          .filter((r) => r.status === 'active' && r.pickupDate === date)
          .filter((r) => (t === a ? r.quantity === 1 : r.quantity === 2));
        t.workDay(
          { day, date, shelf: run.shelf(), pickups, serverProtocol: run.protocol },
          { loans: 8, walkIns: day % 2, needs: 2 },
        );
        // Once a week A's evening answer is lost: the next evening sends it all again.
        await run.sync(t, { answerLost: t === a && day % 7 === 3 });
      }
      const cPickups = known.filter((k) => k.pickupDate === date);
      const shelf = [...hut.units.flat()];
      // C will push to the newest server (see MonthTablet.mayWrite): it writes everything.
      c.workDay(
        { day, date, shelf, pickups: cPickups, serverProtocol: SYNC_PROTOCOL },
        { loans: 41, walkIns: 2, needs: 8 },
      );
    }
    const offline = c.outbox.length;
    expect(offline, 'ops recorded offline').toBeGreaterThanOrEqual(5000);
    expect(run.protocol).toBe(SYNC_PROTOCOL);

    // Day 31: C is back, still on its old bundle, for four pushes (the second's answer lost).
    for (let i = 0; i < 4; i++) await run.pushOnce(c, { answerLost: i === 1 });
    const before = c.outbox.length;
    const upgrades = await c.update(SYNC_PROTOCOL);
    expect(upgrades, 'Dexie upgrades the new bundle ran').toBeGreaterThan(0);
    expect(c.outbox.every((op) => op.v === opVersion(op.type))).toBe(true);
    await run.sync(c, {});
    for (const t of [a, b]) await run.sync(t, {});
    for (const t of [a, b, c]) expect(t.outbox, `tablet ${t.index} drained`).toEqual([]);

    const all = [...a.made, ...b.made, ...c.made];
    await checkFinal(server.db, model, {
      huts: [hut.id],
      users: hut.borrowers,
      ops: all.map((op) => run.current(op)),
      answers: run.answers,
    });
    const exceptions = await server.db
      .selectFrom('sync_exceptions')
      .select(['op_id', 'kind'])
      .where('company_id', '=', hut.id)
      .execute();
    expect(exceptions.length, 'every conflict is in Avvik').toBe(model.exceptions.length);
    // What the month is for, so that a change that stopped reaching it shows.
    const picked = [...model.reservations.values()].filter((r) => r.status === 'picked_up');
    expect(picked.length, 'bookings picked up').toBeGreaterThan(0);
    expect(
      exceptions.some((e) => e.kind === 'reservation_broken'),
      'bookings broken',
    ).toBe(true);
    expect(run.held, 'ops held as ahead of the server').toBeGreaterThan(0);
    expect(run.upcast, 'older ops upcast by the server').toBeGreaterThan(0);
    expect(run.duplicates, 'ops sent again after a lost answer').toBeGreaterThan(0);
    const took = Date.now() - started;
    const kinds = new Map<string, number>();
    for (const d of model.decisions.values()) {
      kinds.set(decisionKind(d), (kinds.get(decisionKind(d)) ?? 0) + 1);
    }
    console.info(
      `[${dialect}] seed ${SEED} (SYNC_SEED=${SEED}): ${all.length} ops (C offline ${offline}, ` +
        `${before} waiting at its Dexie upgrade), ${exceptions.length} Avvik entries, ` +
        `${run.held} held as ahead, ${run.upcast} upcast by the server, ` +
        `${run.duplicates} duplicates, ${picked.length} bookings picked up, ${took} ms`,
    );
    console.info(`[${dialect}] decisions: ${[...kinds].map(([k, n]) => `${k}=${n}`).join(' ')}`);
    console.info(`[${dialect}] Avvik: ${countBy(exceptions.map((e) => e.kind))}`);
    const reports = c.made.filter((op) => {
      const current = run.current(op);
      return current.type === 'loanItem.receive' && current.payload.report !== undefined;
    });
    console.info(
      `[${dialect}] C's ops: ${countBy(c.made.map((op) => op.type))} (${reports.length} damaged)`,
    );
  }, 180_000);
});

/** Pushes and their answers, checked against the model as they arrive. */
class MonthRun {
  protocol = 1;
  readonly answers = new Map<string, StoredResult[]>();
  held = 0;
  duplicates = 0;
  /** Ops that reached the server in an older version than today's and were decided. */
  upcast = 0;
  private readonly parsed = new Map<string, SyncOp>();

  constructor(
    private readonly server: FaultServer,
    private readonly model: SyncModel,
    private readonly hut: MonthHut,
  ) {}

  async release(protocol: number): Promise<void> {
    this.protocol = protocol;
    await this.server.release(protocol);
  }

  /** The hut's units on the shelf, as a pull shows them to an online tablet. */
  shelf(): number[] {
    return this.hut.units.flat().filter((u) => this.model.units.get(u)?.status === 'available');
  }

  /** The op as the server applies it: upcast into today's contract. */
  current(op: WireOp): SyncOp {
    let found = this.parsed.get(op.id);
    if (!found) {
      const upcast = upcastOp(op);
      if (upcast.kind !== 'current') throw new Error(`op ${op.id} is ahead of today`);
      found = syncOpSchema.parse(upcast.op);
      this.parsed.set(op.id, found);
    }
    return found;
  }

  /** Pushes until nothing more goes through (held ops stay for a later evening). */
  async sync(tablet: MonthTablet, opts: { answerLost?: boolean }): Promise<void> {
    let lost = opts.answerLost ?? false;
    while (tablet.outbox.length > 0) {
      const moved = await this.pushOnce(tablet, { answerLost: lost });
      if (lost) lost = false;
      else if (!moved) return;
    }
  }

  /** One push of the outbox head; whether any op was decided. */
  async pushOnce(tablet: MonthTablet, opts: { answerLost?: boolean }): Promise<boolean> {
    const ops = tablet.outbox.slice(0, MAX_PUSH);
    const res = await this.server
      .browser(tablet.index)
      .post('/api/sync/push', { ops }, { [SYNC_PROTOCOL_HEADER]: String(tablet.bundle) });
    expect(res.statusCode, res.body).toBe(200);
    const { results } = pushResponseSchema.parse(res.json());
    // An op of a newer version than the server's release is held with every op after it.
    const ahead = ops.findIndex((op) => (op.v ?? 1) > opVersion(op.type, this.protocol));
    const decidedIds = new Set<string>();
    for (const [i, op] of ops.entries()) {
      const r = results[i];
      if (!r) throw new Error('missing result');
      if (ahead >= 0 && i >= ahead) {
        expect(r.outcome === 'rejected' && r.code, `${op.type} held`).toBe('op_version_ahead');
        this.held += 1;
        continue;
      }
      const current = this.current(op);
      if ((op.v ?? 1) < opVersion(op.type)) this.upcast += 1;
      const fresh = this.model.apply(current) !== undefined;
      expect(r.outcome === 'duplicate', `${op.type} ${op.id}: a duplicate`).toBe(!fresh);
      if (!fresh) this.duplicates += 1;
      const stored = decided(r);
      expect(decisionOf(stored), `${op.type} ${op.id}`).toEqual(this.model.decisions.get(op.id));
      if (stored.outcome === 'exception') {
        this.model.noteException(stored.exceptionId, op.id, stored.kind, current.companyId);
      }
      this.answers.set(op.id, [...(this.answers.get(op.id) ?? []), stored]);
      decidedIds.add(op.id);
    }
    if (!opts.answerLost) tablet.answered(decidedIds);
    return decidedIds.size > 0;
  }
}

const dateOf = (day: number) => addDays(FIRST_DAY, day);

/** Walk-ins' phone numbers: 9, the hut's id, a counter; and any one given out so far. */
function walkInPhones(hut: number) {
  const given: string[] = [];
  const random = seededRandom(hut);
  return {
    next: () => {
      const phone = `9${String(hut).padStart(4, '0').slice(-4)}${String(given.length).padStart(3, '0')}`;
      given.push(phone);
      return phone;
    },
    any: () => (given.length === 0 ? undefined : given[Math.floor(random() * given.length)]),
  };
}

function countBy(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${k}=${n}`).join(' ');
}
