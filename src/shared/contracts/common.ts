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

/** The largest server id: the id columns are 32-bit integers on PostgreSQL. */
export const MAX_SERVER_ID = 2_147_483_647;

/** An id's one spelling in a URL: decimal digits, no sign, spaces or leading zeros. */
const ID_DIGITS = /^[1-9][0-9]{0,9}$/;

/**
 * Marks the issue of a path segment that is another spelling of an id ("0x10", "1e3", "+16",
 * " 16", "016", "16.0"): the server never reads it as that id, and answers 404 as for a row it
 * does not know (plugins/contracts.ts), rather than acting on an alias of the URL.
 */
export const ID_ALIAS = 'idAlias';

const isServerId = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_SERVER_ID;

/**
 * A server id in a URL path ("12"). An alias of an id is 404 (ID_ALIAS); anything that cannot
 * be an id at all ("abc", "0", "-1", "1.5", too large) is the 400 of a malformed URL.
 */
export const idSchema = z.pipe(
  z
    .string({ error: nb.invalidNumber('Id') })
    .check(
      z.superRefine((raw, ctx) => {
        if (ID_DIGITS.test(raw) && Number(raw) <= MAX_SERVER_ID) return;
        // What JavaScript's Number() (and so z.coerce) would have read it as.
        const alias = raw.trim() !== '' && isServerId(Number(raw));
        ctx.issues.push({
          code: 'custom',
          message: alias ? nb.notFound : nb.invalidNumber('Id'),
          input: raw,
          ...(alias ? { params: { [ID_ALIAS]: true } } : {}),
        });
      }),
    )
    // The refinement has no JSON Schema form: the API reference gets the spelling as a pattern.
    .register(z.globalRegistry, {
      pattern: ID_DIGITS.source,
      description: `A server id: 1 to ${MAX_SERVER_ID} in decimal digits.`,
    }),
  z.transform(Number),
);

/**
 * A server id in a query string: digits as the path writes them (a query is text by nature),
 * within the id columns' range; anything else is 400 with `message` on the parameter.
 */
export const queryIdSchema = (message: string = nb.invalidNumber('Id')) =>
  z.pipe(
    z.pipe(
      z.string({ error: message }).check(z.regex(ID_DIGITS, { error: message })),
      z.transform(Number),
    ),
    z.number().check(z.maximum(MAX_SERVER_ID, { error: message })),
  );

/**
 * A server id in a JSON body: a whole number from 1 to MAX_SERVER_ID, never a string or a
 * boolean read as one (z.coerce would take "12" and true). `message` covers every refusal.
 */
export const bodyIdSchema = (message: string) =>
  z
    .number({ error: message })
    .check(
      z.int({ error: message }),
      z.positive({ error: message }),
      z.maximum(MAX_SERVER_ID, { error: message }),
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
