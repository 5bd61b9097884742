import { syncMessages as m, syncRejectCodes as codes } from '../../../../shared/contracts/sync';
import type { SyncOpOf } from '../../../../shared/contracts/sync';
import { normalizePhone } from '../../../../shared/domain/phone';
import { NO_PASSWORD } from '../../../db/passwords';
import { insertBorrower } from '../../people/membership';
import { noticeNewUser } from '../../people/new-user-notice';
import type { OpContext } from '../context';
import { reject } from '../context';
import { hutUserRow, resolvePersonId } from '../hut-users';
import { toSyncUser } from '../rows';
import { reportDuplicates } from './report-duplicates';

type Payload = SyncOpOf<'user.attach'>['payload'];

/**
 * Staff attach a person registered in the network to their hut, found at the counter by their
 * whole email or phone: they join as a borrower awaiting activation, unless they already belong
 * to the hut, in any role, which is left as it is. Applying it again changes nothing. A record
 * merged since the tablet found it stands for the kept person, who is attached instead.
 *
 * The op names the person by id and carries the email or phone staff typed; the person must have
 * exactly that one, or nobody is attached and the answer is the same "not found" as for an
 * unknown id (docs/threat-model.md: an id alone, counted up, reaches nobody). Walk-ins of the hut
 * with the same phone or email are reported as possible duplicates, now that the person is here.
 */
export async function userAttach(ctx: OpContext, p: Payload): Promise<void> {
  const userId = await resolvePersonId(ctx, p.userId);
  const person =
    userId === null
      ? undefined
      : await ctx.trx
          .selectFrom('users')
          .select(['id', 'name', 'email', 'phone', 'password_hash', 'is_verified'])
          .where('id', '=', userId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
  if (!person || !matches(person, p.match)) throw reject(codes.notFound, m.personNotFound);
  if (await insertBorrower(ctx.trx, person.id, ctx.companyId, ctx.now)) {
    ctx.out.change('user', person.id, 'upsert', ctx.companyId);
    if (person.is_verified === 0) await noticeNewUser(ctx.trx, ctx.companyId, person.name, ctx.now);
    await reportDuplicates(ctx, { ...person, isWalkIn: person.password_hash === NO_PASSWORD });
  }
  const user = await hutUserRow(ctx, person.id);
  if (!user) throw new Error('A person just attached belongs to the hut');
  ctx.out.put('users', toSyncUser(user), false);
}

/** Whether the email or phone staff typed is the person's own (both stored normalised). */
function matches(
  person: { email: string | null; phone: string | null },
  match: Payload['match'],
): boolean {
  if (match.kind === 'email') {
    return person.email !== null && person.email === match.value.trim().toLowerCase();
  }
  const phone = normalizePhone(match.value);
  return phone !== null && person.phone === phone;
}
