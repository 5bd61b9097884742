import type { Kysely, Migration } from 'kysely';

/**
 * A loan may be for one of the borrower's children (SPEC §3 Member): the guardian stays the
 * borrower of record, the child is who uses the equipment. A removed child leaves the loan
 * with its guardian (set null).
 */
export function loanMemberMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('loans')
        .addColumn('member_id', 'text', (c) => c.references('members.id').onDelete('set null'))
        .execute();
    },
  };
}
