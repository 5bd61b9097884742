import { isDeepStrictEqual } from 'node:util';
import type { PushResult, SyncOp } from '../../src/shared/contracts/sync';
import type { SyncModel } from './sync-model';
import { decided, decisionOf, normaliseModel } from './sync-model-check';

/** Two pushes the server ran at the same time: the ops and the answer of each. */
export interface RaceSide {
  ops: readonly SyncOp[];
  results: readonly PushResult[];
}

export interface RaceExplanation {
  model: SyncModel;
  order: SyncOp[];
}

/** Every merge of a and b that keeps each side's own order. */
function* merges<T>(a: readonly T[], b: readonly T[]): Generator<T[]> {
  if (a.length === 0 || b.length === 0) {
    yield [...a, ...b];
    return;
  }
  const [headA, ...restA] = a;
  const [headB, ...restB] = b;
  if (headA !== undefined) for (const m of merges(restA, b)) yield [headA, ...m];
  if (headB !== undefined) for (const m of merges(a, restB)) yield [headB, ...m];
}

/**
 * Racing pushes are correct when SOME serial order of their ops (each device's own order kept)
 * gives exactly the answers the server sent and the state it ended in. Returns the model after
 * that order, or undefined when no order explains what happened (a lost update, a double apply).
 */
export function explainRace(
  model: SyncModel,
  sides: readonly [RaceSide, RaceSide],
  server: unknown,
  huts: readonly number[],
  users: readonly number[],
): RaceExplanation | undefined {
  const [a, b] = sides;
  const tagged = (side: RaceSide) => side.ops.map((op, i) => ({ op, result: side.results[i] }));
  for (const order of merges(tagged(a), tagged(b))) {
    const candidate = model.clone();
    const fits = order.every(({ op, result }) => {
      if (!result) return false;
      const fresh = candidate.apply(op) !== undefined;
      if (fresh === (result.outcome === 'duplicate')) return false;
      return isDeepStrictEqual(decisionOf(decided(result)), candidate.decisions.get(op.id));
    });
    if (fits && isDeepStrictEqual(normaliseModel(candidate, huts, users), server)) {
      return { model: candidate, order: order.map((o) => o.op) };
    }
  }
  return undefined;
}
