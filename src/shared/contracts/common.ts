import * as z from 'zod/mini';
import {
  COMPANY_STATUSES,
  EXCEPTION_STATUSES,
  LOAN_REMINDER_KINDS,
  MAIL_STATUSES,
  LOAN_ITEM_STATUSES,
  LOAN_STATUSES,
  UNIT_STATUSES,
  USER_STATUSES,
} from '../domain/statuses';
import { nb } from '../texts/messages';

/** A positive integer id from a URL segment or query string ("12"), or a JSON number. */
export const idSchema = z.coerce
  .number({ error: nb.invalidNumber('Id') })
  .check(
    z.int({ error: nb.invalidNumber('Id') }),
    z.positive({ error: nb.invalidNumber('Id') }),
    z.maximum(2_147_483_647, { error: nb.invalidNumber('Id') }),
  );

export const idParamsSchema = z.object({ id: idSchema });

/** yyyy-MM-dd (form dates). */
export const isoDateSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Datoen må ha formatet åååå-mm-dd.' }));

export const companyRoles = ['admin', 'staff', 'borrower'] as const;
export const companyRoleEnum = z.enum(companyRoles);
export type CompanyRole = z.infer<typeof companyRoleEnum>;

/** The closed sets of src/shared/domain/statuses.ts as zod schemas, for answers and rows. */
export const companyStatusEnum = z.enum(COMPANY_STATUSES);
export const userStatusEnum = z.enum(USER_STATUSES);
export const unitStatusEnum = z.enum(UNIT_STATUSES);
export const loanStatusEnum = z.enum(LOAN_STATUSES);
export const loanItemStatusEnum = z.enum(LOAN_ITEM_STATUSES);
export const exceptionStatusEnum = z.enum(EXCEPTION_STATUSES);
export const mailStatusEnum = z.enum(MAIL_STATUSES);
export const loanReminderKindEnum = z.enum(LOAN_REMINDER_KINDS);
