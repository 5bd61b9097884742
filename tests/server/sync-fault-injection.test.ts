import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../support/test-databases';
import { coverageShortfalls, DEFAULT_RUNS } from './sync-model-coverage';
import { SeededIds } from './sync-model-ids';
import { ScheduleRun } from './sync-model-runner';
import { RunStats } from './sync-model-trace';
import { scheduleArb } from './sync-model-schedule';
import { FaultServer } from './sync-model-world';

/**
 * Fault injection of the sync protocol (docs/sync-protocol.md): random schedules of two or
 * three tablets recording counter work, pushed through the real app over a network that loses
 * requests and answers, duplicates, delays and reorders deliveries, runs two pushes at the same
 * time (racing transactions on PostgreSQL), a server that restarts (also after applying only
 * part of a batch), and a staff member whose role at the hut is gone for a while (their pushes
 * are held). Half the schedules run with the counter batch off (every push through the
 * handlers). After every schedule each device drains its outbox; then every op must have been
 * decided exactly once, every answer must be the stored original, and the database must equal
 * the reference model (sync-model.ts). Racing pushes must be explained by some serial order of
 * their ops (sync-model-race.ts).
 *
 * The schedules are made from the op registry (sync-model-schedule.ts: OP_ACTIONS), and the
 * run fails when an op type or a kind of decision was met fewer times than
 * sync-model-coverage.ts asks.
 *
 * Reproduce a run with the seed it prints: SYNC_SEED=<seed> (SYNC_FAULT_SEED is the old name),
 * which makes the same schedules with the same ids; SYNC_FAULT_PATH=<path> replays the shrunk
 * case directly. SYNC_FAULT_RUNS changes the number of schedules.
 */
const RUNS = Number(process.env.SYNC_FAULT_RUNS ?? DEFAULT_RUNS);
const MAX_STEPS = Number(process.env.SYNC_FAULT_STEPS ?? 40);
const SEED = Number(
  process.env.SYNC_SEED ?? process.env.SYNC_FAULT_SEED ?? Math.floor(Math.random() * 2 ** 31),
);
const PATH = process.env.SYNC_FAULT_PATH;

describe.each(testDialects)('sync under injected faults on %s', (dialect) => {
  let server: FaultServer;
  beforeAll(async () => {
    server = await FaultServer.open(dialect);
  });
  afterAll(async () => {
    await server.close();
  });

  it(`decides every op exactly once and matches the reference model (${RUNS} schedules)`, async () => {
    const started = Date.now();
    const stats = new RunStats();
    const ids = new SeededIds(SEED);
    console.info(`[${dialect}] seed ${SEED} (rerun with SYNC_SEED=${SEED})`);
    await fc.assert(
      fc.asyncProperty(scheduleArb(MAX_STEPS), (schedule) =>
        new ScheduleRun(server, schedule, stats, ids).run(),
      ),
      { numRuns: RUNS, seed: SEED, ...(PATH ? { path: PATH } : {}) },
    );
    const took = Date.now() - started;
    console.info(`[${dialect}] ${RUNS} schedules, ${server.restarts} restarts, ${took} ms`);
    console.info(`[${dialect}] decisions: ${stats.kindsLine()}`);
    console.info(`[${dialect}] counter batch pushes: ${[...stats.counterPushes].join(' ')}`);
    console.info(`[${dialect}] exercised: ${stats.toString()}`);
    // A replay of one shrunk case (PATH) is no run to count.
    if (!PATH) {
      expect(coverageShortfalls(stats, RUNS), `seed ${SEED}`).toEqual([]);
    }
  }, 600_000);
});
