import { hashSecretToken, newSecretToken } from '../security/secret-tokens';
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { registerRequestSchema } from '../../../shared/contracts/auth-requests';
import type { RegistrationAccepted } from '../../../shared/contracts/registration';
import { registrationLink } from '../../../shared/contracts/registration-link';
import { nb } from '../../../shared/texts/messages';
import { registrationTexts as texts } from '../../../shared/texts/registration';
import { now } from '../../db/clock';
import { hashPassword } from '../../db/passwords';
import type { Database } from '../../db/schema';
import { HttpError, fieldError } from '../../errors';
import { accountByEmail } from '../auth';
import { queueMail } from '../mail/outbox';
import { assertPasswordAcceptable } from '../passwords/password-policy';
import { reportWalkInDuplicates } from '../people/duplicates';
import { attachBorrower } from '../people/membership';
import { newPersonRow } from '../people/new-person';
import { noticeNewUser } from '../people/new-user-notice';
import { toAuthUser, type AuthUser } from '../sessions';
import { registrationAttemptMail, registrationLinkMail } from './registration-mail';

type RegisterInput = z.output<typeof registerRequestSchema>;

/** How long a registration's link works. */
export const REGISTRATION_LINK_HOURS = 24;
const HOUR_MS = 3_600_000;

/**
 * Links sent to one address in an hour, however many addresses register it: past this, a
 * registration answers the same but sends nothing (the links sent still work), so nobody can
 * flood a mailbox. The owner of an address with an account hears at most once an hour.
 */
export const LINKS_PER_ADDRESS_HOUR = 5;

const refused = (code: string, message: string) => new HttpError(422, code, message);

/** The huts a registration names: each must exist and be open (a closed hut takes no one). */
async function openHuts(db: Kysely<Database>, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('companies')
    .select('id')
    .where('id', 'in', wanted)
    .where('status', '=', 'active')
    .execute();
  if (rows.length !== wanted.length) throw fieldError('company_ids', nb.companyNotFound);
  return wanted;
}

/**
 * POST /api/register. The form is checked as before (422 with field messages: none of them
 * depends on the address being registered). Then the answer is one and the same, and so is the
 * work (the password is hashed either way): a new address gets an email with a link that makes
 * the account; an address that has an account gets an email telling its owner that someone
 * tried, and how to sign in. Nothing is made or changed for an address that has an account.
 * `origin` is where the links point (linkOrigin).
 */
export async function requestRegistration(
  db: Kysely<Database>,
  input: RegisterInput,
  origin: string,
): Promise<RegistrationAccepted> {
  await assertPasswordAcceptable(input.password, input);
  const huts = await openHuts(db, input.company_ids);
  const passwordHash = await hashPassword(input.password);
  const at = now();
  const token = newSecretToken();
  const tokenHash = hashSecretToken(token);
  const expiresAt = new Date(at.getTime() + REGISTRATION_LINK_HOURS * HOUR_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('pending_registrations')
      .where('expires_at', '<=', at.toISOString())
      .execute();
    const owner = await accountByEmail(trx, input.email).select(['id', 'name']).executeTakeFirst();
    if (owner) {
      const { subject, body } = registrationAttemptMail(owner.name, origin);
      await queueMail(trx, {
        kind: 'registration_attempt',
        userId: owner.id,
        companyId: null,
        to: { name: owner.name, address: input.email },
        subject,
        body,
        // At most one an hour, however often someone tries the address.
        dedupeKey: `registration-attempt:${owner.id}:${Math.floor(at.getTime() / HOUR_MS)}`,
      });
      return;
    }
    const recent = await trx
      .selectFrom('pending_registrations')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('email', '=', input.email)
      .where('created_at', '>', new Date(at.getTime() - HOUR_MS).toISOString())
      .executeTakeFirstOrThrow();
    if (Number(recent.count) >= LINKS_PER_ADDRESS_HOUR) return;
    await trx
      .insertInto('pending_registrations')
      .values({
        token_hash: tokenHash,
        email: input.email,
        name: input.name,
        phone: input.phone,
        company_ids: JSON.stringify(huts),
        password_hash: passwordHash,
        created_at: at.toISOString(),
        expires_at: expiresAt,
      })
      .execute();
    const link = new URL(registrationLink.path, origin);
    link.hash = token;
    const { subject, body } = registrationLinkMail(input.name, link.toString(), expiresAt);
    await queueMail(trx, {
      kind: 'registration_link',
      userId: null,
      companyId: null,
      to: { name: input.name, address: input.email },
      subject,
      body,
      dedupeKey: `registration-link:${tokenHash}`,
    });
  });
  return { message: texts.mailSent };
}

/** The huts of a pending registration that are still open (one may have closed meanwhile). */
async function stillOpen(db: Kysely<Database>, stored: string): Promise<number[]> {
  const parsed: unknown = JSON.parse(stored);
  const ids = Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : [];
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('companies')
    .select('id')
    .where('id', 'in', ids)
    .where('status', '=', 'active')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * POST /api/register/confirm: the emailed link was opened, so the address is the person's. The
 * account is made as registration always made it (a borrower awaiting activation, SPEC §1,
 * attached to the chosen huts, whose staff see them as new), in one transaction that also uses
 * up the link; the address's other pending registrations end with it. Refused (422) for a link
 * that is unknown, used or expired, and for an address that got an account meanwhile.
 */
export async function confirmRegistration(db: Kysely<Database>, token: string): Promise<AuthUser> {
  const at = now().toISOString();
  const tokenHash = hashSecretToken(token);
  // The address of the link, once its row is claimed: for the refusal after a rollback.
  const claimed: { email?: string } = {};
  try {
    return await db.transaction().execute(async (trx) => {
      // Deleting claims the row: a second use of the link, even at the same moment, finds none.
      const pending = await trx
        .deleteFrom('pending_registrations')
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', at)
        .returningAll()
        .executeTakeFirst();
      if (!pending) throw refused('registration_link_unknown', texts.linkUnknown);
      claimed.email = pending.email;
      if (await accountByEmail(trx, pending.email).select('id').executeTakeFirst()) {
        throw refused('registration_email_taken', texts.emailTaken);
      }
      const row = await trx
        .insertInto('users')
        .values(
          newPersonRow(
            {
              name: pending.name,
              email: pending.email,
              phone: pending.phone,
              passwordHash: pending.password_hash,
            },
            at,
          ),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      for (const hut of await stillOpen(trx, pending.company_ids)) {
        await attachBorrower(trx, row.id, hut, at);
        await noticeNewUser(trx, hut, row.name, at);
      }
      await reportWalkInDuplicates(trx, row, at);
      await trx.deleteFrom('pending_registrations').where('email', '=', pending.email).execute();
      const user = toAuthUser(row);
      if (!user) throw new Error('A registered account has an email');
      return user;
    });
  } catch (error) {
    const email = claimed.email;
    if (email === undefined) throw error;
    // The address has an account (made meanwhile by another of its links: the unique index
    // decided): its pending registrations are of no use any more.
    if (!(await accountByEmail(db, email).select('id').executeTakeFirst())) throw error;
    await db.deleteFrom('pending_registrations').where('email', '=', email).execute();
    throw error instanceof HttpError
      ? error
      : refused('registration_email_taken', texts.emailTaken);
  }
}
