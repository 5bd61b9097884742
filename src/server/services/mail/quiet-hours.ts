import { addDaysIso, osloDateOf, osloHourOf, osloInstant } from '../../db/clock';

/** No reminder is sent from 21:00 until 08:00, Norwegian time. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

export function isQuietHour(instant: Date): boolean {
  const hour = osloHourOf(instant);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** `instant` itself outside quiet hours, else the 08:00 that ends them. */
export function firstSendable(instant: Date): Date {
  if (!isQuietHour(instant)) return instant;
  const date = osloDateOf(instant);
  const morning = osloHourOf(instant) < QUIET_UNTIL_HOUR ? date : addDaysIso(date, 1);
  return osloInstant(morning, QUIET_UNTIL_HOUR);
}
