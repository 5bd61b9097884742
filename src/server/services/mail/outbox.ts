import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import { now } from '../../db/clock';
import { recordChanges } from '../../db/change-log';
import type { Database, MailOutboxTable } from '../../db/schema';
import type { MailKind } from '../../../shared/domain/statuses';
import type { Mailer } from './mailer';
import { keepLease } from '../jobs/lease';
import { sendableAt } from './quiet-hours';

export interface NewMail {
  kind: MailKind;
  userId: number | null;
  companyId: number | null;
  to: { name: string; address: string };
  subject: string;
  body: string;
  /** One email per occurrence of its event: a second run adds nothing. */
  dedupeKey: string;
}

/** Tries before an email is given up (the pause doubles: 1, 2, 4 … minutes). */
export const MAIL_MAX_ATTEMPTS = 8;
/**
 * How long a sender's claim on an email lasts unless renewed: it is renewed while the email is
 * being sent, so this is how soon another process takes over the email of a sender that died.
 */
export const MAIL_LEASE_MS = 2 * 60_000;
/** Emails sent (or tried) per call at most; each is claimed only when its turn comes. */
const BATCH = 20;

/**
 * Adds an email to the outbox, in the caller's transaction (DESIGN: written with the event that
 * causes it). Reminders are never sent in quiet hours (`sendableAt`). Returns its id, or null when its key was queued before.
 */
export async function queueMail(trx: Kysely<Database>, mail: NewMail): Promise<number | null> {
  const at = now();
  const row = await trx
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      user_id: mail.userId,
      company_id: mail.companyId,
      to_address: mail.to.address,
      to_name: mail.to.name,
      subject: mail.subject,
      body: mail.body,
      dedupe_key: mail.dedupeKey,
      status: 'pending',
      not_before: sendableAt(mail.kind, at).toISOString(),
      created_at: at.toISOString(),
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Writes how a try went; a loan reminder that went in the email changes with it (the hut's
 * tablets show per loan whether its reminder was sent), in the same transaction.
 */
async function settle(
  db: Kysely<Database>,
  id: number,
  owner: string,
  set: Updateable<MailOutboxTable>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('mail_outbox')
      .set(set)
      .where('id', '=', id)
      .where('owner', '=', owner)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n || set.status === 'pending') return;
    const reminders = await trx
      .selectFrom('loan_reminders')
      .select(['id', 'company_id'])
      .where('mail_id', '=', id)
      .execute();
    await recordChanges(
      trx,
      reminders.map((r) => ({
        company_id: r.company_id,
        entity: 'loan_reminder',
        entity_id: r.id,
        op: 'upsert' as const,
      })),
    );
  });
}

/** Takes one email to send now, if it is still due and nobody holds it: the row as claimed. */
async function claimMail(db: Kysely<Database>, id: number, owner: string, leaseMs: number) {
  const at = now();
  const atIso = at.toISOString();
  // PostgreSQL re-checks these conditions on the row after waiting for another sender's claim,
  // so a row claimed meanwhile is skipped, not claimed twice.
  return db
    .updateTable('mail_outbox')
    .set({
      owner,
      lease_until: new Date(at.getTime() + leaseMs).toISOString(),
      attempts: sql`attempts + 1`,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('not_before', '<=', atIso)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', atIso)]))
    .returningAll()
    .executeTakeFirst();
}

/** Extends this sender's lease on an email it is sending; false when it holds it no longer. */
async function renewMail(
  db: Kysely<Database>,
  id: number,
  owner: string,
  leaseMs: number,
): Promise<boolean> {
  const updated = await db
    .updateTable('mail_outbox')
    .set({ lease_until: new Date(now().getTime() + leaseMs).toISOString() })
    .where('id', '=', id)
    .where('owner', '=', owner)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** The first email after `afterId` that is due and that no sender holds. */
function nextDue(db: Kysely<Database>, afterId: number) {
  const nowIso = now().toISOString();
  return db
    .selectFrom('mail_outbox')
    .select('id')
    .where('id', '>', afterId)
    .where('status', '=', 'pending')
    .where('not_before', '<=', nowIso)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowIso)]))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Sends one email this sender has claimed, keeping its lease while the SMTP server takes its
 * time, and writes how it went. True when it was sent.
 */
async function sendClaimed(
  db: Kysely<Database>,
  mailer: Mailer,
  owner: string,
  mail: Selectable<MailOutboxTable>,
  leaseMs: number,
): Promise<boolean> {
  const lease = keepLease(leaseMs, () => renewMail(db, mail.id, owner, leaseMs));
  let failure: { error: unknown } | null = null;
  try {
    await mailer.send({
      id: mail.id,
      kind: mail.kind,
      to: { name: mail.to_name, address: mail.to_address },
      subject: mail.subject,
      body: mail.body,
    });
  } catch (error: unknown) {
    failure = { error };
  } finally {
    await lease.stop();
  }
  // Written only while this sender still holds the row (settle): one whose lease was taken over
  // is the new holder's to write.
  if (!failure) {
    await settle(db, mail.id, owner, {
      status: 'sent',
      sent_at: now().toISOString(),
      lease_until: null,
      last_error: null,
    });
    return true;
  }
  const { error } = failure;
  const pause = 60_000 * 2 ** Math.min(mail.attempts - 1, 10);
  await settle(db, mail.id, owner, {
    status: mail.attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'pending',
    not_before: sendableAt(mail.kind, new Date(now().getTime() + pause)).toISOString(),
    lease_until: null,
    last_error: error instanceof Error ? error.message.slice(0, 500) : String(error),
  });
  return false;
}

/**
 * Sends the emails that are due, each claimed under a lease just before it is sent and held
 * (renewed) until its outcome is written, so that any number of processes may call this at once
 * and each email goes to the SMTP server once however slow that server is: an email waiting its
 * turn holds no lease that could run out meanwhile, and one being sent keeps its lease. Processes
 * sending at once take turns along the queue, each skipping what another holds; an email whose
 * sender died is taken by whoever comes after its lease. (A process that dies between the
 * server's "accepted" and marking the row sent lets it be sent again after the lease: the same
 * Message-ID then lets the receiver see the repeat.) `leaseMs`: shorter in tests. Returns how
 * many were sent.
 */
export async function sendDueMail(
  db: Kysely<Database>,
  mailer: Mailer,
  owner: string,
  options: { leaseMs?: number } = {},
): Promise<number> {
  const leaseMs = options.leaseMs ?? MAIL_LEASE_MS;
  let after = 0;
  let sent = 0;
  for (let tried = 0; tried < BATCH;) {
    const next = await nextDue(db, after);
    if (!next) break;
    after = next.id;
    const mail = await claimMail(db, next.id, owner, leaseMs);
    // Another sender claimed it since it was read: on to the next.
    if (!mail) continue;
    tried += 1;
    if (await sendClaimed(db, mailer, owner, mail, leaseMs)) sent += 1;
  }
  return sent;
}
