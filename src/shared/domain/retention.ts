import { addMonths } from 'date-fns';

/**
 * How long personal data is kept after a person's last activity (the network admin sets it,
 * services/retention): the default and the bounds the setting may take, in months.
 */
export const RETENTION_MONTHS = { default: 24, min: 6, max: 120 } as const;

/**
 * The first day the retention job may anonymise someone whose last activity was at
 * `lastActivity` (an ISO instant): the period after it, as a yyyy-mm-dd date (UTC).
 */
export function earliestAnonymisation(lastActivity: string, months: number): string {
  return addMonths(new Date(lastActivity), months).toISOString().slice(0, 10);
}

/** The instant before which a person's last activity must lie for them to be anonymised now. */
export function retentionCutoff(at: Date, months: number): string {
  return addMonths(at, -months).toISOString();
}
