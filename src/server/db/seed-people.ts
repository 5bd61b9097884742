import type { Kysely } from 'kysely';
import { hashPassword } from './passwords';
import type { Random } from './seed-random';
import { uuidV7 } from './seed-random';
import { DEMO_PASSWORD, USERS } from './seed-data/users';
import type { Database } from './schema';

/** User ids by seed key (e.g. 'demo', 'familie', 'lise.hansen'). */
export type SeededUsers = Map<string, number>;

let demoHash: Promise<string> | null = null;

/**
 * The demo accounts share one hash of the published demo password: hashing it per user would add
 * about a second to every seeded test database and protect nothing.
 */
function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

export async function seedPeople(
  db: Kysely<Database>,
  random: Random,
  hutIds: readonly number[],
  now: string,
): Promise<SeededUsers> {
  const passwordHash = await demoPasswordHash();
  const users: SeededUsers = new Map();
  const hut = (index: number): number => {
    const id = hutIds[index];
    if (id === undefined) throw new Error(`Unknown hut index ${index}`);
    return id;
  };

  for (const u of USERS) {
    const first = u.memberships[0];
    const row = await db
      .insertInto('users')
      .values({
        name: u.name,
        email: u.email,
        phone: u.phone,
        password_hash: passwordHash,
        status: u.status,
        is_verified: u.verified ? 1 : 0,
        is_network_admin: u.networkAdmin ? 1 : 0,
        current_company_id: first ? hut(first.hut) : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    users.set(u.key, row.id);

    for (const m of u.memberships) {
      // The flag and the notes are the first hut's: what a hut learns stays at that hut.
      const learnt =
        m === first ? { flag_reason: u.flagReason ?? null, notes: u.notes ?? null } : {};
      await db
        .insertInto('company_user')
        .values({
          company_id: hut(m.hut),
          user_id: row.id,
          role: m.role,
          created_at: now,
          ...learnt,
          is_flagged: m === first && u.flagReason ? 1 : 0,
        })
        .execute();
    }
    for (const member of u.members ?? []) {
      await db
        .insertInto('members')
        .values({
          id: uuidV7(random, Date.parse(now)),
          user_id: row.id,
          ...member,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }

  // Flagged users are flagged by the admin of their hut.
  const flaggedBy = users.get('demo') ?? null;
  await db
    .updateTable('company_user')
    .set({ flagged_by: flaggedBy })
    .where('is_flagged', '=', 1)
    .execute();
  return users;
}
