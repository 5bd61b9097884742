import * as z from 'zod/mini';
import { isValidIsoDate } from '../domain/dates/dates';
import { nb } from '../texts/messages';
import { idSchema, queryIdSchema } from './common';
import { staffMessages } from '../texts/staff';
import { syncMessages as m } from '../texts/sync';

/**
 * Requests of the staff side's REST calls (SPEC §7), the online path next to sync. Mutations run
 * as the same ops a device pushes, so their answers describe the rows those ops left behind.
 */
export * from '../texts/staff';
export * from './staff-responses';

const MAX_ID = 2_147_483_647;
const MAX_CART = 500;
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * A server id in a JSON body: a whole number, never a string or a boolean. With `always`, that
 * one message covers a missing id too.
 */
const bodyId = (label: string, always?: string) => {
  const invalid = always ?? nb.invalidNumber(label);
  const missing = always ?? nb.required(label);
  return z
    .number({ error: (iss) => (iss.input === undefined ? missing : invalid) })
    .check(
      z.int({ error: invalid }),
      z.positive({ error: invalid }),
      z.maximum(MAX_ID, { error: invalid }),
    );
};

/** Ids of loans and loan lines: UUIDv7, made on a device or by the server. */
const uuid = (label: string) =>
  z.pipe(
    z
      .string({ error: (iss) => (iss.input === undefined ? nb.required(label) : m.invalidId) })
      .check(z.regex(UUID_V7, { error: m.invalidId })),
    z.transform((v: string) => v.toLowerCase()),
  );

const calendarDate = (label: string) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? nb.required(label) : m.invalidDate) })
    .check(z.refine(isValidIsoDate, { error: m.invalidDate }));

export const lenderParamsSchema = z.object({ id: idSchema, lenderId: idSchema });
export const loanParamsSchema = z.object({ loanId: uuid('Lån') });
export const loanItemParamsSchema = z.object({ loanItemId: uuid('Utlånslinje') });
export const itemLoanParamsSchema = z.object({ itemLoanId: uuid('Utlånslinje') });
export const userParamsSchema = z.object({ userId: idSchema });

/** POST /api/item-loans: a unit into the lender's cart (the hut: company_id, else the session's). */
export const addItemLoanRequestSchema = z.object({
  item: bodyId('Utstyr'),
  lender: bodyId('Lånetaker'),
  company_id: z.optional(bodyId('Utstyrsbod')),
});
export type AddItemLoanRequest = z.input<typeof addItemLoanRequestSchema>;

/** DELETE /api/item-loans/{loanItemId}?item=&loan= (both optional cross-checks). */
export const removeItemLoanQuerySchema = z.object({
  item: z.optional(queryIdSchema()),
  loan: z.optional(uuid('Lån')),
});

/** PUT /api/loan/{loanId}: save the draft ('draft') or hand it out ('open'). */
export const updateLoanRequestSchema = z
  .object({
    status: z.enum(['open', 'draft'], { error: staffMessages.invalidLoanStatus }),
    /** Unit ids of the cart as the client shows it; must match the server's cart. */
    items: z
      .array(bodyId('Utstyr'), { error: nb.required('Utstyr') })
      .check(z.maxLength(MAX_CART, { error: staffMessages.tooManyItems })),
    loanDate: calendarDate('Utlånsdato'),
    returnDate: calendarDate('Returdato'),
  })
  .check(
    z.refine((v) => !(v.returnDate < v.loanDate), {
      path: ['returnDate'],
      error: m.returnBeforeLoan,
    }),
  );
export type UpdateLoanRequest = z.input<typeof updateLoanRequestSchema>;

/** PUT /api/loan-items/{itemLoanId}/return (SPEC §5: no item id, no call). */
export const returnItemRequestSchema = z.object({
  item: bodyId('Utstyr', staffMessages.missingItemId),
  itemLoanId: uuid('Utlånslinje'),
  loan: uuid('Lån'),
});
export type ReturnItemRequest = z.input<typeof returnItemRequestSchema>;

/** POST /api/users/{userId}/actions: activation at the counter (ID shown). */
export const userActionRequestSchema = z.object({
  action_type: z.literal('verify', { error: staffMessages.invalidAction }),
  reason: z.literal('legitimasjon', { error: m.invalidReason }),
  userId: bodyId('Bruker'),
});
export type UserActionRequest = z.input<typeof userActionRequestSchema>;
