/**
 * PostgreSQL is backed up with its own tools, not by this product: the commands docs/backup.md
 * gives (and tests/server/backup-restore-postgres.test.ts runs exactly), printed by the CLIs
 * when DATABASE_URL is set.
 */
export const POSTGRES_BACKUP_COMMANDS = [
  'pg_dump --format=custom --file="$BACKUP_FILE" "$DATABASE_URL"',
] as const;

export const POSTGRES_RESTORE_COMMANDS = [
  'createdb --maintenance-db="$DATABASE_URL" "$RESTORE_DB"',
  'pg_restore --no-owner --exit-on-error --dbname="$RESTORE_URL" "$BACKUP_FILE"',
  `psql "$RESTORE_URL" --command="DELETE FROM server_secrets WHERE name = 'database_epoch'"`,
] as const;

export function postgresAdvice(commands: readonly string[]): string {
  return [
    'DATABASE_URL is set: PostgreSQL is backed up and restored with its own tools (docs/backup.md):',
    ...commands.map((command) => `  ${command}`),
  ].join('\n');
}
