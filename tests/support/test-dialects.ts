import type { Dialect } from '../../src/server/db/schema';

/**
 * TEST_DIALECTS (`sqlite`, `postgres` or both, comma-separated) narrows a run to those; unset,
 * both. CI's second runtime runs the server tests on SQLite only (scripts/server-tests-on-node.mjs).
 */
export function askedDialects(env: NodeJS.ProcessEnv = process.env): readonly Dialect[] {
  const asked = (env.TEST_DIALECTS ?? 'sqlite,postgres').split(',').map((d) => d.trim());
  return (['sqlite', 'postgres'] as const).filter((dialect) => asked.includes(dialect));
}
