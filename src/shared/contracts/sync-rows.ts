import * as z from 'zod/mini';
import {
  companyRoleEnum,
  exceptionStatusEnum,
  loanItemStatusEnum,
  loanReminderKindEnum,
  loanStatusEnum,
  mailStatusEnum,
  unitStatusEnum,
  userStatusEnum,
} from './common';
import { SYNC_EXCEPTION_RESOLUTIONS } from '../texts/sync';
import { RESERVATION_STATUSES } from '../domain/reservations';

const exceptionResolutionEnum = z.enum(SYNC_EXCEPTION_RESOLUTIONS);

/**
 * Server rows as a device stores them (Dexie tables of the hut). Field names follow the database
 * (snake_case) so pull results can be stored as they come; user flags follow userSchema.
 */
const int = z.int();
const text = z.string();

export const syncProductSchema = z.object({
  id: int,
  name: text,
  category_id: int,
  image: z.nullable(text),
  description: z.nullable(text),
  deleted_at: z.nullable(text),
  /** What a hand-out and a return check off; absent from servers before the equipment work. */
  parts: z._default(z.optional(z.array(text)), []),
});
export type SyncProduct = z.infer<typeof syncProductSchema>;

export const syncUnitSchema = z.object({
  id: int,
  product_id: int,
  company_id: int,
  size: z.nullable(text),
  max_size: z.nullable(text),
  unit: z.nullable(text),
  type: z.nullable(text),
  image: z.nullable(text),
  status: unitStatusEnum,
  updated_at: text,
  /** Why it is in repair or retired; absent from servers before unit states. */
  status_reason: z._default(z.optional(z.nullable(text)), null),
});
export type SyncUnit = z.infer<typeof syncUnitSchema>;

export const syncLoanSchema = z.object({
  id: text,
  /** Human loan number, assigned by the server (devices show a provisional one until synced). */
  number: int,
  company_id: int,
  customer_id: int,
  status: loanStatusEnum,
  loan_date: text,
  expected_return_date: text,
  created_by: int,
  created_at: text,
  updated_at: text,
  closed_at: z.nullable(text),
  /** The borrower's child the loan is for; null: the borrower themselves. */
  member_id: z.nullable(text),
});
export type SyncLoan = z.infer<typeof syncLoanSchema>;

export const syncLoanItemSchema = z.object({
  id: text,
  loan_id: text,
  unit_id: int,
  status: loanItemStatusEnum,
  expected_return_date: text,
  returned_at: z.nullable(text),
  returned_by: z.nullable(int),
  created_at: text,
  updated_at: text,
});
export type SyncLoanItem = z.infer<typeof syncLoanItemSchema>;

/** A user the hut's counter works with: its borrowers, staff, and customers of its loans. */
export const syncUserSchema = z.object({
  id: int,
  name: text,
  /** null: a walk-in who gave no email. */
  email: z.nullable(text),
  phone: z.nullable(text),
  /** The device-made id of a walk-in (user.register); tablets map their local row by it. */
  ref: z.nullable(text),
  status: userStatusEnum,
  /** Role at this hut; null for a customer of one of its loans no longer attached to it. */
  role: z.nullable(companyRoleEnum),
  isVerified: z.boolean(),
  isFlagged: z.boolean(),
  flaggedBy: z.nullable(int),
  /** The remark shown when a flagged user is picked as lender. */
  flag_reason: z.nullable(text),
  notes: z.nullable(text),
});
export type SyncUser = z.infer<typeof syncUserSchema>;

export const syncExtensionSchema = z.object({
  id: text,
  loan_id: text,
  loan_item_id: z.nullable(text),
  previous_date: text,
  new_date: text,
  created_by: int,
  created_at: text,
});
export type SyncExtension = z.infer<typeof syncExtensionSchema>;

/**
 * A loan's reminder that went out (the day before it was due, the day it became overdue), with
 * its email: null when the borrower has no address (the bell only), else waiting, sent or given up.
 */
export const syncReminderSchema = z.object({
  id: text,
  company_id: int,
  loan_id: text,
  kind: loanReminderKindEnum,
  due_date: text,
  created_at: text,
  mail_status: z.nullable(mailStatusEnum),
  mail_sent_at: z.nullable(text),
});
export type SyncReminder = z.infer<typeof syncReminderSchema>;

/**
 * A reservation at the hut (booked online by a borrower): the tablet lists the day's pickups,
 * warns before a hand-out leaves fewer units than are promised, and marks one picked up when
 * its person gets the units. `user_name` and `user_phone` so staff can call, offline too.
 */
export const syncReservationSchema = z.object({
  id: text,
  company_id: int,
  product_id: int,
  size: z.nullable(text),
  quantity: int,
  pickup_date: text,
  status: z.enum(RESERVATION_STATUSES),
  user_id: int,
  user_name: text,
  user_phone: z.nullable(text),
  loan_id: z.nullable(text),
  created_at: text,
  updated_at: text,
});
export type SyncReservation = z.infer<typeof syncReservationSchema>;

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
  op_id: z.nullable(text),
  device_id: z.nullable(text),
  actor_id: z.nullable(int),
  details: syncExceptionDetailsSchema,
  status: exceptionStatusEnum,
  resolution: z.nullable(exceptionResolutionEnum),
  resolved_by: z.nullable(int),
  created_at: text,
  resolved_at: z.nullable(text),
});
export type SyncException = z.infer<typeof syncExceptionSchema>;

/** Ids of rows gone from the hut (a cart line removed, a user detached, a unit moved away). */
export const syncDeletedSchema = z.object({
  products: z.optional(z.array(int)),
  units: z.optional(z.array(int)),
  loans: z.optional(z.array(text)),
  loan_items: z.optional(z.array(text)),
  users: z.optional(z.array(int)),
  extensions: z.optional(z.array(text)),
  exceptions: z.optional(z.array(text)),
  /** Notes of a unit moved to another hut (a deleted note is a row with deleted_at). */
  notes: z.optional(z.array(text)),
});
export type SyncDeleted = z.infer<typeof syncDeletedSchema>;

/**
 * Rows to upsert, per table. Empty lists are left out so small answers stay small; a device
 * treats a missing list as "nothing changed" (or, in a full snapshot, as empty).
 */
/**
 * A borrower's child (SPEC §3 Member), held with the person: a pull that sends a person sends
 * all their children, and the device replaces the ones it held (so a removed child goes too).
 */
export const syncMemberSchema = z.object({
  id: text,
  user_id: int,
  name: text,
  height: z.nullable(int),
  shoe_size: z.nullable(z.number()),
  helmet_size: z.nullable(text),
});
export type SyncMember = z.infer<typeof syncMemberSchema>;

/** A note on a unit (SPEC §3 Note), kept when deleted (deleted_at) so every device learns it. */
export const syncNoteSchema = z.object({
  id: text,
  company_id: int,
  unit_id: int,
  text: text,
  created_by: int,
  created_at: text,
  deleted_at: z.nullable(text),
});
export type SyncNote = z.infer<typeof syncNoteSchema>;

export const syncChangesSchema = z.object({
  products: z.optional(z.array(syncProductSchema)),
  units: z.optional(z.array(syncUnitSchema)),
  loans: z.optional(z.array(syncLoanSchema)),
  loan_items: z.optional(z.array(syncLoanItemSchema)),
  users: z.optional(z.array(syncUserSchema)),
  members: z.optional(z.array(syncMemberSchema)),
  extensions: z.optional(z.array(syncExtensionSchema)),
  exceptions: z.optional(z.array(syncExceptionSchema)),
  notes: z.optional(z.array(syncNoteSchema)),
  reminders: z.optional(z.array(syncReminderSchema)),
  reservations: z.optional(z.array(syncReservationSchema)),
  deleted: z.optional(syncDeletedSchema),
});
export type SyncChanges = z.infer<typeof syncChangesSchema>;
export type SyncTable = Exclude<keyof SyncChanges, 'deleted'>;
