import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDatabase } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/db/seed';

/** A SQLite file in `dir` with the demo data, as a newcomer's `npm start` has it. */
export async function demoSqliteFile(dir: string, name: string): Promise<string> {
  const sqliteFile = join(dir, `${name}.sqlite`);
  const database = await createDatabase({ sqliteFile });
  await migrateToLatest(database.db, database.dialect);
  await seedDemo(database.db, database.dialect);
  await database.destroy();
  return sqliteFile;
}

/**
 * Runs a bench section when its file is started directly (npx tsx tests/perf/<file>.ts) rather
 * than imported by run.ts.
 */
export function runWhenMain<T>(
  moduleUrl: string,
  bench: () => Promise<T>,
  print: (figures: T) => void,
): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  bench()
    .then(print)
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    });
}
