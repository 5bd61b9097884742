import type { Kysely } from 'kysely';
import { verifyPassword } from './passwords';
import type { Database } from './schema';
import { DEMO_PASSWORD, USERS } from './seed-data/users';

/**
 * The demo's accounts in a database about to serve for real (NODE_ENV=production): every
 * account at one of the demo's addresses (README), and every account that can do more than
 * borrow (network admin, a hut's staff or admin) whose password is the demo's, published in the
 * README. Borrowers' passwords are not tried: there may be many, each check costs ~50 ms of
 * scrypt, and a borrower's account reaches no one else's data.
 */
export async function findDemoAccounts(db: Kysely<Database>): Promise<string[]> {
  const addresses = USERS.map((u) => u.email.toLowerCase());
  const byAddress = await db
    .selectFrom('users')
    .select('email')
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', addresses))
    .execute();
  const privileged = await db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('is_network_admin', '=', 1),
        eb.exists(
          eb
            .selectFrom('company_user')
            .select('company_user.user_id')
            .whereRef('company_user.user_id', '=', 'users.id')
            .where('company_user.role', 'in', ['admin', 'staff']),
        ),
      ]),
    )
    .execute();
  // Accounts sharing one hash (the demo seed gives all its accounts one) are checked once.
  const hashes = [...new Set(privileged.map((u) => u.password_hash))];
  const demoHashes = new Set(
    (
      await Promise.all(
        hashes.map(async (hash) => ((await verifyPassword(DEMO_PASSWORD, hash)) ? hash : null)),
      )
    ).filter((hash) => hash !== null),
  );
  const found = [
    ...byAddress.map((u) => u.email),
    ...privileged.filter((u) => demoHashes.has(u.password_hash)).map((u) => u.email),
  ].filter((email): email is string => email !== null);
  return [...new Set(found)].sort();
}

/** Why production does not start, and what to do (Norwegian: the operator's own language). */
export function demoAccountsMessage(emails: readonly string[]): string {
  return [
    `Utstyrsbod starter ikke i produksjon (NODE_ENV=production): databasen har demokontoer med adressene eller passordet fra README: ${emails.join(', ')}.`,
    'Demodata hører bare hjemme i en demo. Start produksjon på en ny, tom database (en ny SQLITE_FILE eller en ny PostgreSQL-database), eller slett disse kontoene og gi ansatte og administratorer egne passord først.',
  ].join('\n');
}
