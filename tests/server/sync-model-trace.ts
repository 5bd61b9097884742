import type { SyncOp, SyncOpType } from '../../src/shared/contracts/sync';
import type { Decision } from './sync-model';
import { decisionKind, type DecisionKind } from './sync-model-coverage';

/** What a set of runs exercised, to show the schedules really reach the interesting cases. */
export class RunStats {
  readonly counts = new Map<string, number>();
  /** First decisions per op type, and decisions per kind (sync-model-coverage.ts). */
  readonly opTypes = new Map<SyncOpType, number>();
  readonly kinds = new Map<DecisionKind, number>();
  /** Pushes of ≥ 4 carts and hand-outs, all applied, with the counter batch on and off. */
  readonly counterPushes = new Map<'on' | 'off', number>();

  counterPush(on: boolean): void {
    const key = on ? 'on' : 'off';
    this.counterPushes.set(key, (this.counterPushes.get(key) ?? 0) + 1);
  }

  add(key: string, n = 1): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + n);
  }

  decision(op: SyncOp, d: Decision | undefined, fresh: boolean): void {
    if (!fresh) return this.kind('duplicate');
    if (!d) throw new Error(`no decision for ${op.type}`);
    this.opTypes.set(op.type, (this.opTypes.get(op.type) ?? 0) + 1);
    this.kind(decisionKind(d));
    const what = d.outcome === 'rejected' ? d.code : d.outcome === 'exception' ? d.kind : d.outcome;
    this.add(`${op.type}:${what}`);
  }

  /** An op the server would not take from this session: not decided, still in the outbox. */
  held(): void {
    this.kind('held');
  }

  private kind(kind: DecisionKind): void {
    this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
  }

  /** The decisions per kind, as one line. */
  kindsLine(): string {
    return [...this.kinds].map(([k, v]) => `${k}=${v}`).join(' ');
  }

  toString(): string {
    return [...this.counts]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
  }
}

/**
 * The story of one schedule in server arrival order, with short names (L1 loan, I2 item, E3
 * extension, op4) instead of UUIDs, so a failing run reads like the schedule that made it.
 */
export class Trace {
  readonly lines: string[] = [];
  private readonly labels = new Map<string, string>();

  line(text: string): void {
    this.lines.push(text);
  }

  label(id: string, prefix = 'op'): string {
    let label = this.labels.get(id);
    if (!label) {
      label = `${prefix}${this.labels.size + 1}`;
      this.labels.set(id, label);
    }
    return label;
  }

  op(op: SyncOp): string {
    const parts = Object.entries(op.payload).map(([k, v]) => {
      if (typeof v !== 'string' || !/^[0-9a-f]{8}-/.test(v)) return `${k}=${String(v)}`;
      const prefix = k.startsWith('loanItem') ? 'I' : k.startsWith('loan') ? 'L' : 'E';
      return `${k}=${this.label(v, prefix)}`;
    });
    return `${this.label(op.id)} ${op.type}(${parts.join(' ')})`;
  }

  decision(op: SyncOp, d: Decision | undefined, fresh: boolean): void {
    this.line(`    ${this.op(op)} → ${fresh ? JSON.stringify(d) : 'duplicate'}`);
  }

  toString(): string {
    return this.lines.join('\n');
  }
}
