import * as z from 'zod/mini';
import { categorySchema } from './catalogue';
import {
  companyRoleEnum,
  loanItemStatusEnum,
  loanStatusEnum,
  unitStatusEnum,
  userStatusEnum,
} from './common';

/** Answers of the staff routes (SPEC §3 shapes), parsed by the client as they come. */
const int = z.number().check(z.int());
const count = z.number().check(z.int(), z.nonnegative());
const text = z.string();
const optionalText = z.nullable(z.string());

/** A user of the hut as staff see them (same fields as a synced user). */
export const staffUserSchema = z.object({
  id: int,
  name: text,
  /** null: a walk-in who gave no email. */
  email: optionalText,
  phone: optionalText,
  ref: optionalText,
  status: userStatusEnum,
  /** Role at this hut; null for a customer of one of its loans no longer attached to it. */
  role: z.nullable(companyRoleEnum),
  isVerified: z.boolean(),
  isFlagged: z.boolean(),
  flaggedBy: z.nullable(int),
  flag_reason: optionalText,
  notes: optionalText,
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** A unit in the stock table; status_cart per SPEC §4 (1 in a cart, 0 free, -1 lent, 2 other). */
export const stockItemSchema = z.object({
  id: int,
  product_id: int,
  name: text,
  category_id: int,
  category: text,
  season: optionalText,
  size: optionalText,
  max_size: optionalText,
  unit: optionalText,
  type: optionalText,
  image: optionalText,
  status: unitStatusEnum,
  status_cart: int,
});
export type StockItem = z.infer<typeof stockItemSchema>;

/** A unit within a loan; pivot is its loan line (pivot.id is the item-loan id). */
export const loanItemSchema = z.object({
  id: int,
  product_id: int,
  name: text,
  size: optionalText,
  max_size: optionalText,
  unit: optionalText,
  pivot: z.object({
    id: text,
    status: loanItemStatusEnum,
    expected_return_date: text,
    returned_at: optionalText,
  }),
});
export type StaffLoanItem = z.infer<typeof loanItemSchema>;

export const staffLoanSchema = z.object({
  id: text,
  number: int,
  company_id: int,
  status: loanStatusEnum,
  customer: z.object({ id: int, name: text }),
  loan_date: text,
  expected_return_date: text,
  extended_return_dates: z.array(text),
  actual_return_dates: z.array(text),
  items_overdue: count,
  items_returned: count,
  items: z.array(loanItemSchema),
  created_by: int,
  created_at: text,
  updated_at: text,
  closed_at: optionalText,
});
export type StaffLoan = z.infer<typeof staffLoanSchema>;

/** GET /api/company/{id}/users and /show. */
export const attachedUsersResponseSchema = z.object({ attached_users: z.array(staffUserSchema) });
export type AttachedUsersResponse = z.infer<typeof attachedUsersResponseSchema>;

/** GET /api/company/{id}/items: the categories of those units, with their ancestors. */
export const companyItemsResponseSchema = z.object({
  items: z.array(stockItemSchema),
  item_categories: z.array(categorySchema),
});
export type CompanyItemsResponse = z.infer<typeof companyItemsResponseSchema>;

/** GET /api/company/{id}/lender/{lenderId}: `loan` is the lender's current draft (the cart). */
export const lenderResponseSchema = z.object({
  lender: staffUserSchema,
  loans: z.array(staffLoanSchema),
  loan: z.nullable(staffLoanSchema),
});
export type LenderResponse = z.infer<typeof lenderResponseSchema>;

/** POST and DELETE /api/item-loans: the cart, the unit, and the cart's lines. */
export const itemLoanResponseSchema = z.object({
  loan: staffLoanSchema,
  item: stockItemSchema,
  items: z.array(loanItemSchema),
});
export type ItemLoanResponse = z.infer<typeof itemLoanResponseSchema>;

/** PUT /api/loan/{loanId}. */
export const loanResponseSchema = z.object({ loan: staffLoanSchema });
export type LoanResponse = z.infer<typeof loanResponseSchema>;

/** PUT /api/loan-items/{id}/return: the borrower, their loans here, and the loan returned to. */
export const returnItemResponseSchema = z.object({
  lender: staffUserSchema,
  loans: z.array(staffLoanSchema),
  loan: staffLoanSchema,
});
export type ReturnItemResponse = z.infer<typeof returnItemResponseSchema>;

/** GET /api/loan: the loans of the session's hut, newest first. */
export const loansResponseSchema = z.object({ loans: z.array(staffLoanSchema) });
export type LoansResponse = z.infer<typeof loansResponseSchema>;

/** POST /api/users/{userId}/actions: the user's cart (or null) and the activated user. */
export const userActionResponseSchema = z.object({
  loan: z.nullable(staffLoanSchema),
  user: staffUserSchema,
});
export type UserActionResponse = z.infer<typeof userActionResponseSchema>;
