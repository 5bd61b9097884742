import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import { countAll } from '../../db/sql-helpers';
import { HttpError, notFound } from '../../errors';
import { errorCodes } from '../../../shared/contracts/errors';
import type {
  memberRequestSchema,
  newMemberRequestSchema,
} from '../../../shared/contracts/profile';
import { canAddChild } from '../../../shared/domain/children';
import { profileErrorCodes as codes, profileMessages as m } from '../../../shared/texts/profile';
import { newUuidV7 } from '../sync/ids';
import { lockAccount, refused } from './account-user';
import { announceUser } from './announce';

type MemberInput = z.output<typeof memberRequestSchema>;
type NewMemberInput = z.output<typeof newMemberRequestSchema>;

const columns = (input: MemberInput) => ({
  name: input.name,
  height: input.height,
  shoe_size: input.shoeSize,
  helmet_size: input.helmetSize,
});

/**
 * POST /api/me/members: a child (SPEC §5: name required, at most four). The count is checked
 * with the person's row locked, so two tabs adding at once cannot make a fifth. A retry with
 * the same id finds the child already stored and adds nothing.
 */
export async function addMember(
  db: Kysely<Database>,
  userId: number,
  input: NewMemberInput,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    if (input.id !== undefined) {
      const existing = await trx
        .selectFrom('members')
        .select('user_id')
        .where('id', '=', input.id)
        .executeTakeFirst();
      if (existing?.user_id === userId) return;
      if (existing) throw new HttpError(422, errorCodes.validation, m.childIdTaken);
    }
    const { count } = await trx
      .selectFrom('members')
      .select(countAll().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (!canAddChild(count)) throw refused(codes.tooManyChildren, m.tooManyChildren);
    const at = nowIso();
    await trx
      .insertInto('members')
      .values({
        id: input.id ?? newUuidV7(),
        user_id: userId,
        ...columns(input),
        created_at: at,
        updated_at: at,
      })
      .execute();
    // The huts' counters hold a person's children with the person (sync: members).
    await announceUser(trx, userId);
  });
}

/** PUT /api/me/members/{memberId}: 404 for a child that is not the person's own. */
export async function updateMember(
  db: Kysely<Database>,
  userId: number,
  memberId: string,
  input: MemberInput,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('members')
      .set({ ...columns(input), updated_at: nowIso() })
      .where('id', '=', memberId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound(m.childNotFound);
    await announceUser(trx, userId);
  });
}

/** DELETE /api/me/members/{memberId} (the screen has asked for confirmation). */
export async function removeMember(
  db: Kysely<Database>,
  userId: number,
  memberId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('members')
      .where('id', '=', memberId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound(m.childNotFound);
    await announceUser(trx, userId);
  });
}
