import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { noticeTexts } from '../../../shared/texts/notices';
import { noticeToStaff } from '../notices';

/** The hut's staff hear of someone who joined it and must show ID at their first loan. */
export function noticeNewUser(
  trx: Kysely<Database>,
  hut: number,
  name: string,
  at: string,
): Promise<void> {
  return noticeToStaff(trx, hut, { kind: 'new_user', message: noticeTexts.newUser(name) }, at);
}
