import type { Kysely, KyselyPlugin } from 'kysely';
import type { Database } from '../../src/server/db/schema';

/**
 * What two databases given the same pushes must agree on, one through the counter batch and one
 * through the handlers op by op (sync-counter-batch.test.ts), with what may differ taken out:
 * - times (each op has its own time one way, the batch one time the other way);
 * - loan numbers, compared by their order: PostgreSQL's sequence also moves on an insert that
 *   meets a conflict, so the handlers leave gaps the batch does not;
 * - ids the server makes up (an Avvik entry's), compared by where they first appear.
 */
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export class Normaliser {
  private readonly made = new Map<string, string>();
  private ranks = new Map<number, number>();

  /** `known`: every id the test sent, kept as it is. */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly known: ReadonlySet<string>,
  ) {}

  /** Loan numbers by their order now (call after each push, before normalising). */
  async readNumbers(): Promise<void> {
    const loans = await this.db.selectFrom('loans').select('number').orderBy('number').execute();
    this.ranks = new Map(loans.map((loan, i) => [loan.number, i]));
  }

  normalise(value: unknown): unknown {
    if (typeof value === 'string') return this.text(value);
    if (Array.isArray(value)) return value.map((item) => this.normalise(item));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          key === 'number' && typeof item === 'number'
            ? `#${String(this.ranks.get(item))}`
            : this.normalise(item),
        ]),
      );
    }
    return value;
  }

  private text(value: string): string {
    if (TIME.test(value)) return '<time>';
    if (!UUID.test(value) || this.known.has(value)) return value;
    const seen = this.made.get(value) ?? `<made ${String(this.made.size)}>`;
    this.made.set(value, seen);
    return seen;
  }
}

/** Everything a push writes, in a stable order. */
export async function snapshot(db: Kysely<Database>, since: number) {
  const parse = (json: string): unknown => JSON.parse(json);
  return {
    loans: await db.selectFrom('loans').selectAll().orderBy('id').execute(),
    lines: await db.selectFrom('loan_items').selectAll().orderBy('id').execute(),
    units: await db
      .selectFrom('units')
      .select(['id', 'status', 'status_reason', 'updated_at'])
      .orderBy('id')
      .execute(),
    people: await db
      .selectFrom('users')
      .select(['id', 'ref', 'merged_into', 'updated_at'])
      .orderBy('id')
      .execute(),
    memberships: await db
      .selectFrom('company_user')
      .select(['company_id', 'user_id', 'role', 'is_flagged', 'flag_reason'])
      .orderBy('company_id')
      .orderBy('user_id')
      .execute(),
    decisions: (
      await db
        .selectFrom('applied_ops')
        .select(['op_id', 'device_id', 'actor_id', 'company_id', 'type', 'seq', 'outcome'])
        .select(['result_json', 'applied_at'])
        .orderBy('op_id')
        .execute()
    ).map(({ result_json, ...row }) => ({ ...row, result: parse(result_json) })),
    changes: lastOfEachRow(
      await db
        .selectFrom('change_log')
        .select(['company_id', 'entity', 'entity_id', 'op'])
        .where('id', '>', since)
        .orderBy('id')
        .execute(),
    ),
    exceptions: (
      await db
        .selectFrom('sync_exceptions')
        .select(['kind', 'op_id', 'company_id', 'status', 'details_json'])
        .orderBy('op_id')
        .orderBy('kind')
        .orderBy('details_json')
        .execute()
    ).map(({ details_json, ...row }) => ({ ...row, details: parse(details_json) })),
    bookings: await db
      .selectFrom('reservations')
      .select(['id', 'status', 'loan_id', 'updated_at'])
      .orderBy('id')
      .execute(),
    notices: await db
      .selectFrom('notifications')
      .select(['company_id', 'user_id', 'kind', 'message'])
      .orderBy('id')
      .execute(),
  };
}

/**
 * The change log as its readers take it: the rows changed since a cursor, each at its last
 * change. A push in one transaction logs a row once where pushes in several log it per
 * transaction (change-log.ts: recordChanges), so only this is the same both ways.
 */
function lastOfEachRow<C extends { company_id: number | null; entity: string; entity_id: string }>(
  changes: readonly C[],
): C[] {
  const last = new Map<string, C>();
  for (const c of changes) {
    const key = `${c.entity}:${c.entity_id}:${String(c.company_id)}`;
    last.delete(key);
    last.set(key, c);
  }
  return [...last.values()];
}

/** Counts the statements a database handle runs (transactions opened from it included). */
export class StatementCounter implements KyselyPlugin {
  count = 0;
  transformQuery: KyselyPlugin['transformQuery'] = (args) => {
    this.count += 1;
    return args.node;
  };
  transformResult: KyselyPlugin['transformResult'] = (args) => Promise.resolve(args.result);
}
