import type { Transaction } from 'dexie';
import { schemaVersions } from '../../src/db/schema';
import { pick, randomInt, type Random } from '../../src/server/db/seed-random';
import type { SyncOpOf, SyncOpType } from '../../src/shared/contracts/sync';
import { opVersion } from '../../src/shared/contracts/sync-op-versions';
import { WALK_IN_NAME } from './sync-model';
import { addDays } from './sync-model-device';
import type { SeededIds } from './sync-model-ids';
import type { MonthHut } from './sync-month-world';

/**
 * A counter tablet of the month-long scenario (sync-month.test.ts), modelled as the fault model's
 * devices are (no browser, no Dexie: a month of 5,000 ops runs in seconds): it records a busy
 * day's work at a time into its outbox, in the op shapes of the bundle it runs, and knows only
 * what it did itself (the online tablets also see the hut's units as a pull would show them).
 *
 * Its outbox entries are the ops as its bundle wrote them: a protocol 1 bundle wrote no `v`,
 * called loan.extend's date `newDate` and left a report's `missingParts` out. A new bundle runs
 * the app's real Dexie upgrades (src/db/schema.ts) over the waiting entries, as the device's
 * IndexedDB would when the new bundle opens it.
 */
export type WireOp = Record<string, unknown> & { id: string; type: SyncOpType; v?: number };

/** One member per op type, so a spread keeps type and payload paired. */
type Body = { [T in SyncOpType]: Pick<SyncOpOf<T>, 'type' | 'payload'> }[SyncOpType];

interface OwnLoan {
  id: string;
  loanDate: string;
  due: string;
  items: { id: string; unit: number; out: boolean }[];
}

/** What a tablet sees of the hut when it records a day. */
export interface TabletView {
  day: number;
  date: string;
  /** Units it believes are on the shelf (not counting what it takes today). */
  shelf: readonly number[];
  /** Bookings to be picked up today, as far as it knows them. */
  pickups: readonly { user: number; product: number; quantity: number }[];
  /** The sync protocol of the server as last heard (what it may write for it; see below). */
  serverProtocol: number;
}

/** How much a tablet does in a day. */
export interface Workload {
  loans: number;
  walkIns: number;
  needs: number;
}

/** The Dexie version of each bundle's protocol (protocol 3 brought version 10). */
export const DEXIE_OF_PROTOCOL: Record<number, number> = { 1: 9, 2: 9, 3: 10 };

export class MonthTablet {
  readonly outbox: WireOp[] = [];
  readonly deviceId: string;
  /** Every op it ever recorded, by id, as written. */
  readonly made: WireOp[] = [];
  private seq = 0;
  private readonly loans: OwnLoan[] = [];
  private readonly walkIns: string[] = [];
  private readonly repairs: { unit: number; back: number }[] = [];
  private readonly notes: string[] = [];
  dexieVersion: number;

  constructor(
    readonly index: number,
    private readonly hut: MonthHut,
    private readonly actorId: number,
    private readonly ids: SeededIds,
    private readonly random: Random,
    /** Its walk-ins' phone numbers: 9, the hut's id, this tablet, a counter. */
    private readonly phones: { next: () => string; any: () => string | undefined },
    public bundle: number,
  ) {
    this.deviceId = `maanedsbrett-${index}-${ids.next().slice(-6)}`;
    this.dexieVersion = DEXIE_OF_PROTOCOL[bundle] ?? 10;
  }

  /** Units out with its own borrowers or in repair by it: not on the shelf, as it knows. */
  busyUnits(): Set<number> {
    const busy = new Set(this.repairs.map((r) => r.unit));
    for (const loan of this.loans) for (const i of loan.items) if (i.out) busy.add(i.unit);
    return busy;
  }

  /** The answered ops leave the outbox; held ones (and unanswered) stay, in order. */
  answered(ids: ReadonlySet<string>): void {
    const rest = this.outbox.filter((op) => !ids.has(op.id));
    this.outbox.splice(0, this.outbox.length, ...rest);
  }

  /**
   * The new bundle (a service worker update) opens the device's database: every Dexie upgrade
   * above the version it had runs over the outbox (the real ones, schema.ts: version 10 rewrites
   * waiting entries into the current contracts).
   */
  async update(bundle: number): Promise<number> {
    const to = DEXIE_OF_PROTOCOL[bundle] ?? 10;
    const upgrades = schemaVersions.filter((s) => s.version > this.dexieVersion && s.version <= to);
    for (const step of upgrades) await step.upgrade?.(outboxOnly(this.outbox));
    this.bundle = bundle;
    this.dexieVersion = to;
    return upgrades.length;
  }

  /** Records a day at the counter. */
  workDay(view: TabletView, load: Workload): void {
    const taken = this.busyUnits();
    const shelf = view.shelf.filter((u) => !taken.has(u));
    const take = (n: number, from: readonly number[] = shelf) => {
      const free = from.filter((u) => !taken.has(u));
      const units: number[] = [];
      for (let i = 0; i < n && free.length > 0; i++) {
        const [unit] = free.splice(Math.floor(this.random() * free.length), 1);
        if (unit !== undefined) {
          units.push(unit);
          taken.add(unit);
        }
      }
      return units;
    };
    this.returns(view);
    this.repaired(view);
    for (let i = 0; i < load.walkIns; i++) this.walkIn(view, take(randomInt(this.random, 0, 2)));
    const scarce = this.hut.units[2] ?? [];
    for (const booking of view.pickups) {
      // The family collects what they booked (or, when it is gone, what is there).
      const units = take(booking.quantity, scarce);
      if (units.length > 0) this.lend(view, booking.user, units);
    }
    const customers = [...this.hut.borrowers, ...this.walkIns];
    const common = [...(this.hut.units[0] ?? []), ...(this.hut.units[1] ?? [])];
    for (let i = 0; i < load.loans; i++) {
      // Now and then the scarce product goes to someone who has not booked it.
      const from = this.random() < 0.08 ? scarce : common;
      const units = take(randomInt(this.random, 1, 4), from);
      if (units.length > 0) this.lend(view, pick(this.random, customers), units);
    }
    this.extend(view);
    for (let i = 0; i < load.needs; i++) {
      const productId = pick(this.random, this.hut.products);
      this.write({
        type: 'demand.record',
        payload: { demandId: this.ids.next(), productId, categoryId: null, size: null },
      });
    }
    if (this.random() < 0.6) {
      const noteId = this.ids.next();
      this.notes.push(noteId);
      const unitId = pick(this.random, common);
      this.write({ type: 'note.add', payload: { noteId, unitId, text: 'Sjekket' } });
    }
    if (this.notes.length > 3 && this.random() < 0.2) {
      this.write({ type: 'note.delete', payload: { noteId: pick(this.random, this.notes) } });
    }
  }

  private walkIn(view: TabletView, units: number[]): void {
    const ref = this.ids.next();
    this.walkIns.push(ref);
    // One in six is someone another tablet (or this one) registered already: Avvik hears of it.
    const phone = (this.random() < 0.16 ? this.phones.any() : undefined) ?? this.phones.next();
    this.write({
      type: 'user.register',
      payload: { ref, name: WALK_IN_NAME, phone, email: null, children: [] },
    });
    this.write({ type: 'user.activate', payload: { userId: ref, reason: 'legitimasjon' } });
    if (units.length > 0) this.lend(view, ref, units);
  }

  /** A cart filled, sometimes a line taken out or its dates saved, and handed out. */
  private lend(view: TabletView, customerId: number | string, units: number[]): void {
    const loanId = this.ids.next();
    const loanDate = view.date;
    let due = addDays(loanDate, randomInt(this.random, 1, 3));
    const loan: OwnLoan = { id: loanId, loanDate, due, items: [] };
    for (const unitId of units) {
      const loanItemId = this.ids.next();
      loan.items.push({ id: loanItemId, unit: unitId, out: true });
      this.write({
        type: 'cart.add',
        payload: { loanId, loanItemId, customerId, unitId, loanDate, expectedReturnDate: due },
      });
    }
    if (loan.items.length > 1 && this.random() < 0.1) {
      const line = loan.items.pop();
      if (line) this.write({ type: 'cart.remove', payload: { loanItemId: line.id } });
    }
    if (this.random() < 0.1) {
      due = addDays(due, 1);
      this.write({ type: 'loan.save', payload: { loanId, loanDate, expectedReturnDate: due } });
    }
    loan.due = due;
    this.write({ type: 'loan.handOut', payload: { loanId, loanDate, expectedReturnDate: due } });
    this.loans.push(loan);
  }

  /** What is due comes back (a fifth a day late): whole loans or unit by unit, some damaged. */
  private returns(view: TabletView): void {
    for (const loan of this.loans) {
      const out = loan.items.filter((i) => i.out);
      if (out.length === 0 || loan.due > view.date || this.random() < 0.2) continue;
      if (this.random() < 0.25) {
        this.write({ type: 'loan.receiveAll', payload: { loanId: loan.id } });
        for (const item of out) item.out = false;
        continue;
      }
      for (const item of out) {
        item.out = false;
        const damaged = this.random() < 0.07 && this.mayWrite('loanItem.receive', view);
        if (!damaged) {
          this.write({ type: 'loanItem.receive', payload: { loanItemId: item.id } });
          continue;
        }
        const report = { noteId: this.ids.next(), damaged: true, text: 'Knekt', missingParts: [] };
        this.write({ type: 'loanItem.receive', payload: { loanItemId: item.id, report } });
        this.repairs.push({ unit: item.unit, back: view.day + 2 });
      }
    }
  }

  /** Units back from repair go back in service. */
  private repaired(view: TabletView): void {
    for (const r of this.repairs.filter((x) => x.back <= view.day)) {
      this.write({
        type: 'unit.setStatus',
        payload: { unitId: r.unit, status: 'available', reason: null },
      });
      this.repairs.splice(this.repairs.indexOf(r), 1);
    }
  }

  /** A few loans out get a few more days. */
  private extend(view: TabletView): void {
    if (!this.mayWrite('loan.extend', view)) return;
    const open = this.loans.filter((l) => l.due > view.date && l.items.some((i) => i.out));
    for (let i = 0; i < 2 && open.length > 0; i++) {
      const loan = pick(this.random, open);
      loan.due = addDays(loan.due, 3);
      this.write({
        type: 'loan.extend',
        payload: {
          extensionId: this.ids.next(),
          loanId: loan.id,
          loanItemId: null,
          expectedReturnDate: loan.due,
        },
      });
    }
  }

  /**
   * Whether the op may be written for the server as last heard. A server playing an older
   * release (AppConfig.syncProtocol) holds an op of a version newer than its own, but it parses
   * what it takes with today's contract: its own older shapes of a changed type (loan.extend v1,
   * a report without missingParts) would be refused as malformed, which no real older server
   * did. So an online tablet writes those only where the real server would have taken them.
   * The offline tablet writes everything: it pushes to the newest server.
   */
  private mayWrite(type: 'loan.extend' | 'loanItem.receive', view: TabletView): boolean {
    const changedIn = type === 'loan.extend' ? 2 : 3;
    return view.serverProtocol >= changedIn || this.bundle >= changedIn;
  }

  /** Appends the op in the shapes of the bundle it runs. */
  private write(body: Body): void {
    const op: WireOp = {
      ...inBundle(body, this.bundle),
      id: this.ids.next(),
      companyId: this.hut.id,
      actorId: this.actorId,
      deviceId: this.deviceId,
      createdAt: new Date().toISOString(),
      seq: this.seq++,
    };
    this.outbox.push(op);
    this.made.push(op);
  }
}

/** The op as a bundle of `protocol` wrote it (protocol 1 wrote no `v`). */
export function inBundle(body: Body, protocol: number): Pick<WireOp, 'type' | 'v'> & Body {
  const v = opVersion(body.type, protocol);
  let written: Body = body;
  if (body.type === 'loan.extend' && v === 1) {
    const { expectedReturnDate, ...rest } = body.payload;
    // The version 1 shape, which today's types no longer describe.
    written = { type: body.type, payload: { ...rest, newDate: expectedReturnDate } } as never;
  }
  if (body.type === 'loanItem.receive' && v === 1 && body.payload.report) {
    const { missingParts: _none, ...report } = body.payload.report;
    written = { type: body.type, payload: { ...body.payload, report } } as never;
  }
  return protocol === 1 ? written : { ...written, v };
}

/** A Dexie upgrade transaction over the outbox alone (the other tables are the device's rows). */
function outboxOnly(outbox: WireOp[]): Transaction {
  const table = (name: string) => ({
    toCollection: () => ({
      modify: (change: (row: Record<string, unknown>) => void) => {
        if (name === 'outbox') for (const entry of outbox) change(entry);
        return Promise.resolve(outbox.length);
      },
    }),
  });
  // Only what the upgrades of schema.ts call (table → toCollection → modify); the cast says so.
  return { table } as unknown as Transaction;
}
