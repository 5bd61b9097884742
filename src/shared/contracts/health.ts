import * as z from 'zod/mini';
import { DATABASE_CHECKS, JOB_CHECKS, MIGRATION_CHECKS } from '../domain/readiness';

/** Answer of GET /api/health: the process is alive (nothing else is checked). */
export const healthResponseSchema = z.object({ alive: z.literal(true) });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Answer of GET /api/ready: 200 with `ready: true`, 503 with `ready: false`. */
export const readyResponseSchema = z.object({
  ready: z.boolean(),
  checks: z.object({
    database: z.enum(DATABASE_CHECKS),
    migrations: z.enum(MIGRATION_CHECKS),
    jobs: z.enum(JOB_CHECKS),
  }),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
