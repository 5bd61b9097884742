import { MAIL_KIND_WAITS_FOR_DAYTIME, type MailKind } from '../../../shared/domain/statuses';
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

/** When an email of `kind` may first go: at once, or for the kinds that wait, after quiet hours. */
export function sendableAt(kind: MailKind, instant: Date): Date {
  return MAIL_KIND_WAITS_FOR_DAYTIME[kind] ? firstSendable(instant) : instant;
}
