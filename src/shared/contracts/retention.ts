import * as z from 'zod/mini';
import { RETENTION_MONTHS } from '../domain/retention';
import { retentionMessages as m } from '../texts/retention';

/**
 * How long personal data is kept (services/retention): the network admin's setting, read by
 * anyone (the privacy page states it), and what Min side says is kept about the person.
 */
export const retentionSettingRequestSchema = z.object({
  months: z.coerce
    .number({ error: m.monthsRange })
    .check(
      z.int({ error: m.monthsRange }),
      z.minimum(RETENTION_MONTHS.min, { error: m.monthsRange }),
      z.maximum(RETENTION_MONTHS.max, { error: m.monthsRange }),
    ),
});
export type RetentionSettingRequest = z.infer<typeof retentionSettingRequestSchema>;

export const retentionSettingSchema = z.object({ months: z.number().check(z.int()) });
export type RetentionSetting = z.infer<typeof retentionSettingSchema>;

export const retentionSavedSchema = z.object({
  months: z.number().check(z.int()),
  message: z.string(),
});
export type RetentionSaved = z.infer<typeof retentionSavedSchema>;

/** GET /api/me/retention: what is kept about the person, and from when it may go. */
export const myRetentionSchema = z.object({
  months: z.number().check(z.int()),
  /** The latest of sign-in, loan handed out or returned, booking, registration (ISO instant). */
  lastActivity: z.string(),
  /** yyyy-mm-dd; null while a loan is out (nothing goes before it is back). */
  earliestDeletion: z.nullable(z.string()),
  children: z.number().check(z.int()),
  loans: z.number().check(z.int()),
  /** Staff and admins of a hut, and the network admin, are kept while they have the role. */
  hasRole: z.boolean(),
});
export type MyRetention = z.infer<typeof myRetentionSchema>;
