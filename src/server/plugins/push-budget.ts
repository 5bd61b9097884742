import fp from 'fastify-plugin';
import { now } from '../db/clock';
import { tooManyAttempts } from '../errors';
import { pruneOldRefusals, refusalBudget } from '../services/sync/refusal-budget';

/** Old refusals are pruned at most this often per process. */
const PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * Bounds what junk pushes can make applied_ops keep (run-op.ts stores every refusal by the
 * business rules): at most PUSH_REFUSAL_LIMIT new refusals per user and hour — over it the
 * user's pushes wait with 429 before anything is applied — and none older than 30 days
 * (services/sync/refusal-budget.ts). The per-session rate of pushes is the rate limit's 'push'.
 */
export const pushBudgetPlugin = fp(
  async (app) => {
    let lastPrune = Number.NEGATIVE_INFINITY;
    app.addHook('preHandler', async (request, reply) => {
      if (request.routeOptions.config.limit !== 'push' || !request.user) return;
      const at = now();
      // The clock may be set back (tests); pruning again then is harmless.
      if (Math.abs(at.getTime() - lastPrune) >= PRUNE_INTERVAL_MS) {
        lastPrune = at.getTime();
        await pruneOldRefusals(app.db, at);
      }
      const budget = await refusalBudget(app.db, request.user.id, app.config.pushRefusalLimit, at);
      if (!budget.admitted) {
        reply.header('retry-after', String(budget.retryAfterSeconds));
        throw tooManyAttempts();
      }
    });
  },
  { name: 'app-push-budget', fastify: '5.x', dependencies: ['app-rate-limit'] },
);
