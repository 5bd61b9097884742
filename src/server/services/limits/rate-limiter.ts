import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { now } from '../../db/clock';
import type { Database } from '../../db/schema';

/** A limit: at most `max` hits per subject in a fixed window of `windowMs`. */
export interface LimitRule {
  /** Part of the counter's key, so limits never share a counter. */
  name: string;
  max: number;
  windowMs: number;
}

/** One counted hit, as the database answered it. */
export interface Hit {
  allowed: boolean;
  key: string;
  windowEndsAt: string;
  /** Whole seconds until the window is over (for Retry-After). */
  retryAfterSeconds: number;
}

/** Expired counters are deleted at most this often per process. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Fixed-window counters kept in the database, so every API process counts against the same
 * allowance. A hit is one upsert that either starts a new window or adds one to the current
 * window and returns the count: atomic on both dialects (PostgreSQL locks the row for the
 * conflicting insert; SQLite writes one statement at a time), so concurrent attempts, in one
 * process or several, can never both see the last free place.
 *
 * Subjects (addresses, emails, session ids) are stored only as keyed hashes.
 */
export class RateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly key: Buffer,
  ) {}

  keyOf(rule: LimitRule, subject: string): string {
    const digest = createHmac('sha256', this.key).update(subject).digest('base64url');
    return `${rule.name}:${digest}`;
  }

  async hit(rule: LimitRule, subject: string): Promise<Hit> {
    const at = now();
    const nowText = at.toISOString();
    const key = this.keyOf(rule, subject);
    await this.sweepIfDue(at);
    const row = await this.db
      .insertInto('rate_limit_counters')
      .values({
        key,
        hits: 1,
        window_ends_at: new Date(at.getTime() + rule.windowMs).toISOString(),
      })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => {
          const over = eb('rate_limit_counters.window_ends_at', '<=', nowText);
          return {
            hits: eb
              .case()
              .when(over)
              .then(1)
              .else(eb('rate_limit_counters.hits', '+', 1))
              .end(),
            window_ends_at: eb
              .case()
              .when(over)
              .then(eb.ref('excluded.window_ends_at'))
              .else(eb.ref('rate_limit_counters.window_ends_at'))
              .end(),
          };
        }),
      )
      .returning(['hits', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    const left = Date.parse(row.window_ends_at) - at.getTime();
    return {
      allowed: row.hits <= rule.max,
      key,
      windowEndsAt: row.window_ends_at,
      retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)),
    };
  }

  /** Gives a hit back (a login that succeeded), if its window is still the current one. */
  async refund(hit: Hit): Promise<void> {
    await this.db
      .updateTable('rate_limit_counters')
      .set((eb) => ({ hits: eb('hits', '-', 1) }))
      .where('key', '=', hit.key)
      .where('window_ends_at', '=', hit.windowEndsAt)
      .where('hits', '>', 0)
      .execute();
  }

  /** Deletes counters whose window is over; they would only be reset by the next hit anyway. */
  async sweep(at: Date = now()): Promise<void> {
    this.lastSweep = at.getTime();
    await this.db
      .deleteFrom('rate_limit_counters')
      .where('window_ends_at', '<=', at.toISOString())
      .execute();
  }

  private async sweepIfDue(at: Date): Promise<void> {
    // The clock may be set back (tests); a sweep then is harmless.
    if (Math.abs(at.getTime() - this.lastSweep) < SWEEP_INTERVAL_MS) return;
    await this.sweep(at);
  }
}
