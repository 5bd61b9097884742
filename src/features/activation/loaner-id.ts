import { idSchema } from '../../shared/contracts/common';
import { uuidV7Schema } from '../../shared/contracts/sync-ops';
import type { PersonKey } from '../../db/hut/hut-types';

/**
 * The route's user id: digits only (no "1e3", " 7" or "0x10"), a positive 32-bit integer; or
 * the ref of a walk-in registered on this device and not yet synced (a UUIDv7).
 */
export function parseLoanerId(raw: string | undefined): PersonKey | null {
  if (raw === undefined) return null;
  if (!/^\d{1,10}$/.test(raw)) {
    const ref = uuidV7Schema.safeParse(raw);
    return ref.success ? ref.data : null;
  }
  const parsed = idSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
