import { z } from 'zod';
import { companyRoleSchema } from './common';

/**
 * Server rows as a device stores them (Dexie tables of the hut). Field names follow the database
 * (snake_case) so pull results can be stored as they come; user flags follow userSchema.
 */
const int = z.number().int();
const text = z.string();

export const syncProductSchema = z.object({
  id: int,
  name: text,
  category_id: int,
  image: text.nullable(),
  description: text.nullable(),
  deleted_at: text.nullable(),
});
export type SyncProduct = z.infer<typeof syncProductSchema>;

export const syncUnitSchema = z.object({
  id: int,
  product_id: int,
  company_id: int,
  size: text.nullable(),
  max_size: text.nullable(),
  unit: text.nullable(),
  type: text.nullable(),
  image: text.nullable(),
  status: text,
  updated_at: text,
});
export type SyncUnit = z.infer<typeof syncUnitSchema>;

export const syncLoanSchema = z.object({
  id: text,
  /** Human loan number, assigned by the server (devices show a provisional one until synced). */
  number: int,
  company_id: int,
  customer_id: int,
  status: text,
  loan_date: text,
  expected_return_date: text,
  created_by: int,
  created_at: text,
  updated_at: text,
  closed_at: text.nullable(),
});
export type SyncLoan = z.infer<typeof syncLoanSchema>;

export const syncLoanItemSchema = z.object({
  id: text,
  loan_id: text,
  unit_id: int,
  status: text,
  expected_return_date: text,
  returned_at: text.nullable(),
  returned_by: int.nullable(),
  created_at: text,
  updated_at: text,
});
export type SyncLoanItem = z.infer<typeof syncLoanItemSchema>;

/** A user the hut's counter works with: its borrowers, staff, and customers of its loans. */
export const syncUserSchema = z.object({
  id: int,
  name: text,
  email: text,
  phone: text.nullable(),
  status: text,
  /** Role at this hut; null for a customer of one of its loans no longer attached to it. */
  role: companyRoleSchema.nullable(),
  isVerified: z.boolean(),
  isFlagged: z.boolean(),
  flaggedBy: int.nullable(),
  /** The remark shown when a flagged user is picked as lender. */
  flag_reason: text.nullable(),
  notes: text.nullable(),
});
export type SyncUser = z.infer<typeof syncUserSchema>;

export const syncExtensionSchema = z.object({
  id: text,
  loan_id: text,
  loan_item_id: text.nullable(),
  previous_date: text,
  new_date: text,
  created_by: int,
  created_at: text,
});
export type SyncExtension = z.infer<typeof syncExtensionSchema>;

export const syncExceptionDetailsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type SyncExceptionDetails = z.infer<typeof syncExceptionDetailsSchema>;

/** An anomaly for the exception inbox (Avvik). `kind` stays open for newer servers. */
export const syncExceptionSchema = z.object({
  id: text,
  company_id: int,
  kind: text,
  op_id: text.nullable(),
  device_id: text.nullable(),
  actor_id: int.nullable(),
  details: syncExceptionDetailsSchema,
  status: text,
  resolution: text.nullable(),
  resolved_by: int.nullable(),
  created_at: text,
  resolved_at: text.nullable(),
});
export type SyncException = z.infer<typeof syncExceptionSchema>;

/** Ids of rows gone from the hut (a cart line removed, a user detached). */
export const syncDeletedSchema = z.object({
  products: z.array(int).optional(),
  units: z.array(int).optional(),
  loans: z.array(text).optional(),
  loan_items: z.array(text).optional(),
  users: z.array(int).optional(),
  extensions: z.array(text).optional(),
  exceptions: z.array(text).optional(),
});
export type SyncDeleted = z.infer<typeof syncDeletedSchema>;

/**
 * Rows to upsert, per table. Empty lists are left out so small answers stay small; a device
 * treats a missing list as "nothing changed" (or, in a full snapshot, as empty).
 */
export const syncChangesSchema = z.object({
  products: z.array(syncProductSchema).optional(),
  units: z.array(syncUnitSchema).optional(),
  loans: z.array(syncLoanSchema).optional(),
  loan_items: z.array(syncLoanItemSchema).optional(),
  users: z.array(syncUserSchema).optional(),
  extensions: z.array(syncExtensionSchema).optional(),
  exceptions: z.array(syncExceptionSchema).optional(),
  deleted: syncDeletedSchema.optional(),
});
export type SyncChanges = z.infer<typeof syncChangesSchema>;
export type SyncTable = Exclude<keyof SyncChanges, 'deleted'>;
