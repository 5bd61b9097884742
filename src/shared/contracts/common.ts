import { z } from 'zod';
import { nb } from '../messages';

/** A positive integer id from a URL segment or query string ("12"), or a JSON number. */
export const idSchema = z.coerce
  .number({ error: nb.invalidNumber('Id') })
  .int({ error: nb.invalidNumber('Id') })
  .positive({ error: nb.invalidNumber('Id') })
  .max(2_147_483_647, { error: nb.invalidNumber('Id') });

export const idParamsSchema = z.object({ id: idSchema });

/** yyyy-MM-dd (form dates). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Datoen må ha formatet åååå-mm-dd.' });

export const companyRoleSchema = z.enum(['admin', 'staff', 'borrower']);
export type CompanyRole = z.infer<typeof companyRoleSchema>;
