import { readParts } from '../../../shared/domain/equipment';
import type { Selectable } from 'kysely';
import type {
  LoanExtensionsTable,
  LoanItemsTable,
  LoanRow,
  NotesTable,
  ProductRow,
  SyncExceptionsTable,
  UnitRow,
  UserRow,
} from '../../db/schema';
import { companyRoleEnum } from '../../../shared/contracts/common';
import { syncExceptionDetailsSchema } from '../../../shared/contracts/sync';
import type {
  SyncException,
  SyncExtension,
  SyncLoan,
  SyncLoanItem,
  SyncNote,
  SyncProduct,
  SyncUnit,
  SyncUser,
} from '../../../shared/contracts/sync';

/** Database rows → the sync contract. Explicit picks: a new column is never sent by accident. */
export type LoanItemRow = Selectable<LoanItemsTable>;
export type ExtensionRow = Selectable<LoanExtensionsTable>;
export type ExceptionRow = Selectable<SyncExceptionsTable>;
/**
 * A person as one hut sees them: who they are, and what that hut (only) knows of them: their
 * role, its flag and its notes, all from their membership of that hut (`cu`). A person outside
 * the hut (left join) has none of these.
 */
export type SyncUserSource = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'phone' | 'ref' | 'status' | 'is_verified'
> & {
  role: string | null;
  is_flagged: number | null;
  flagged_by: number | null;
  flag_reason: string | null;
  notes: string | null;
};

export const toSyncProduct = (
  r: Omit<ProductRow, 'created_at' | 'updated_at' | 'created_by_company_id'>,
): SyncProduct => ({
  id: r.id,
  name: r.name,
  category_id: r.category_id,
  image: r.image,
  description: r.description,
  deleted_at: r.deleted_at,
  parts: readParts(r.parts),
});

export const toSyncUnit = (r: UnitRow): SyncUnit => ({
  id: r.id,
  product_id: r.product_id,
  company_id: r.company_id,
  size: r.size,
  max_size: r.max_size,
  unit: r.unit,
  type: r.type,
  image: r.image,
  status: r.status,
  updated_at: r.updated_at,
  status_reason: r.status_reason,
});

export const toSyncLoan = (r: LoanRow): SyncLoan => ({
  id: r.id,
  number: r.number,
  company_id: r.company_id,
  customer_id: r.customer_id,
  status: r.status,
  loan_date: r.loan_date,
  expected_return_date: r.expected_return_date,
  created_by: r.created_by,
  created_at: r.created_at,
  updated_at: r.updated_at,
  closed_at: r.closed_at,
  member_id: r.member_id,
});

export const toSyncLoanItem = (r: LoanItemRow): SyncLoanItem => ({
  id: r.id,
  loan_id: r.loan_id,
  unit_id: r.unit_id,
  status: r.status,
  expected_return_date: r.expected_return_date,
  returned_at: r.returned_at,
  returned_by: r.returned_by,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

export const toSyncExtension = (r: ExtensionRow): SyncExtension => ({
  id: r.id,
  loan_id: r.loan_id,
  loan_item_id: r.loan_item_id,
  previous_date: r.previous_date,
  new_date: r.new_date,
  created_by: r.created_by,
  created_at: r.created_at,
});

/** details_json is written only by this service; a damaged value still syncs (as {}). */
function parseDetails(json: string): SyncException['details'] {
  try {
    const parsed = syncExceptionDetailsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export const toSyncException = (r: ExceptionRow): SyncException => ({
  id: r.id,
  company_id: r.company_id,
  kind: r.kind,
  op_id: r.op_id,
  device_id: r.device_id,
  actor_id: r.actor_id,
  details: parseDetails(r.details_json),
  status: r.status,
  resolution: r.resolution,
  resolved_by: r.resolved_by,
  created_at: r.created_at,
  resolved_at: r.resolved_at,
});

export const toSyncUser = (r: SyncUserSource): SyncUser => {
  const role = companyRoleEnum.safeParse(r.role);
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    ref: r.ref,
    status: r.status,
    role: role.success ? role.data : null,
    isVerified: r.is_verified === 1,
    isFlagged: r.is_flagged === 1,
    flaggedBy: r.flagged_by,
    flag_reason: r.flag_reason,
    notes: r.notes,
  };
};

/**
 * A person as the hut may see them: someone of the hut, or with a cart or loan not finished
 * there, in full; someone it knows only as the borrower of finished loans (they left, or were
 * removed) by name alone, for its history: not their email, phone or device ref, which are
 * theirs to change after they left (docs/threat-model.md). `unfinished`: unfinishedAt.
 */
export function toHutUser(row: SyncUserSource & { unfinished: unknown }): SyncUser {
  const user = toSyncUser(row);
  if (user.role !== null || Boolean(row.unfinished)) return user;
  return { ...user, email: null, phone: null, ref: null };
}

/** Columns toSyncUser needs (users joined with the hut's company_user as cu, and only that hut's). */
export const SYNC_USER_COLUMNS = [
  'users.id',
  'users.name',
  'users.email',
  'users.phone',
  'users.ref',
  'users.status',
  'users.is_verified',
  'cu.role',
  'cu.is_flagged',
  'cu.flagged_by',
  'cu.flag_reason',
  'cu.notes',
] as const;

export const toSyncNote = (r: Selectable<NotesTable>): SyncNote => ({
  id: r.id,
  company_id: r.company_id,
  unit_id: r.unit_id,
  text: r.text,
  created_by: r.created_by,
  created_at: r.created_at,
  deleted_at: r.deleted_at,
});
