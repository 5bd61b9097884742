/**
 * The ids the fault model's devices make (ops, loans, lines, notes, walk-ins), drawn from the
 * run's seed so that `SYNC_SEED=<seed>` replays a run with the very same ids, and its trace reads
 * the same. UUIDv7 as a device makes them: a time (here a fixed day plus one millisecond per id,
 * so every id of a test process is new) and random bits (here from the seed).
 */
export class SeededIds {
  private state: number;
  private made = 0;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): string {
    const time = BASE_MS + this.made++;
    const bytes = new Uint8Array(16);
    for (let i = 5, t = time; i >= 0; i--, t = Math.floor(t / 256)) bytes[i] = t % 256;
    for (let i = 6; i < 16; i++) bytes[i] = this.random() & 0xff;
    bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f);
    bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
    const h = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }

  /** mulberry32: small, fast, and the same everywhere. */
  private random(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }
}

/** 2 March 2026, the schedules' first loan day. */
const BASE_MS = Date.UTC(2026, 2, 2);
