import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * A staff invitation becomes an emailed one-time link (services/staff/hut-invites.ts): the role
 * is given only when the person with the invited address accepts it, signed in. Each invitation
 * keeps the sha256 of its link's token (the token itself is never stored here), the role the
 * admin chose, when the link expires, and when it was accepted (a used link is refused).
 *
 * Invitations made before this had no link and were taken up by whoever registered the address
 * first; they get no token and expire at once, so they give nothing: the admin invites again,
 * which sends a link.
 */
export function inviteLinksMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('hut_invites').addColumn('token_hash', 'text').execute();
      await db.schema
        .alterTable('hut_invites')
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('staff'))
        .execute();
      await db.schema
        .alterTable('hut_invites')
        .addColumn('expires_at', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('hut_invites').addColumn('accepted_at', 'text').execute();
      await sql`update hut_invites set expires_at = created_at`.execute(db);
      await db.schema
        .createIndex('hut_invites_token_hash')
        .on('hut_invites')
        .column('token_hash')
        .unique()
        .execute();
    },
  };
}
