import { hashSecretToken, newSecretToken } from '../security/secret-tokens';
import type { Kysely } from 'kysely';
import { now } from '../../db/clock';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import type { CompanyRole } from '../../../shared/contracts/common';
import { inviteLink } from '../../../shared/contracts/invite-link';
import type {
  HutInvite,
  InviteAccepted,
  InvitePreview,
  InviteRole,
} from '../../../shared/contracts/hut-people';
import { hutPeopleTexts as texts } from '../../../shared/texts/hut-people';
import { announceUser } from '../account/announce';
import { readMailHuts } from '../mail/hut-contact';
import { queueMail } from '../mail/outbox';
import type { AuthUser } from '../sessions';
import { inviteMail } from './invite-mail';

/** How long an invitation's link works. */
export const INVITE_LINK_DAYS = 7;

const refused = (code: string, message: string) => new HttpError(422, code, message);

/**
 * Where the emailed link points: the origin the admin works from when it is one of the allowed
 * origins (the origin check has passed it), else the first allowed origin. Never the Host header,
 * which the caller writes.
 */
export function linkOrigin(requestOrigin: string | undefined, allowed: readonly string[]): string {
  if (requestOrigin !== undefined && allowed.includes(requestOrigin)) return requestOrigin;
  return allowed[0] ?? 'http://localhost:8080';
}

/**
 * A hut admin invites someone by email: the invitation keeps a new link (the token's hash, the
 * chosen role, an expiry) and the email with the link is queued in the same transaction. Nothing
 * else happens until the person accepts (acceptInvite). The answer is the same whether or not
 * the address has an account, and names no one: the address is not even looked up. Inviting the
 * address again replaces the link (the older one stops working) and sends it anew.
 */
export async function inviteToHut(
  db: Kysely<Database>,
  hut: number,
  input: { email: string; role: InviteRole },
  invitedBy: number,
  origin: string,
): Promise<string> {
  const token = newSecretToken();
  const tokenHash = hashSecretToken(token);
  const at = now();
  const createdAt = at.toISOString();
  const expiresAt = new Date(at.getTime() + INVITE_LINK_DAYS * 86_400_000).toISOString();
  await db.transaction().execute(async (trx) => {
    const link = {
      token_hash: tokenHash,
      role: input.role,
      invited_by: invitedBy,
      created_at: createdAt,
      expires_at: expiresAt,
      accepted_at: null,
    };
    await trx
      .insertInto('hut_invites')
      .values({ company_id: hut, email: input.email, ...link })
      .onConflict((oc) => oc.columns(['company_id', 'email']).doUpdateSet(link))
      .execute();
    const [mailHut] = await readMailHuts(trx, [hut]);
    if (!mailHut) throw notFound();
    const url = new URL(inviteLink.path, origin);
    url.hash = new URLSearchParams({ [inviteLink.param]: token }).toString();
    const { subject, body } = inviteMail(mailHut, {
      email: input.email,
      role: input.role,
      link: url.toString(),
      expiresAt,
    });
    await queueMail(trx, {
      kind: 'staff_invite',
      // No account is looked up: the email goes to the address, whoever has it.
      userId: null,
      companyId: hut,
      to: { name: input.email, address: input.email },
      subject,
      body,
      dedupeKey: `staff-invite:${tokenHash}`,
    });
  });
  return texts.invited(input.email, texts.roles[input.role]);
}

interface InviteRow {
  id: number;
  company_id: number;
  email: string;
  role: InviteRole;
  expires_at: string;
  accepted_at: string | null;
  hut_name: string;
}

/** The invitation is there, not used and not expired; else the refusal the link's screen shows. */
function assertUsable(row: InviteRow | undefined, at: string): asserts row is InviteRow {
  if (!row) throw refused('invite_unknown', texts.inviteLinkUnknown);
  if (row.accepted_at !== null) throw refused('invite_used', texts.inviteLinkUsed);
  if (row.expires_at <= at) throw refused('invite_expired', texts.inviteLinkExpired(row.hut_name));
}

async function inviteByToken(db: Kysely<Database>, token: string): Promise<InviteRow | undefined> {
  return db
    .selectFrom('hut_invites as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .select([
      'i.id',
      'i.company_id',
      'i.email',
      'i.role',
      'i.expires_at',
      'i.accepted_at',
      'c.name as hut_name',
    ])
    .where('i.token_hash', '=', hashSecretToken(token))
    .executeTakeFirst();
}

/**
 * What the link's screen shows before accepting: the hut, the role and the invited address.
 * Public: the token is the proof of having the email, and the screen must work signed out.
 */
export async function previewInvite(db: Kysely<Database>, token: string): Promise<InvitePreview> {
  const row = await inviteByToken(db, token);
  assertUsable(row, now().toISOString());
  return {
    hut: { id: row.company_id, name: row.hut_name },
    role: row.role,
    email: row.email,
    expires_at: row.expires_at,
  };
}

const RANK: Record<CompanyRole, number> = { borrower: 0, staff: 1, admin: 2 };

/**
 * The person's role at the hut raised to `role`, never lowered; their membership row locked
 * until the transaction ends (a no-op UPDATE, valid on both dialects). Returns the role they hold.
 */
async function raiseRole(
  trx: Kysely<Database>,
  hut: number,
  userId: number,
  role: InviteRole,
): Promise<{ role: CompanyRole; changed: boolean }> {
  const lockRole = () =>
    trx
      .updateTable('company_user')
      .set((eb) => ({ role: eb.ref('role') }))
      .where('company_id', '=', hut)
      .where('user_id', '=', userId)
      .returning('role')
      .executeTakeFirst();
  let current = await lockRole();
  if (!current) {
    const inserted = await trx
      .insertInto('company_user')
      .values({ company_id: hut, user_id: userId, role, created_at: now().toISOString() })
      .onConflict((oc) => oc.columns(['company_id', 'user_id']).doNothing())
      .returning('role')
      .executeTakeFirst();
    if (inserted) return { role, changed: true };
    // Attached meanwhile (a registration's hut, a counter's attach): decide on that row.
    current = await lockRole();
    if (!current) throw new Error('A membership row vanished while it was being raised');
  }
  if (RANK[current.role] >= RANK[role]) return { role: current.role, changed: false };
  await trx
    .updateTable('company_user')
    .set({ role })
    .where('company_id', '=', hut)
    .where('user_id', '=', userId)
    .execute();
  return { role, changed: true };
}

/**
 * The invited person accepts, signed in. Accounts have no verified-email flag (users.is_verified
 * is the ID check at the counter, not the mailbox), so the proof is the pair: the token, which
 * only the emailed link carries (control of the mailbox), and a session of the account whose
 * email is the invited address. Either alone gives nothing: a registration with the address
 * has no token, and a token opened in another account's session is refused. The link works once
 * and until it expires; the role is the one the admin chose, and a higher role held at the hut
 * is kept.
 */
export async function acceptInvite(
  db: Kysely<Database>,
  user: AuthUser,
  token: string,
): Promise<InviteAccepted> {
  return db.transaction().execute(async (trx) => {
    const at = now().toISOString();
    // The invitation's row locked first (a no-op UPDATE), so two acceptances of one link are
    // decided one after the other and the second finds it used.
    const locked = await trx
      .updateTable('hut_invites')
      .set((eb) => ({ token_hash: eb.ref('token_hash') }))
      .where('token_hash', '=', hashSecretToken(token))
      .returning('id')
      .executeTakeFirst();
    const row = locked ? await inviteByToken(trx, token) : undefined;
    assertUsable(row, at);
    if (user.email.toLowerCase() !== row.email.toLowerCase()) {
      throw refused('invite_wrong_account', texts.inviteWrongAccount(row.email));
    }
    const used = await trx
      .updateTable('hut_invites')
      .set({ accepted_at: at })
      .where('id', '=', row.id)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw refused('invite_used', texts.inviteLinkUsed);
    const held = await raiseRole(trx, row.company_id, user.id, row.role);
    if (held.changed) await announceUser(trx, user.id, [row.company_id]);
    const roleName = texts.roles[held.role];
    return {
      message: held.changed
        ? texts.inviteAccepted(roleName, row.hut_name)
        : texts.inviteAlreadyHeld(roleName, row.hut_name),
      company_id: row.company_id,
      role: held.role,
    };
  });
}

/** The hut's invitations not yet accepted, expired ones too (the admin may send them again). */
export async function listInvites(db: Kysely<Database>, hut: number): Promise<HutInvite[]> {
  const rows = await db
    .selectFrom('hut_invites')
    .select(['id', 'email', 'role', 'created_at', 'expires_at'])
    .where('company_id', '=', hut)
    .where('accepted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const at = now().toISOString();
  return rows.map((row) => ({ ...row, expired: row.expires_at <= at }));
}

/** Withdrawn: the row goes, and its link with it. */
export async function withdrawInvite(
  db: Kysely<Database>,
  hut: number,
  inviteId: number,
): Promise<string> {
  const result = await db
    .deleteFrom('hut_invites')
    .where('id', '=', inviteId)
    .where('company_id', '=', hut)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(texts.inviteNotFound);
  return texts.inviteWithdrawn;
}
