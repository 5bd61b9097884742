import type { Kysely, Migration } from 'kysely';

/**
 * /beomkategori requests get an answer: the network admin adds the category (status 'added')
 * or declines with a reason. `parent_id` is where in the tree the hut asked for it (the text
 * location is kept as the hut saw it).
 */
export function categoryRequestsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const table = () => db.schema.alterTable('category_requests');
      await table()
        .addColumn('parent_id', 'integer', (c) =>
          c.references('categories.id').onDelete('set null'),
        )
        .execute();
      await table()
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
        .execute();
      await table().addColumn('answer', 'text').execute();
      await table().addColumn('handled_at', 'text').execute();
      await table()
        .addColumn('handled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
    },
  };
}
