import { userDataResponseSchema, type UserDataResponse } from '../../shared/contracts/auth';

/** SPEC §8 texts for bad user data answers. */
export const noUserData = 'No userdata returned from backend';
export const noUserEmail = 'NO USER EMAIL IN RESPONSE';
export const invalidUserData = 'Invalid userdata returned from backend';

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
