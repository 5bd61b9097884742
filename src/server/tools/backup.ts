import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config';
import { BackupError, backupSqlite } from './sqlite-backup';
import { POSTGRES_BACKUP_COMMANDS, postgresAdvice } from './postgres-backup-commands';

const USAGE = 'usage: npm run backup -- <backup-file>   (copies SQLITE_FILE while servers run)';

/**
 * `npm run backup -- <backup-file>`: a consistent copy of the embedded database (SQLITE_FILE),
 * taken while servers go on serving (docs/backup.md). Returns the exit status.
 */
export async function main(argv: readonly string[]): Promise<number> {
  const args = argv.filter((arg) => arg !== '--');
  if (args.length !== 1 || args[0]?.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const [target = ''] = args;
  try {
    const config = loadConfig();
    if (config.databaseUrl) {
      console.error(postgresAdvice(POSTGRES_BACKUP_COMMANDS));
      return 1;
    }
    const checked = await backupSqlite(config.sqliteFile, target);
    console.log(
      `backup written: ${resolve(target)} (from ${resolve(config.sqliteFile)}, ` +
        `migrations up to ${checked.lastMigration})`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

// Run as a program (npm run backup), not when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
