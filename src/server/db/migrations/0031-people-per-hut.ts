import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * What a hut learns about a person stays at that hut (docs/threat-model.md): the flag (with its
 * remark and who set it) and the staff's notes move from `users`, where every hut the person
 * belongs to saw them, to the person's membership of one hut (`company_user`).
 *
 * Existing flags go to the huts where the one who set them has a staff or admin role (the hut
 * that set it); a flag whose setter is unknown stays at every hut of the person, as it held
 * before, so no hut starts lending to someone it had been told not to. Existing notes go to the
 * person's first hut, the one that registered them. The old columns of `users` are emptied.
 */
export function peoplePerHutMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('company_user')
        .addColumn('is_flagged', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('company_user').addColumn('flag_reason', 'text').execute();
      await db.schema.alterTable('company_user').addColumn('flagged_by', 'integer').execute();
      await db.schema.alterTable('company_user').addColumn('notes', 'text').execute();

      await sql`
        update company_user set is_flagged = 1,
          flag_reason = (select u.flag_reason from users u where u.id = company_user.user_id),
          flagged_by = (select u.flagged_by from users u where u.id = company_user.user_id)
        where exists (
          select 1 from users u where u.id = company_user.user_id and u.is_flagged = 1
            and (u.flagged_by is null
              or not exists (
                select 1 from company_user setter
                where setter.user_id = u.flagged_by and setter.role in ('staff', 'admin')
                  and setter.company_id in (
                    select mine.company_id from company_user mine where mine.user_id = u.id))
              or exists (
                select 1 from company_user setter
                where setter.user_id = u.flagged_by and setter.role in ('staff', 'admin')
                  and setter.company_id = company_user.company_id)))
      `.execute(db);
      await sql`
        update company_user set notes = (select u.notes from users u where u.id = company_user.user_id)
        where company_id = (
          select first.company_id from company_user first
          where first.user_id = company_user.user_id
          order by first.created_at, first.company_id limit 1)
      `.execute(db);

      // Emptied rather than dropped: SQLite cannot drop `flagged_by` (a foreign key), and both
      // databases keep one schema. No code reads these columns any more (schema.ts omits them).
      await sql`
        update users set is_flagged = 0, flagged_by = null, flag_reason = null, notes = null
      `.execute(db);
    },
  };
}
