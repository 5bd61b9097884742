import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config';
import { BackupError, restoreSqlite } from './sqlite-backup';
import { POSTGRES_RESTORE_COMMANDS, postgresAdvice } from './postgres-backup-commands';

const USAGE =
  'usage: npm run restore -- <backup-file> [<database-file>]   (default: SQLITE_FILE; ' +
  'stop the servers first)';

/**
 * `npm run restore -- <backup-file> [<database-file>]`: puts a backup in place of the embedded
 * database, refusing while a server has it open, and gives it a new database epoch so devices
 * send again what it no longer knows (docs/backup.md). Returns the exit status.
 */
export async function main(argv: readonly string[]): Promise<number> {
  const args = argv.filter((arg) => arg !== '--');
  if (args.length < 1 || args.length > 2 || args.some((arg) => arg.startsWith('-'))) {
    console.error(USAGE);
    return 2;
  }
  const [backup = '', explicitTarget] = args;
  try {
    const config = loadConfig();
    if (config.databaseUrl && explicitTarget === undefined) {
      console.error(postgresAdvice(POSTGRES_RESTORE_COMMANDS));
      return 1;
    }
    const target = explicitTarget ?? config.sqliteFile;
    const restored = await restoreSqlite(backup, target);
    console.log(
      `restored: ${resolve(target)} from ${resolve(backup)} (migrations up to ` +
        `${restored.lastMigration}; new database epoch ${restored.epoch})`,
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

// Run as a program (npm run restore), not when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
