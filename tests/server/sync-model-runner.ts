import { expect } from 'vitest';
import { MAX_PUSH_OPS, pushResponseSchema } from '../../src/shared/contracts/sync';
import type { PushResult, StoredResult, SyncOp } from '../../src/shared/contracts/sync';
import type { SyncModel } from './sync-model';
import { checkFinal } from './sync-model-assert';
import { decided, decisionOf, normaliseServer, serverState } from './sync-model-check';
import { FaultDevice, type HeardException } from './sync-model-device';
import type { SeededIds } from './sync-model-ids';
import { explainRace } from './sync-model-race';
import type { Fault, Schedule, Step } from './sync-model-schedule';
import type { RunStats } from './sync-model-trace';
import { Trace } from './sync-model-trace';
import { createRunHuts } from './sync-model-world';
import type { FaultServer } from './sync-model-world';

interface Flight {
  device: FaultDevice;
  ops: SyncOp[];
  /** Whether the device gets the answer (a delayed push's device has long given up). */
  receive: boolean;
}

/** Final drain: a device that cannot empty its outbox in this many pushes is stuck. */
const MAX_DRAIN_PUSHES = 200;

/**
 * Runs one schedule against the real app and checks the outcome. Ops are applied to the model
 * in the order the server receives them; every answer is checked against it on the spot.
 */
export class ScheduleRun {
  private readonly devices: FaultDevice[] = [];
  private readonly delayed: Flight[] = [];
  /** Every result the server sent per op (duplicates resolved to their original). */
  private readonly answers = new Map<string, StoredResult[]>();
  private readonly allOps: SyncOp[] = [];
  readonly trace = new Trace();
  private model!: SyncModel;
  private hutIds: number[] = [];
  private userIds: number[] = [];
  /** Avvik entries the devices have heard of (their server ids), in that order. */
  private readonly heard: HeardException[] = [];

  constructor(
    private readonly server: FaultServer,
    private readonly schedule: Schedule,
    private readonly stats: RunStats,
    /** The run's ids (sync-model-ids.ts): a seed replays its schedules with the same ids. */
    private readonly ids: SeededIds,
  ) {}

  async run(): Promise<void> {
    const { huts, model, outsider } = await createRunHuts(
      this.server,
      this.schedule.twoHuts ? 2 : 1,
      this.schedule.bookings,
    );
    this.model = model;
    this.server.useCounterBatch(this.schedule.counterBatch);
    this.stats.add(this.schedule.counterBatch ? 'schedule, counter batch on' : 'schedule, off');
    this.hutIds = huts.map((h) => h.id);
    this.userIds = [...huts.flatMap((h) => h.borrowers), outsider];
    const network = this.userIds.map((id) => ({ id, email: model.emails.get(id) ?? '' }));
    // Valid Norwegian mobile numbers no other run uses: 9, the run's first hut id, a digit pair.
    const first = String(this.hutIds[0] ?? 0).padStart(5, '0');
    const walkInPhones = ['00', '01'].map((n) => `9${first}${n}`);
    for (let i = 0; i < this.schedule.devices; i++) {
      const hut = huts[this.schedule.twoHuts ? i % 2 : 0];
      const actor = this.server.staffIds[i];
      if (!hut || actor === undefined) throw new Error('run set-up');
      this.devices.push(
        new FaultDevice(i, hut, actor, outsider, network, walkInPhones, this.heard, this.ids),
      );
    }
    try {
      for (const step of this.schedule.steps) await this.step(step);
      await this.drain();
      if (this.schedule.avvik.length > 0) {
        this.trace.line('--- Avvik ---');
        for (const { device, action } of this.schedule.avvik) {
          await this.step({ kind: 'op', device, action });
        }
        await this.drain();
      }
      await checkFinal(this.server.db, this.model, {
        huts: this.hutIds,
        users: this.userIds,
        ops: this.allOps,
        answers: this.answers,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${message}\n--- trace (server arrival order) ---\n${this.trace}`, {
        cause: error,
      });
    }
  }

  private device(index: number): FaultDevice {
    const device = this.devices[index % this.devices.length];
    if (!device) throw new Error('no device');
    return device;
  }

  private flight(device: FaultDevice, receive = true, whole = false): Flight {
    const most = whole ? MAX_PUSH_OPS : this.schedule.batch;
    return { device, ops: device.outbox.slice(0, most), receive };
  }

  private async step(step: Step): Promise<void> {
    switch (step.kind) {
      case 'op': {
        const d = this.device(step.device);
        const ops = d.act(step.action);
        this.allOps.push(...ops);
        for (const op of ops) this.trace.line(`d${d.index} records ${this.trace.op(op)}`);
        return;
      }
      case 'send':
        return this.send(
          this.flight(this.device(step.device), true, step.whole),
          step.fault,
          step.cut,
        );
      case 'late': {
        const flight = this.takeDelayed(step.pick);
        if (!flight) return;
        flight.receive = step.responseArrives;
        return this.deliver(flight, step.responseArrives ? 'late, answered' : 'late, answer lost');
      }
      case 'race': {
        const a = this.flight(this.device(step.a));
        const other = this.device(step.a === step.b ? step.b + 1 : step.b);
        const b = (step.flight && this.takeDelayed(step.b)) || this.flight(other);
        return this.race(a, b);
      }
      case 'restart':
        return this.restart();
    }
  }

  private takeDelayed(pick: number): Flight | undefined {
    return this.delayed.splice(pick % Math.max(1, this.delayed.length), 1)[0];
  }

  private async restart(): Promise<void> {
    this.trace.line('server restart');
    this.stats.add('server restart');
    await this.server.restart();
  }

  private async send(flight: Flight, fault: Fault, cut: number): Promise<void> {
    const { device: d, ops } = flight;
    if (ops.length === 0) return;
    switch (fault) {
      case 'ok':
        return this.deliver(flight, 'ok');
      case 'lostRequest':
        this.trace.line(`d${d.index} push of ${ops.length} lost before the server`);
        return this.stats.add('push lost');
      case 'lostResponse':
        return this.deliver({ ...flight, receive: false }, 'answer lost');
      case 'duplicate':
        await this.deliver(flight, 'duplicated');
        return this.deliver(flight, 'duplicated');
      case 'parallelDuplicate':
        return this.race(flight, flight);
      case 'delay':
        this.delayed.push({ ...flight, receive: false });
        this.trace.line(`d${d.index} push of ${ops.length} delayed in the network`);
        return this.stats.add('push delayed');
      case 'crashMidBatch': {
        const applied = ops.slice(0, cut % (ops.length + 1));
        await this.deliver({ device: d, ops: applied, receive: false }, 'server dies mid-batch');
        return this.restart();
      }
      case 'revoked':
        await this.server.revoke(d.index, d.hut.id, true);
        await this.held(flight);
        return this.server.revoke(d.index, d.hut.id, false);
    }
  }

  /**
   * A push from a session that may no longer act for the hut: every op is refused for the
   * delivery, nothing is decided or stored, and the device keeps them all to send again.
   */
  private async held(flight: Flight): Promise<void> {
    this.trace.line(`d${flight.device.index} push of ${flight.ops.length} held (role gone)`);
    const results = await this.post(flight);
    for (const [i, op] of flight.ops.entries()) {
      const r = results[i];
      expect(r?.outcome === 'rejected' && r.code, this.trace.op(op)).toBe('forbidden');
      this.stats.held();
    }
  }

  private async post(flight: Flight): Promise<PushResult[]> {
    const res = await this.server.browser(flight.device.index).post('/api/sync/push', {
      ops: flight.ops,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { results } = pushResponseSchema.parse(res.json());
    expect(results.map((r) => r.opId)).toEqual(flight.ops.map((op) => op.id));
    return results;
  }

  /** One push; the model predicts every answer, which must match exactly. */
  private async deliver(flight: Flight, note: string): Promise<void> {
    if (flight.ops.length === 0) return;
    this.stats.add(`push ${note}`);
    this.trace.line(`d${flight.device.index} push [${note}]:`);
    const fresh = flight.ops.map((op) => this.model.apply(op) !== undefined);
    for (const [i, op] of flight.ops.entries()) {
      this.trace.decision(op, this.model.decisions.get(op.id), fresh[i] ?? false);
      this.stats.decision(op, this.model.decisions.get(op.id), fresh[i] ?? false);
    }
    // Pushes the counter batch can take (counter-batch.ts), if no booking is in the way and the
    // carts are the push's own: counted (sync-model-coverage.ts: MIN_COUNTER_PUSHES).
    const counter = flight.ops.every(
      (op, i) =>
        (op.type === 'cart.add' || op.type === 'loan.handOut') &&
        fresh[i] &&
        this.model.decisions.get(op.id)?.outcome === 'applied',
    );
    if (counter && flight.ops.length >= 4) this.stats.counterPush(this.schedule.counterBatch);
    const results = await this.post(flight);
    for (const [i, op] of flight.ops.entries()) {
      const r = results[i];
      if (!r) throw new Error('missing result');
      expect(r.outcome === 'duplicate', `${this.trace.op(op)}: duplicate`).toBe(!fresh[i]);
      this.answered(op, r);
    }
    if (flight.receive)
      flight.device.answered(
        flight.ops.map((op) => op.id),
        this.model,
      );
  }

  /**
   * Two pushes at once (on PostgreSQL, racing transactions). Correct when some serial order of
   * their ops, each push keeping its own order, explains both answers and the state after.
   */
  private async race(a: Flight, b: Flight): Promise<void> {
    if (a.ops.length === 0 || b.ops.length === 0) return;
    const note = a === b ? 'delivered twice at once' : 'racing';
    this.stats.add(`push ${note}`);
    const [ra, rb] = await Promise.all([this.post(a), this.post(b)]);
    const after = normaliseServer(await serverState(this.server.db, this.hutIds, this.userIds));
    const sides = [
      { ops: a.ops, results: ra },
      { ops: b.ops, results: rb },
    ] as const;
    const found = explainRace(this.model, sides, after, this.hutIds, this.userIds);
    this.trace.line(`d${a.device.index} and d${b.device.index} push at once [${note}]:`);
    if (!found) {
      for (const [side, s] of sides.entries()) {
        for (const [i, op] of s.ops.entries()) {
          this.trace.line(
            `    side ${side}: ${this.trace.op(op)} ← ${JSON.stringify(s.results[i])}`,
          );
        }
      }
    }
    expect(
      found,
      'some serial order of the racing pushes explains answers and state',
    ).toBeDefined();
    if (!found) return;
    const seen = new Set<string>();
    for (const op of found.order) {
      this.trace.decision(
        op,
        found.model.decisions.get(op.id),
        !seen.has(op.id) && !this.model.decisions.has(op.id),
      );
      this.stats.decision(
        op,
        found.model.decisions.get(op.id),
        !seen.has(op.id) && !this.model.decisions.has(op.id),
      );
      seen.add(op.id);
    }
    this.model = found.model;
    for (const s of sides) s.ops.forEach((op, i) => this.answered(op, s.results[i]));
    for (const f of a === b ? [a] : [a, b]) {
      if (f.receive)
        f.device.answered(
          f.ops.map((op) => op.id),
          this.model,
        );
    }
  }

  private answered(op: SyncOp, result: PushResult | undefined): void {
    if (!result) throw new Error(`no answer for ${this.trace.op(op)}`);
    const stored = decided(result);
    // An Avvik entry a device has heard of: staff may resolve it (merge a possible duplicate).
    if (stored.outcome === 'exception') {
      this.model.noteException(stored.exceptionId, op.id, stored.kind, op.companyId);
      if (!this.heard.some((e) => e.id === stored.exceptionId)) {
        this.heard.push({ id: stored.exceptionId, company: op.companyId, kind: stored.kind });
      }
    }
    expect(decisionOf(stored), this.trace.op(op)).toEqual(this.model.decisions.get(op.id));
    this.answers.set(op.id, [...(this.answers.get(op.id) ?? []), stored]);
  }

  /** Every device retries until its outbox is empty; then stragglers still in the network land. */
  private async drain(): Promise<void> {
    this.trace.line('--- drain ---');
    for (const d of this.devices) {
      for (let n = 0; d.outbox.length > 0; n++) {
        if (n >= MAX_DRAIN_PUSHES) throw new Error(`d${d.index} cannot empty its outbox`);
        await this.deliver(this.flight(d), 'retry');
      }
    }
    for (const flight of this.delayed.splice(0)) await this.deliver(flight, 'straggler');
  }
}
