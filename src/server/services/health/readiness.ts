import { sql, type Kysely } from 'kysely';
import { migrationNames } from '../../db/migrate';
import type { Database, Dialect } from '../../db/schema';
import { isReady, jobCheck } from '../../../shared/domain/readiness';
import type {
  JobRunnerStatus,
  MigrationCheck,
  ReadinessChecks,
} from '../../../shared/domain/readiness';

/** The table Kysely's migrator records applied migrations in (db/migrate.ts). */
const MIGRATION_TABLE = 'kysely_migration';
/**
 * A load balancer waits a few seconds for an answer: a database that does not answer within this
 * is as good as unreachable, and the probe gets 503 instead of hanging with it.
 */
export const READY_TIMEOUT_MS = 2_000;

/** The jobs of this process: `off` when it runs none by configuration, else its runner's status. */
export type JobsProbe = 'off' | { status(): JobRunnerStatus | null };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  try {
    await withTimeout(sql`select 1`.execute(db), READY_TIMEOUT_MS);
    return true;
  } catch {
    return false;
  }
}

async function migrationCheck(db: Kysely<Database>, dialect: Dialect): Promise<MigrationCheck> {
  try {
    // The table is not in the app's schema type: it is the migrator's.
    const { rows } = await withTimeout(
      sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db),
      READY_TIMEOUT_MS,
    );
    const applied = new Set(rows.map((row) => row.name));
    return migrationNames(dialect).every((name) => applied.has(name)) ? 'ok' : 'pending';
  } catch {
    // The database answered a moment ago: no migration table yet means none ran.
    return 'pending';
  }
}

/** The checks of GET /api/ready, and whether they make the process ready. */
export async function readiness(
  db: Kysely<Database>,
  dialect: Dialect,
  jobs: JobsProbe,
): Promise<{ ready: boolean; checks: ReadinessChecks }> {
  const reachable = await databaseAnswers(db);
  const checks: ReadinessChecks = {
    database: reachable ? 'ok' : 'unreachable',
    migrations: reachable ? await migrationCheck(db, dialect) : 'unknown',
    jobs: jobCheck(jobs === 'off' ? 'off' : jobs.status(), Date.now()),
  };
  return { ready: isReady(checks), checks };
}
