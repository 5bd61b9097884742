import type { Kysely } from 'kysely';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';
import {
  DEFAULT_RESERVATION_SETTINGS,
  WEEKDAYS,
  type ReservationSettings,
  type Weekday,
} from '../../../shared/domain/reservations';
import type { HutSettingsRequest } from '../../../shared/contracts/reservations';

const isWeekday = (n: number): n is Weekday => (WEEKDAYS as readonly number[]).includes(n);

/** "1,3,6" → [1, 3, 6]; anything else in the column is left out. */
export function parseWeekdays(text: string): Weekday[] {
  return text
    .split(',')
    .map(Number)
    .filter(isWeekday)
    .sort((a, b) => a - b);
}

/** A hut's booking rules: its own row, or the defaults. */
export async function readHutSettings(
  db: Kysely<Database>,
  hut: number,
): Promise<ReservationSettings> {
  const row = await db
    .selectFrom('hut_settings')
    .selectAll()
    .where('company_id', '=', hut)
    .executeTakeFirst();
  if (!row) return DEFAULT_RESERVATION_SETTINGS;
  return {
    enabled: row.reservations_enabled === 1,
    windowFromDays: row.window_from_days,
    windowToDays: row.window_to_days,
    pickupWeekdays: parseWeekdays(row.pickup_weekdays),
    loanDays: row.loan_days,
    maxUnits: row.max_units,
  };
}

/** Saves a hut's booking rules (hut admin); answers them as stored. */
export async function saveHutSettings(
  db: Kysely<Database>,
  hut: number,
  input: HutSettingsRequest,
): Promise<ReservationSettings> {
  const values = {
    reservations_enabled: input.enabled ? 1 : 0,
    window_from_days: input.windowFromDays,
    window_to_days: input.windowToDays,
    pickup_weekdays: [...new Set(input.pickupWeekdays)].sort((a, b) => a - b).join(','),
    loan_days: input.loanDays,
    max_units: input.maxUnits,
    updated_at: nowIso(),
  };
  await db
    .insertInto('hut_settings')
    .values({ company_id: hut, ...values })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
    .execute();
  return readHutSettings(db, hut);
}
