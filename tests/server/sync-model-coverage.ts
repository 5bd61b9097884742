import { SYNC_OP_TYPES, type SyncOpType } from '../../src/shared/contracts/sync-ops';
import type { SyncRejectCode } from '../../src/shared/texts/sync';
import type { Decision } from './sync-model';

/**
 * What a fault-injection run must reach, so that schedules which stopped making an op type, or
 * stopped reaching a kind of decision, fail instead of passing on what is left. Counted over the
 * whole run (every schedule), both databases alike.
 */

/** Refusals about the delivery, not the op: not stored, the op waits in the outbox (held). */
type DeliveryCode =
  'invalid_op' | 'forbidden' | 'actor_mismatch' | 'company_not_found' | 'op_version_ahead';
type BusinessCode = Exclude<SyncRejectCode, DeliveryCode>;

/**
 * The business rules' refusal codes in families, one kind of decision each: a new code does
 * not compile until it is put in one.
 */
const REJECTION_FAMILY = {
  not_found: 'missing',
  loan_not_draft: 'state',
  loan_customer_mismatch: 'state',
  unit_in_cart: 'state',
  empty_cart: 'state',
  loan_not_open: 'state',
  item_not_lent: 'state',
  unit_lent: 'state',
  exception_resolved: 'state',
  id_conflict: 'id',
  invalid_date: 'input',
  invalid_resolution: 'input',
} as const satisfies Record<BusinessCode, string>;
type Family = (typeof REJECTION_FAMILY)[BusinessCode];

/** Every kind of decision an op can meet in the fault model. */
export const DECISION_KINDS = [
  'applied',
  'exception',
  'rejected:missing',
  'rejected:state',
  'rejected:id',
  'rejected:input',
  /** Decided before: answered with the stored original. */
  'duplicate',
  /** Refused for the delivery (the staff member's role at the hut gone): kept, sent again. */
  'held',
] as const satisfies readonly (string | `rejected:${Family}`)[];
export type DecisionKind = (typeof DECISION_KINDS)[number];

export function decisionKind(decision: Decision): DecisionKind {
  if (decision.outcome !== 'rejected') return decision.outcome;
  const family: Family | undefined = (REJECTION_FAMILY as Record<string, Family>)[decision.code];
  if (!family) throw new Error(`a refusal outside the families: ${decision.code}`);
  return `rejected:${family}`;
}

/**
 * The least each op type is decided (first deliveries) and each kind of decision is met in a run
 * of DEFAULT_RUNS schedules; a run of fewer or more schedules asks for as many in proportion.
 * Set near a third of the least the default run reached with the seeds tried (the rarest: about
 * 25 cart.remove, 13 id_conflict refusals), so that a seed does not fail it by chance while a
 * generator that stopped making something, or a rule no schedule reaches any more, does.
 */
export const DEFAULT_RUNS = 200;
export const MIN_PER_OP_TYPE = 10;
export const MIN_PER_DECISION_KIND = 15;
/**
 * Pushes the counter batch takes whole (four or more carts and hand-outs, every one applied)
 * in schedules with it on, and with it off (the handlers then take them): about 6 to 20 each.
 */
export const MIN_COUNTER_PUSHES = 3;

export interface RunCounts {
  opTypes: ReadonlyMap<SyncOpType, number>;
  kinds: ReadonlyMap<DecisionKind, number>;
  counterPushes: ReadonlyMap<'on' | 'off', number>;
}

/** What a run's counts fell short of, each with what it reached; empty when nothing did. */
export function coverageShortfalls(
  { opTypes, kinds, counterPushes }: RunCounts,
  runs: number,
): string[] {
  const scale = (n: number) => Math.ceil((n * runs) / DEFAULT_RUNS);
  const short = <K extends string>(
    all: readonly K[],
    counts: ReadonlyMap<K, number>,
    min: number,
  ) =>
    all
      .filter((k) => (counts.get(k) ?? 0) < min)
      .map((k) => `${k}: ${counts.get(k) ?? 0} of at least ${min}`);
  return [
    ...short(SYNC_OP_TYPES, opTypes, scale(MIN_PER_OP_TYPE)),
    ...short(DECISION_KINDS, kinds, scale(MIN_PER_DECISION_KIND)),
    ...short(['on', 'off'] as const, counterPushes, scale(MIN_COUNTER_PUSHES)).map(
      (s) => `counter batch ${s}`,
    ),
  ];
}
