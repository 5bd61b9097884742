import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../schema';

/**
 * Scheduled work and email (DESIGN: jobs). `job_runs` holds one row per occurrence of a job
 * (its key, e.g. loan-reminders on 2026-11-26): the process that inserts it, or takes it over
 * after its lease ran out, runs it, so two processes and a restart never run one twice.
 * `mail_outbox` holds each email, written in the transaction that decided it; senders claim rows
 * under a lease. `loan_reminders` says which reminder of a loan went out (pulled to the hut's
 * tablets, shown in the loan).
 */
export function jobsAndMailMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('job_runs')
        .addColumn('job', 'text', (c) => c.notNull())
        .addColumn('occurrence', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('lease_until', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .addColumn('last_error', 'text')
        .addPrimaryKeyConstraint('job_runs_pkey', ['job', 'occurrence'])
        .execute();

      const mail = db.schema.createTable('mail_outbox');
      await (
        dialect === 'postgres'
          ? mail.addColumn('id', 'serial', (c) => c.primaryKey())
          : mail.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('company_id', 'integer', (c) =>
          c.references('companies.id').onDelete('set null'),
        )
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('to_name', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('not_before', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('owner', 'text')
        .addColumn('lease_until', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('mail_outbox_status_not_before_idx')
        .on('mail_outbox')
        .columns(['status', 'not_before'])
        .execute();

      await db.schema
        .createTable('loan_reminders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('loan_id', 'text', (c) => c.notNull().references('loans.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) =>
          c.notNull().references('companies.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('due_date', 'text', (c) => c.notNull())
        .addColumn('mail_id', 'integer', (c) => c.references('mail_outbox.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('loan_reminders_loan_kind_due_key', ['loan_id', 'kind', 'due_date'])
        .execute();
    },
  };
}
