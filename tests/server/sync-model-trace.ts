import type { SyncOp } from '../../src/shared/contracts/sync';
import type { Decision } from './sync-model';

/** What a set of runs exercised, to show the schedules really reach the interesting cases. */
export class RunStats {
  readonly counts = new Map<string, number>();

  add(key: string, n = 1): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + n);
  }

  decision(op: SyncOp, d: Decision | undefined, fresh: boolean): void {
    if (!fresh) return this.add('duplicate');
    const what =
      d?.outcome === 'rejected' ? d.code : d?.outcome === 'exception' ? d.kind : d?.outcome;
    this.add(`${op.type}:${what ?? '?'}`);
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
