import type { SyncExceptionDetails, SyncOp, SyncOpOf } from '../../src/shared/contracts/sync';
import { resolutionsFor, syncMessages } from '../../src/shared/texts/sync';
import { isOnShelf } from '../../src/shared/domain/shelf';
import type { UnitStatus } from '../../src/shared/domain/statuses';
import { SyncModelState } from './sync-model-state';
import type {
  Decision,
  ModelException,
  ModelItem,
  ModelLoan,
  ModelPersonKey,
  ModelUser,
} from './sync-model-state';

/** The name devices give walk-ins in the schedules. */
export const WALK_IN_NAME = 'Ny lånetaker';

export type { Decision } from './sync-model-state';

const rejected = (code: string): Decision => ({ outcome: 'rejected', code });

/**
 * A reference model of the server's sync rules (docs/counter-truth.md), written
 * independently of the services: plain maps, each op applied once in the order ops reach the
 * server. The fault-injection test compares the real database with it after every schedule.
 */
export class SyncModel extends SyncModelState {
  /** An independent copy, to try several orders of racing deliveries. */
  clone(): SyncModel {
    const copy = new SyncModel();
    this.copyInto(copy);
    return copy;
  }

  /** The new decision, or undefined when the op was decided before (a duplicate). */
  apply(op: SyncOp): Decision | undefined {
    if (this.decisions.has(op.id)) return undefined;
    const raised: ModelException[] = [];
    const decision = this.run(op, (kind, details) => raised.push({ opId: op.id, kind, details }));
    const first = raised[0];
    const final: Decision =
      decision.outcome === 'applied' && first
        ? { outcome: 'exception', kind: first.kind }
        : decision;
    this.exceptions.push(...raised);
    this.decisions.set(op.id, final);
    return final;
  }

  private run(op: SyncOp, raise: Raise): Decision {
    switch (op.type) {
      case 'cart.add':
        return this.cartAdd(op);
      case 'cart.remove':
        return this.cartRemove(op);
      case 'loan.save':
        return this.loanSave(op);
      case 'loan.handOut':
        return this.handOut(op, raise);
      case 'loanItem.receive':
        return this.receive(op, raise);
      case 'loan.receiveAll':
        return this.receiveAll(op, raise);
      case 'loan.extend':
        return this.extend(op);
      case 'user.activate':
        return this.activate(op);
      case 'user.attach':
        return this.attach(op, raise);
      case 'user.flag':
        return this.flag(op.companyId, op.payload.userId, op.payload.reason);
      case 'user.unflag':
        return this.flag(op.companyId, op.payload.userId, null);
      case 'user.register':
        return this.register(op, raise);
      case 'exception.resolve':
        return this.resolve(op);
      case 'unit.setStatus':
        return this.setStatus(op);
      case 'note.add':
        return this.addNote(op.companyId, op.payload);
      case 'note.delete':
        return this.deleteNote(op);
      case 'demand.record':
        return this.recordNeed(op);
    }
  }

  private cartAdd(op: SyncOpOf<'cart.add'>): Decision {
    const p = op.payload;
    const taken = this.loans.get(p.loanId);
    // Another hut's loan is one the hut does not know: refused as a new cart would be.
    const existing = taken?.company === op.companyId ? taken : undefined;
    const customer = this.person(p.customerId);
    if (existing) {
      if (existing.status !== 'draft') return rejected('loan_not_draft');
      if (existing.customer !== customer?.id) return rejected('loan_customer_mismatch');
      // Before the line's own checks: the same line made again finds its unit in the cart.
      if (this.itemsOf(existing.id).some((i) => i.unit === p.unitId && i.status === 'in_cart')) {
        return rejected('unit_in_cart');
      }
    } else if (!customer?.huts.includes(op.companyId)) {
      return rejected('not_found');
    }
    if (this.units.get(p.unitId)?.company !== op.companyId) return rejected('not_found');
    if (this.items.has(p.loanItemId)) return rejected('id_conflict');
    // Where the new cart would be made, the id is taken.
    if (taken && !existing) return rejected('id_conflict');
    const loan = existing ?? {
      id: p.loanId,
      company: op.companyId,
      customer: customer?.id ?? p.customerId,
      status: 'draft' as const,
      loanDate: p.loanDate,
      due: p.expectedReturnDate,
      closed: false,
    };
    this.loans.set(loan.id, loan);
    this.items.set(p.loanItemId, {
      id: p.loanItemId,
      loan: loan.id,
      unit: p.unitId,
      status: 'in_cart',
      due: loan.due,
      returnedBy: null,
    });
    return { outcome: 'applied' };
  }

  /** A line out of a cart; a line of a loan handed out is returned, not removed. */
  private cartRemove(op: SyncOpOf<'cart.remove'>): Decision {
    const item = this.items.get(op.payload.loanItemId);
    const loan = item && this.hutLoan(op, item.loan);
    if (!item || !loan) return rejected('not_found');
    if (loan.status !== 'draft' || item.status !== 'in_cart') return rejected('loan_not_draft');
    this.items.delete(item.id);
    return { outcome: 'applied' };
  }

  /** Lagre: the cart's dates, and its lines' return date (the runs' borrowers have no children). */
  private loanSave(op: SyncOpOf<'loan.save'>): Decision {
    const p = op.payload;
    const loan = this.hutLoan(op, p.loanId);
    if (!loan) return rejected('not_found');
    if (loan.status !== 'draft') return rejected('loan_not_draft');
    loan.loanDate = p.loanDate;
    loan.due = p.expectedReturnDate;
    for (const item of this.itemsOf(loan.id)) {
      if (item.status === 'in_cart') item.due = p.expectedReturnDate;
    }
    return { outcome: 'applied' };
  }

  private handOut(op: SyncOpOf<'loan.handOut'>, raise: Raise): Decision {
    const loan = this.hutLoan(op, op.payload.loanId);
    if (!loan) return rejected('not_found');
    if (loan.status !== 'draft') return { outcome: 'applied' };
    const cart = this.itemsOf(loan.id).filter((i) => i.status === 'in_cart');
    if (cart.length === 0) return rejected('empty_cart');
    for (const item of cart) {
      const unit = this.unit(item.unit);
      const elsewhere = [...this.items.values()]
        .filter((o) => o.unit === unit.id && o.status === 'lent' && o.loan !== loan.id)
        .sort((a, b) => (a.id < b.id ? -1 : 1));
      for (const other of elsewhere) {
        other.status = 'returned_found';
        other.returnedBy = op.actorId;
        this.closeIfDone(other.loan);
        raise('unit_already_lent', {
          unitId: unit.id,
          loanId: loan.id,
          loanItemId: item.id,
          previousLoanId: other.loan,
          previousLoanItemId: other.id,
          previousCustomerId: this.loans.get(other.loan)?.customer ?? null,
        });
      }
      item.status = 'lent';
      item.due = op.payload.expectedReturnDate;
      if (isOnShelf(unit.status as UnitStatus)) unit.status = 'lent';
      else {
        raise('unit_retired', {
          unitId: unit.id,
          loanId: loan.id,
          loanItemId: item.id,
          unitStatus: unit.status,
          productDeleted: false,
        });
      }
    }
    loan.status = 'open';
    loan.loanDate = op.payload.loanDate;
    loan.due = op.payload.expectedReturnDate;
    const customer = this.users.get(loan.customer);
    const flagReason = customer?.flags[loan.company];
    if (customer && flagReason !== undefined) {
      raise('borrower_flagged', { loanId: loan.id, customerId: customer.id, flagReason });
    }
    this.settleReservations(loan, cart, raise);
    return { outcome: 'applied' };
  }

  /**
   * Reservations after a hand-out (the run's are of one product, any size): the borrower's own
   * with a pickup day inside the loan are picked up with it; then, per day inside the loan, when
   * the others' holds exceed the units there that day (on the shelf, not out past it), the latest
   * booked give way, each raised once (ever) as reservation_broken.
   */
  private settleReservations(loan: ModelLoan, cart: readonly ModelItem[], raise: Raise): void {
    const products = new Set(cart.map((i) => this.unit(i.unit).product));
    const inLoan = [...this.reservations.values()]
      .filter(
        (r) =>
          r.company === loan.company &&
          r.status === 'active' &&
          products.has(r.product) &&
          r.pickupDate >= loan.loanDate &&
          r.pickupDate <= loan.due,
      )
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || (a.id < b.id ? -1 : 1));
    const borrower = this.person(loan.customer)?.id;
    for (const r of inLoan)
      if (r.user === borrower) {
        r.status = 'picked_up';
        r.loan = loan.id;
      }
    const waiting = inLoan.filter((r) => r.status === 'active');
    const days = [...new Set(waiting.map((r) => `${r.product}|${r.pickupDate}`))];
    for (const key of days) {
      const holds = waiting.filter((r) => `${r.product}|${r.pickupDate}` === key);
      const [first] = holds;
      if (!first) continue;
      const day = first.pickupDate;
      const there = [...this.units.values()].filter(
        (u) =>
          u.company === loan.company &&
          u.product === first.product &&
          (u.status === 'available' || u.status === 'lent') &&
          ![...this.items.values()].some(
            (i) => i.unit === u.id && i.status === 'lent' && i.due >= day,
          ),
      ).length;
      let short = holds.reduce((n, r) => n + r.quantity, 0) - there;
      for (const r of [...holds].reverse()) {
        if (short <= 0) break;
        short -= r.quantity;
        const raised = this.exceptions.some(
          (e) => e.kind === 'reservation_broken' && e.details.reservationId === r.id,
        );
        if (raised) continue;
        raise('reservation_broken', {
          reservationId: r.id,
          loanId: loan.id,
          productId: r.product,
          size: null,
          quantity: r.quantity,
          pickupDate: r.pickupDate,
          reservedById: r.user,
          reservedByName: r.userName,
          reservedByPhone: null,
        });
      }
    }
  }

  private receive(op: SyncOpOf<'loanItem.receive'>, raise: Raise): Decision {
    const item = this.items.get(op.payload.loanItemId);
    const loan = item && this.hutLoan(op, item.loan);
    if (!item || !loan) return rejected('not_found');
    if (item.status !== 'lent') {
      raise('return_not_on_loan', {
        loanId: loan.id,
        loanItemId: item.id,
        unitId: item.unit,
        itemStatus: item.status,
      });
      this.report(op, item, raise);
      return { outcome: 'applied' };
    }
    this.returnItem(item, op.actorId);
    this.closeIfDone(loan.id);
    this.report(op, item, raise);
    return { outcome: 'applied' };
  }

  /**
   * A return's report: a note, repair when damaged (not when retired, nor when out on another
   * loan), Avvik for missing parts.
   */
  private report(op: SyncOpOf<'loanItem.receive'>, item: ModelItem, raise: Raise): void {
    const r = op.payload.report;
    if (!r) return;
    const parts = r.missingParts.length ? syncMessages.missingPartsNote(r.missingParts) : '';
    const text = [r.text, parts].filter(Boolean).join(' ');
    const added = this.addNote(op.companyId, { noteId: r.noteId, unitId: item.unit, text });
    if (added.outcome !== 'applied') throw new Error('model: a report note id clashed');
    const unit = this.unit(item.unit);
    if (r.damaged && (unit.status === 'available' || unit.status === 'repair')) {
      unit.status = 'repair';
      unit.reason = r.text;
    }
    if (r.missingParts.length > 0) {
      raise('missing_parts', {
        unitId: item.unit,
        loanId: item.loan,
        loanItemId: item.id,
        parts: r.missingParts.join(', '),
      });
    }
  }

  private setStatus(op: SyncOpOf<'unit.setStatus'>): Decision {
    const unit = this.units.get(op.payload.unitId);
    if (unit?.company !== op.companyId) return rejected('not_found');
    if (unit.status === 'lent') return rejected('unit_lent');
    // Back in service while a loan has it out (handed out from repair): it is lent.
    const out = [...this.items.values()].some((i) => i.unit === unit.id && i.status === 'lent');
    unit.status = op.payload.status === 'available' && out ? 'lent' : op.payload.status;
    unit.reason = op.payload.status === 'available' ? null : op.payload.reason;
    return { outcome: 'applied' };
  }

  private addNote(company: number, p: { noteId: string; unitId: number; text: string }): Decision {
    if (this.units.get(p.unitId)?.company !== company) return rejected('not_found');
    const existing = this.notes.get(p.noteId);
    if (existing) {
      const same =
        existing.company === company && existing.unit === p.unitId && existing.text === p.text;
      return same ? { outcome: 'applied' } : rejected('id_conflict');
    }
    this.notes.set(p.noteId, {
      id: p.noteId,
      company,
      unit: p.unitId,
      text: p.text,
      deleted: false,
    });
    return { outcome: 'applied' };
  }

  /** A need's id is the device's: a second op with the same id is refused. */
  private recordNeed(op: SyncOpOf<'demand.record'>): Decision {
    const p = op.payload;
    if (this.needs.has(p.demandId)) return rejected('id_conflict');
    this.needs.set(p.demandId, {
      id: p.demandId,
      company: op.companyId,
      product: p.productId,
      size: p.size,
    });
    return { outcome: 'applied' };
  }

  private deleteNote(op: SyncOpOf<'note.delete'>): Decision {
    const note = this.notes.get(op.payload.noteId);
    if (note?.company !== op.companyId) return rejected('not_found');
    note.deleted = true;
    return { outcome: 'applied' };
  }

  private receiveAll(op: SyncOpOf<'loan.receiveAll'>, raise: Raise): Decision {
    const loan = this.hutLoan(op, op.payload.loanId);
    if (!loan) return rejected('not_found');
    const lent = this.itemsOf(loan.id).filter((i) => i.status === 'lent');
    if (lent.length === 0) {
      raise('return_not_on_loan', { loanId: loan.id, loanStatus: loan.status });
      return { outcome: 'applied' };
    }
    for (const item of lent) this.returnItem(item, op.actorId);
    this.closeIfDone(loan.id);
    return { outcome: 'applied' };
  }

  private extend(op: SyncOpOf<'loan.extend'>): Decision {
    const p = op.payload;
    const loan = this.hutLoan(op, p.loanId);
    if (!loan) return rejected('not_found');
    if (loan.status !== 'open') return rejected('loan_not_open');
    if (p.expectedReturnDate < loan.loanDate) return rejected('invalid_date');
    if (this.extensions.has(p.extensionId)) return rejected('id_conflict');
    const lent = this.itemsOf(loan.id).filter((i) => i.status === 'lent');
    let previous = loan.due;
    if (p.loanItemId === null) {
      for (const item of lent) item.due = p.expectedReturnDate;
      loan.due = p.expectedReturnDate;
    } else {
      const item = lent.find((i) => i.id === p.loanItemId);
      if (!item) {
        const known = this.items.get(p.loanItemId)?.loan === loan.id;
        return rejected(known ? 'item_not_lent' : 'not_found');
      }
      previous = item.due;
      item.due = p.expectedReturnDate;
      loan.due = lent.map((i) => i.due).reduce((a, b) => (a > b ? a : b));
    }
    this.extensions.set(p.extensionId, {
      id: p.extensionId,
      loan: loan.id,
      item: p.loanItemId,
      previous,
      next: p.expectedReturnDate,
    });
    return { outcome: 'applied' };
  }

  /**
   * Joins the hut as a borrower, if the email or phone staff found them by is theirs (the run's
   * people are known by email: `emails`); someone already there keeps their place (applied
   * either way). Walk-ins of the hut with their phone are reported as possible duplicates.
   */
  private attach(op: SyncOpOf<'user.attach'>, raise: Raise): Decision {
    const user = this.person(op.payload.userId);
    const { kind, value } = op.payload.match;
    const own = kind === 'email' ? this.emails.get(user?.id ?? -1) : user?.phone;
    if (!user || own !== value) return rejected('not_found');
    if (user.huts.includes(op.companyId)) return { outcome: 'applied' };
    user.huts = [...user.huts, op.companyId];
    if (user.phone !== undefined) this.reportDuplicates(user, op.companyId, raise);
    return { outcome: 'applied' };
  }

  /** Flags (with the remark) or lifts the flag of one of the hut's people, at that hut only. */
  private flag(company: number, userId: ModelPersonKey, reason: string | null): Decision {
    const user = this.person(userId);
    if (!user?.huts.includes(company)) return rejected('not_found');
    if (reason === null) delete user.flags[company];
    else user.flags[company] = reason;
    return { outcome: 'applied' };
  }

  /**
   * A walk-in came into `hut`: each other live person of the hut with its phone (in the order the
   * server created them) is a possible duplicate, named; people elsewhere with it are one
   * "registered in another hut", unnamed. Only walk-ins have phones in the runs.
   */
  private reportDuplicates(walkIn: ModelUser, hut: number, raise: Raise): void {
    const matches = [...this.users.values()].filter(
      (u) => u !== walkIn && u.phone === walkIn.phone && u.mergedInto === undefined,
    );
    for (const other of matches.filter((u) => u.huts.includes(hut))) {
      raise('possible_duplicate', {
        userId: walkIn.id,
        otherUserId: other.id,
        otherName: WALK_IN_NAME,
        matchedOn: 'phone',
      });
    }
    if (matches.some((u) => !u.huts.includes(hut))) {
      raise('duplicate_elsewhere', { userId: walkIn.id, matchedOn: 'phone' });
    }
  }

  /**
   * A walk-in, once per ref; each earlier person with the same phone number (in the order the
   * server created them) is a possible duplicate, never merged here.
   */
  private register(op: SyncOpOf<'user.register'>, raise: Raise): Decision {
    const p = op.payload;
    if (!this.users.has(p.ref)) {
      const walkIn: ModelUser = {
        id: p.ref,
        huts: [],
        verified: false,
        status: 'pending',
        flags: {},
        phone: p.phone,
      };
      this.users.set(p.ref, walkIn);
      this.reportDuplicates(walkIn, op.companyId, raise);
      walkIn.huts = [op.companyId];
    } else if (!this.person(p.ref)?.huts.includes(op.companyId)) {
      // Another hut's walk-in: the ref is taken, and nobody is attached.
      return rejected('id_conflict');
    }
    return { outcome: 'applied' };
  }

  /** Avvik: the first resolution stands; 'merged' merges a possible duplicate in the same step. */
  private resolve(op: SyncOpOf<'exception.resolve'>): Decision {
    const p = op.payload;
    const exception = this.exceptionIds.get(p.exceptionId);
    if (exception?.company !== op.companyId) return rejected('not_found');
    if (this.resolved.has(p.exceptionId)) return { outcome: 'applied' };
    if (!resolutionsFor(exception.kind).includes(p.resolution)) {
      return rejected('invalid_resolution');
    }
    if (p.resolution === 'merged') {
      const refused = this.merge(exception.details, exception.company);
      if (refused) return refused;
    }
    this.resolved.add(p.exceptionId);
    return { outcome: 'applied' };
  }

  /**
   * The two records are one person, within the exception's hut (docs/threat-model.md): both
   * must be of the hut, and the one absorbed is a walk-in with nothing at another hut (the
   * newer, if both are), kept by an account or a walk-in also of this hut only; two accounts
   * are never merged. The walk-in's loans move to the kept
   * person with this hut's flag; shown ID is kept; the walk-in forwards to the kept person.
   */
  private merge(details: SyncExceptionDetails, hut: number): Decision | undefined {
    const a = this.person(details.userId as ModelPersonKey);
    const b = this.person(details.otherUserId as ModelPersonKey);
    if (!a || !b) return rejected('not_found');
    if (a === b) return undefined;
    const isWalkIn = (u: ModelUser) => typeof u.id === 'string';
    if (!isWalkIn(a) && !isWalkIn(b)) return rejected('invalid_resolution');
    if (!a.huts.includes(hut) || !b.huts.includes(hut)) return rejected('invalid_resolution');
    const order = [...this.users.keys()];
    const [first, second] = order.indexOf(a.id) < order.indexOf(b.id) ? [a, b] : [b, a];
    const onlyHere = (u: ModelUser) =>
      isWalkIn(u) &&
      u.huts.every((h) => h === hut) &&
      [...this.loans.values()].every((l) => l.customer !== u.id || l.company === hut);
    const gone = [second, first].find(onlyHere);
    if (!gone) return rejected('invalid_resolution');
    const kept = gone === first ? second : first;
    if (isWalkIn(kept) && !onlyHere(kept)) return rejected('invalid_resolution');
    for (const loan of this.loans.values()) {
      if (loan.customer === gone.id) loan.customer = kept.id;
    }
    if (kept.status === 'pending' && gone.status !== 'pending') kept.status = gone.status;
    kept.verified = kept.verified || gone.verified;
    const goneFlag = gone.flags[hut];
    if (kept.flags[hut] === undefined && goneFlag !== undefined) kept.flags[hut] = goneFlag;
    if (isWalkIn(kept)) kept.phone ??= gone.phone;
    gone.huts = [];
    gone.flags = {};
    delete gone.phone;
    gone.mergedInto = kept.id;
    return undefined;
  }

  private activate(op: SyncOpOf<'user.activate'>): Decision {
    const user = this.person(op.payload.userId);
    if (!user?.huts.includes(op.companyId)) return rejected('not_found');
    if (!(user.verified && user.status !== 'pending')) {
      user.verified = true;
      if (user.status === 'pending') user.status = 'active';
    }
    return { outcome: 'applied' };
  }
}

type Raise = (kind: string, details: SyncExceptionDetails) => void;
