import { idSchema } from '../../shared/contracts/common';

/** The route's user id: digits only (no "1e3", " 7" or "0x10"), a positive 32-bit integer. */
export function parseLoanerId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const parsed = idSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
