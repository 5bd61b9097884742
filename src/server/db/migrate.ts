import { Migrator } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { tablesMigration } from './migrations/0001-tables';
import { indexesMigration } from './migrations/0002-indexes';
import { catalogueVersionMigration } from './migrations/0003-catalogue-version';
import { rateLimitsMigration } from './migrations/0004-rate-limits';
import { refusalIndexMigration } from './migrations/0005-refusal-index';
import { accountsMigration } from './migrations/0010-accounts';
import { hutDetailsMigration } from './migrations/0013-hut-details';
import { contactInboxMigration } from './migrations/0014-contact-inbox';
import { walkInsMigration } from './migrations/0017-walk-ins';
import { loanMemberMigration } from './migrations/0018-loan-member';
import { noticeKeysMigration } from './migrations/0019-notice-keys';
import { hutInvitesMigration } from './migrations/0020-hut-invites';
import { equipmentMigration } from './migrations/0021-equipment';
import { unitStatesMigration } from './migrations/0022-unit-states';
import { categoryRequestsMigration } from './migrations/0023-category-requests';
import { statisticsMigration } from './migrations/0024-statistics';
import { statisticsRollupsMigration } from './migrations/0025-statistics-rollups';
import { statisticsMonthIndexMigration } from './migrations/0026-statistics-month-index';
import { statisticsRefreshedAtMigration } from './migrations/0027-statistics-refreshed-at';
import { jobsAndMailMigration } from './migrations/0028-jobs-and-mail';
import { reservationsMigration } from './migrations/0029-reservations';
import { reservationWaitlistMigration } from './migrations/0030-reservation-waitlist';
import { peoplePerHutMigration } from './migrations/0031-people-per-hut';
import { inviteLinksMigration } from './migrations/0032-invite-links';
import { productOwnerMigration } from './migrations/0033-product-owner';
import { loginLimitsMigration } from './migrations/0036-login-limits';
import { deviceKeysMigration } from './migrations/0037-device-keys';
import { passwordLinksMigration } from './migrations/0038-password-links';
import { retentionMigration } from './migrations/0039-retention';
import { statisticsProductQuartersMigration } from './migrations/0040-statistics-product-quarters';
import { statisticsProductWindowMigration } from './migrations/0041-statistics-product-window';
import type { Database, Dialect } from './schema';

/**
 * Migrations live in code (not a folder scan) so they work the same from tsx, vitest and a
 * bundle. Names sort in run order; never rename or edit one that has shipped — add a new one.
 */
function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-tables': tablesMigration(dialect),
    '0002-indexes': indexesMigration(),
    '0003-catalogue-version': catalogueVersionMigration(dialect),
    '0004-rate-limits': rateLimitsMigration(),
    '0005-refusal-index': refusalIndexMigration(),
    '0010-accounts': accountsMigration(),
    '0013-hut-details': hutDetailsMigration(dialect),
    '0014-contact-inbox': contactInboxMigration(),
    '0017-walk-ins': walkInsMigration(dialect),
    '0018-loan-member': loanMemberMigration(),
    '0019-notice-keys': noticeKeysMigration(),
    '0020-hut-invites': hutInvitesMigration(dialect),
    '0021-equipment': equipmentMigration(dialect),
    '0022-unit-states': unitStatesMigration(dialect),
    '0023-category-requests': categoryRequestsMigration(),
    '0024-statistics': statisticsMigration(),
    '0025-statistics-rollups': statisticsRollupsMigration(dialect),
    '0026-statistics-month-index': statisticsMonthIndexMigration(),
    '0027-statistics-refreshed-at': statisticsRefreshedAtMigration(),
    '0028-jobs-and-mail': jobsAndMailMigration(dialect),
    '0029-reservations': reservationsMigration(),
    '0030-reservation-waitlist': reservationWaitlistMigration(),
    '0031-people-per-hut': peoplePerHutMigration(),
    '0032-invite-links': inviteLinksMigration(),
    '0033-product-owner': productOwnerMigration(),
    '0036-login-limits': loginLimitsMigration(),
    '0037-device-keys': deviceKeysMigration(),
    '0038-password-links': passwordLinksMigration(),
    '0039-retention': retentionMigration(),
    '0040-statistics-product-quarters': statisticsProductQuartersMigration(dialect),
    '0041-statistics-product-window': statisticsProductWindowMigration(dialect),
  };
}

/** Every migration of this release, in run order (GET /api/ready: are they all applied?). */
export function migrationNames(dialect: Dialect): string[] {
  return Object.keys(migrationsFor(dialect)).sort();
}

/** Brings the schema to the latest version. Idempotent: already applied migrations are skipped. */
export function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  return migrateUpTo(db, dialect, null);
}

/**
 * Up to and including the named migration (null: all). Tests use a name to fill a database as an
 * earlier release left it, then check a later migration keeps every row.
 */
export async function migrateUpTo(
  db: Kysely<Database>,
  dialect: Dialect,
  last: string | null,
): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: () => Promise.resolve(migrationsFor(dialect)),
  };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await (last === null
    ? migrator.migrateToLatest()
    : migrator.migrateTo(last));
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed`, { cause: error });
  }
}
