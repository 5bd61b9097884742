import type { SyncExceptionDetails, SyncOp } from '../../src/shared/contracts/sync';

/** The reference model's rows (sync-model.ts): only what the rules and the comparison need. */
export type Decision =
  | { outcome: 'applied' }
  | { outcome: 'exception'; kind: string }
  | { outcome: 'rejected'; code: string };

/** A person: the server's id, or for a walk-in of the run, the ref its device gave it. */
export type ModelPersonKey = number | string;

export interface ModelLoan {
  id: string;
  company: number;
  customer: ModelPersonKey;
  status: 'draft' | 'open' | 'closed';
  loanDate: string;
  due: string;
  closed: boolean;
}
export interface ModelItem {
  id: string;
  loan: string;
  unit: number;
  status: 'in_cart' | 'lent' | 'returned' | 'returned_found';
  due: string;
  returnedBy: number | null;
}
export interface ModelUnit {
  id: number;
  company: number;
  product: number;
  status: string;
  reason: string | null;
}
export interface ModelNote {
  id: string;
  company: number;
  unit: number;
  text: string;
  deleted: boolean;
}
/** A need recorded at the counter (demand.record). */
export interface ModelNeed {
  id: string;
  company: number;
  product: number | null;
  size: string | null;
}
export interface ModelUser {
  id: ModelPersonKey;
  huts: readonly number[];
  verified: boolean;
  status: string;
  /** Each hut's flag (its remark) on the person: a flag holds at the hut that set it. */
  flags: Record<number, string>;
  /** Walk-ins only (the run's people have none). */
  phone?: string;
  /** Set when Avvik merged this record into another (ops naming it reach that one). */
  mergedInto?: ModelPersonKey;
}
export interface ModelExtension {
  id: string;
  loan: string;
  item: string | null;
  previous: string;
  next: string;
}
/** A reservation of the run (booked online before the schedule): size null, one product. */
export interface ModelReservation {
  id: string;
  company: number;
  user: number;
  userName: string;
  product: number;
  quantity: number;
  pickupDate: string;
  createdAt: string;
  status: 'active' | 'picked_up';
  loan: string | null;
}
export interface ModelException {
  opId: string;
  kind: string;
  details: SyncExceptionDetails;
}

const byUnitThenId = (a: ModelItem, b: ModelItem) =>
  a.unit - b.unit || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The model's tables and the row helpers its rules share (sync-model.ts holds the rules). */
export class SyncModelState {
  readonly loans = new Map<string, ModelLoan>();
  readonly items = new Map<string, ModelItem>();
  readonly units = new Map<number, ModelUnit>();
  readonly users = new Map<ModelPersonKey, ModelUser>();
  /** The run's people's emails (what staff look them up by before attaching them). */
  readonly emails = new Map<ModelPersonKey, string>();
  readonly extensions = new Map<string, ModelExtension>();
  readonly notes = new Map<string, ModelNote>();
  readonly needs = new Map<string, ModelNeed>();
  readonly reservations = new Map<string, ModelReservation>();
  readonly exceptions: ModelException[] = [];
  /** The first decision on each op id; later deliveries are duplicates of it. */
  readonly decisions = new Map<string, Decision>();
  /** Server ids of exceptions the devices have learnt (from answers), with what they name. */
  readonly exceptionIds = new Map<string, ModelException & { company: number }>();
  readonly resolved = new Set<string>();

  protected copyInto(copy: SyncModelState): void {
    for (const [k, v] of this.loans) copy.loans.set(k, { ...v });
    for (const [k, v] of this.items) copy.items.set(k, { ...v });
    for (const [k, v] of this.units) copy.units.set(k, { ...v });
    for (const [k, v] of this.users) copy.users.set(k, { ...v, flags: { ...v.flags } });
    for (const [k, v] of this.emails) copy.emails.set(k, v);
    for (const [k, v] of this.extensions) copy.extensions.set(k, { ...v });
    for (const [k, v] of this.notes) copy.notes.set(k, { ...v });
    for (const [k, v] of this.needs) copy.needs.set(k, { ...v });
    for (const [k, v] of this.reservations) copy.reservations.set(k, { ...v });
    for (const [k, v] of this.decisions) copy.decisions.set(k, v);
    for (const [k, v] of this.exceptionIds) copy.exceptionIds.set(k, v);
    for (const id of this.resolved) copy.resolved.add(id);
    copy.exceptions.push(...this.exceptions);
  }

  /** The person a key names now: a merged record stands for the one it was merged into. */
  protected person(key: ModelPersonKey): ModelUser | undefined {
    let user = this.users.get(key);
    for (let hop = 0; user?.mergedInto !== undefined && hop < 10; hop += 1) {
      user = this.users.get(user.mergedInto);
    }
    return user;
  }

  /**
   * An answer named the server's id of an exception an op raised: a device can now resolve it.
   * The op's first exception of that kind is the one the answer names.
   */
  noteException(exceptionId: string, opId: string, kind: string, company: number): void {
    const raised = this.exceptions.find((e) => e.opId === opId && e.kind === kind);
    if (raised) this.exceptionIds.set(exceptionId, { ...raised, company });
  }

  protected itemsOf(loanId: string): ModelItem[] {
    return [...this.items.values()].filter((i) => i.loan === loanId).sort(byUnitThenId);
  }

  protected hutLoan(op: SyncOp, id: string): ModelLoan | undefined {
    const loan = this.loans.get(id);
    return loan?.company === op.companyId ? loan : undefined;
  }

  protected unit(id: number): ModelUnit {
    const unit = this.units.get(id);
    if (!unit) throw new Error(`model: unknown unit ${id}`);
    return unit;
  }

  /** A normal return puts the unit back on the shelf unless it is retired or out again. */
  protected returnItem(item: ModelItem, actorId: number): void {
    item.status = 'returned';
    item.returnedBy = actorId;
    const unit = this.unit(item.unit);
    const stillOut = [...this.items.values()].some(
      (i) => i.unit === unit.id && i.status === 'lent',
    );
    if (unit.status === 'lent' && !stillOut) unit.status = 'available';
  }

  protected closeIfDone(loanId: string): void {
    const loan = this.loans.get(loanId);
    if (loan?.status !== 'open') return;
    const outstanding = this.itemsOf(loanId).some(
      (i) => i.status === 'lent' || i.status === 'in_cart',
    );
    if (!outstanding) {
      loan.status = 'closed';
      loan.closed = true;
    }
  }
}
