import type { ChangeInput } from '../../db/change-log';
import type {
  StoredResult,
  SyncChanges,
  SyncException,
  SyncExtension,
  SyncLoan,
  SyncLoanItem,
  SyncMember,
  SyncNote,
  SyncProduct,
  SyncReminder,
  SyncReservation,
  SyncTable,
  SyncUnit,
  SyncUser,
} from '../../../shared/contracts/sync';

interface RowOf {
  products: SyncProduct;
  units: SyncUnit;
  loans: SyncLoan;
  loan_items: SyncLoanItem;
  users: SyncUser;
  members: SyncMember;
  extensions: SyncExtension;
  exceptions: SyncException;
  notes: SyncNote;
  reminders: SyncReminder;
  reservations: SyncReservation;
}

/** change_log entity names, shared with the catalogue delta (a 'unit' change marks its product). */
const ENTITY: Record<SyncTable, string> = {
  products: 'product',
  units: 'unit',
  loans: 'loan',
  loan_items: 'loan_item',
  users: 'user',
  // Children travel with their person: a pull sends them with every person it sends.
  members: 'user',
  extensions: 'loan_extension',
  exceptions: 'sync_exception',
  notes: 'note',
  reminders: 'loan_reminder',
  reservations: 'reservation',
};

type Buckets = { [T in SyncTable]: Map<string, RowOf[T]> };

/**
 * What one op did: the rows for its result, and the change-log entries its transaction must
 * write last. Rows are keyed by id, so the final state of a row wins when an op touches it twice.
 */
export class OpOutput {
  private readonly buckets: Buckets = {
    products: new Map(),
    units: new Map(),
    loans: new Map(),
    loan_items: new Map(),
    users: new Map(),
    members: new Map(),
    extensions: new Map(),
    exceptions: new Map(),
    notes: new Map(),
    reminders: new Map(),
    reservations: new Map(),
  };
  private readonly deletedItems = new Set<string>();
  private readonly log = new Map<string, ChangeInput>();

  constructor(private readonly companyId: number) {}

  /** A row for the result; `logged` false for rows shown but not changed (a no-op). */
  put<T extends SyncTable>(table: T, row: RowOf[T], logged = true): void {
    this.buckets[table].set(String(row.id), row);
    // Products are global rows (company null), like the catalogue's own entries.
    const hut = table === 'products' ? null : this.companyId;
    if (logged) this.change(ENTITY[table], row.id, 'upsert', hut);
  }

  /** A cart line removed from a draft loan. */
  deleteLoanItem(id: string): void {
    this.buckets.loan_items.delete(id);
    this.deletedItems.add(id);
    this.change('loan_item', id, 'delete');
  }

  /** A change-log entry (the last one per row wins); the hut of the op unless another is given. */
  change(
    entity: string,
    id: string | number,
    op: 'upsert' | 'delete',
    companyId: number | null = this.companyId,
  ): void {
    this.log.set(`${entity}:${id}:${companyId}`, {
      company_id: companyId,
      entity,
      entity_id: id,
      op,
    });
  }

  changes(): ChangeInput[] {
    return [...this.log.values()];
  }

  exceptions(): SyncException[] {
    return [...this.buckets.exceptions.values()];
  }

  /** Only non-empty lists: the stored result is JSON and should stay small. */
  rows(): SyncChanges {
    const b = this.buckets;
    const rows: SyncChanges = {};
    if (b.products.size > 0) rows.products = [...b.products.values()];
    if (b.units.size > 0) rows.units = [...b.units.values()];
    if (b.loans.size > 0) rows.loans = [...b.loans.values()];
    if (b.loan_items.size > 0) rows.loan_items = [...b.loan_items.values()];
    if (b.users.size > 0) rows.users = [...b.users.values()];
    if (b.members.size > 0) rows.members = [...b.members.values()];
    if (b.extensions.size > 0) rows.extensions = [...b.extensions.values()];
    if (b.exceptions.size > 0) rows.exceptions = [...b.exceptions.values()];
    if (b.notes.size > 0) rows.notes = [...b.notes.values()];
    if (this.deletedItems.size > 0) rows.deleted = { loan_items: [...this.deletedItems] };
    return rows;
  }

  /** 'exception' when the op raised anomalies (the first one is named), else 'applied'. */
  result(opId: string): StoredResult {
    const first = this.exceptions()[0];
    if (!first) return { outcome: 'applied', opId, rows: this.rows() };
    return {
      outcome: 'exception',
      opId,
      exceptionId: first.id,
      kind: first.kind,
      rows: this.rows(),
    };
  }
}
