import { errorTexts } from '../../i18n/nb/errors';
import { userDataResponseSchema, type UserDataResponse } from '../../shared/contracts/auth';

const { noUserData, noUserEmail, invalidUserData } = errorTexts;

export type UserDataParse = { ok: true; data: UserDataResponse } | { ok: false; error: string };

/** Parses a login/register/userdata answer with the shared contract, with the SPEC §8 texts. */
export function parseUserData(raw: unknown): UserDataParse {
  if (raw === null || raw === undefined || raw === '') return { ok: false, error: noUserData };
  if (typeof raw !== 'object' || !('user' in raw) || !raw.user) {
    return { ok: false, error: noUserData };
  }
  const user: unknown = raw.user;
  if (typeof user !== 'object' || user === null || !('email' in user) || !user.email) {
    return { ok: false, error: noUserEmail };
  }
  const parsed = userDataResponseSchema.safeParse(raw);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, error: invalidUserData };
}
