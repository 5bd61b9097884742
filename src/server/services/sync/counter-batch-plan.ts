import { isLendable } from '../../../shared/domain/shelf';
import type { SyncOp, SyncOpOf } from '../../../shared/contracts/sync';
import type { PersonId } from '../../../shared/contracts/sync-ops';
import type { UnitRow } from '../../db/schema';
import type { HutLock } from '../reservations/rules';

/**
 * The in-memory half of the counter batch (counter-batch.ts): given what the database said (the
 * batch plans once on its units as read, then again on them locked), decides whether every op
 * of the batch would run plainly through its handler (ops/cart-add.ts, ops/loan-hand-out.ts) —
 * applied, no refusal, no exception, no booking to settle — and if so what each op does.
 * Anything else answers null and the handlers run as always: this file only has to recognise
 * the plain case, never to decide a hard one.
 */

/** A person an op names, as the batch's lock read them (hut-users.ts: followMerges, one hop). */
export interface PersonFacts {
  id: number;
  ref: string | null;
  mergedInto: number | null;
  inHut: boolean;
  flagged: boolean;
}

/** A unit of the hut an op names, with what a hand-out checks (hand-out-units.ts). */
export interface UnitFacts {
  row: UnitRow;
  productDeleted: boolean;
  /** A lent line of it on any loan: the batch's loans are all new, so on another loan. */
  lentElsewhere: boolean;
}

/** What the database holds for the batch, read before anything is written. */
export interface CounterFacts {
  people: readonly PersonFacts[];
  /** The hut's units the carts name: as read, or (for the final plan) as their locks show them. */
  units: ReadonlyMap<number, UnitFacts>;
  /** Loan and line ids of the batch that some row already has. */
  takenLoanIds: ReadonlySet<string>;
  takenLineIds: ReadonlySet<string>;
  /** The hut's booking lock, taken before the first op when the batch hands out. */
  hutLock: HutLock | undefined;
  /** The hut's active bookings of the units' products (none read when it has none at all). */
  bookings: readonly { productId: number; pickupDate: string }[];
}

export interface PlannedLoan {
  id: string;
  customerId: number;
  createdBy: number;
  /** As the cart was made (the draft's dates), and as the loan ends the batch. */
  draft: { loanDate: string; due: string };
  status: 'draft' | 'open';
  loanDate: string;
  due: string;
  lines: PlannedLine[];
}

export interface PlannedLine {
  id: string;
  loanId: string;
  unitId: number;
  status: 'in_cart' | 'lent';
  /** The draft's due date while in the cart (loan.draft.due), the hand-out's after it. */
  due: string;
}

/** What one op of the batch does, in the order the batch's ops came. */
export type CounterStep =
  | { kind: 'cart'; loan: PlannedLoan; line: PlannedLine; created: boolean }
  | { kind: 'handOut'; loan: PlannedLoan; lines: PlannedLine[] };

export interface CounterPlan {
  /** In the order their carts were made: the order the loans get their numbers. */
  loans: PlannedLoan[];
  lines: PlannedLine[];
  /** Units handed out, each once. */
  taken: number[];
  steps: CounterStep[];
}

type CounterOp = SyncOpOf<'cart.add'> | SyncOpOf<'loan.handOut'>;

/** The ops as a counter batch: carts and hand-outs of one hut, each op id once. */
export function counterOps(ops: readonly SyncOp[]): CounterOp[] | null {
  const hut = ops[0]?.companyId;
  const ids = new Set<string>();
  const counter: CounterOp[] = [];
  for (const op of ops) {
    if (op.type !== 'cart.add' && op.type !== 'loan.handOut') return null;
    if (op.companyId !== hut || ids.has(op.id)) return null;
    ids.add(op.id);
    counter.push(op);
  }
  return counter.length > 0 ? counter : null;
}

/** The person a payload names, found by server id or by a walk-in's ref. */
function findPerson(people: readonly PersonFacts[], person: PersonId): PersonFacts | undefined {
  return people.find((p) => (typeof person === 'number' ? p.id === person : p.ref === person));
}

/** Plans the batch, or null when any op would not run plainly (see the file's comment). */
export function planCounterBatch(
  ops: readonly CounterOp[],
  facts: CounterFacts,
): CounterPlan | null {
  const plan: CounterPlan = { loans: [], lines: [], taken: [], steps: [] };
  const loans = new Map<string, PlannedLoan>();
  const lineIds = new Set<string>();
  const taken = new Set<number>();
  for (const op of ops) {
    const step =
      op.type === 'cart.add'
        ? planCart(op, facts, loans, lineIds)
        : planHandOut(op, facts, loans, taken);
    if (!step) return null;
    plan.steps.push(step);
    if (step.kind === 'cart') {
      if (step.created) plan.loans.push(step.loan);
      plan.lines.push(step.line);
    }
  }
  plan.taken = [...taken];
  return plan;
}

function planCart(
  op: SyncOpOf<'cart.add'>,
  facts: CounterFacts,
  loans: Map<string, PlannedLoan>,
  lineIds: Set<string>,
): CounterStep | null {
  const p = op.payload;
  const person = findPerson(facts.people, p.customerId);
  // A merged record, someone outside the hut, nobody: hut-users.ts decides those.
  if (!person || person.mergedInto !== null || !person.inHut) return null;
  if (facts.takenLineIds.has(p.loanItemId) || lineIds.has(p.loanItemId)) return null;
  // Not the hut's unit (or none): cart-add.ts refuses it.
  if (!facts.units.has(p.unitId)) return null;
  let loan = loans.get(p.loanId);
  const created = loan === undefined;
  if (!loan) {
    if (facts.takenLoanIds.has(p.loanId)) return null;
    const draft = { loanDate: p.loanDate, due: p.expectedReturnDate };
    loan = {
      id: p.loanId,
      customerId: person.id,
      createdBy: op.actorId,
      draft,
      status: 'draft',
      loanDate: draft.loanDate,
      due: draft.due,
      lines: [],
    };
    loans.set(loan.id, loan);
  } else if (
    loan.status !== 'draft' ||
    loan.customerId !== person.id ||
    loan.lines.some((line) => line.unitId === p.unitId)
  ) {
    return null;
  }
  // The line takes the draft's due date, not the op's (cart-add.ts: insertLine).
  const line: PlannedLine = {
    id: p.loanItemId,
    loanId: loan.id,
    unitId: p.unitId,
    status: 'in_cart',
    due: loan.due,
  };
  lineIds.add(line.id);
  loan.lines.push(line);
  return { kind: 'cart', loan, line, created };
}

function planHandOut(
  op: SyncOpOf<'loan.handOut'>,
  facts: CounterFacts,
  loans: Map<string, PlannedLoan>,
  taken: Set<number>,
): CounterStep | null {
  const p = op.payload;
  const loan = loans.get(p.loanId);
  // A draft made earlier in the batch only.
  if (!loan || loan.status !== 'draft' || loan.lines.length === 0) return null;
  if (!facts.hutLock) return null;
  const borrower = facts.people.find((person) => person.id === loan.customerId);
  if (!borrower || borrower.flagged) return null;
  // Sorted as the handler lends and locks them (loan-store.ts: sortByUnit).
  const lines = [...loan.lines].sort((a, b) => a.unitId - b.unitId || (a.id < b.id ? -1 : 1));
  for (const line of lines) {
    const unit = facts.units.get(line.unitId);
    // Anything but a unit free on the shelf, nowhere else, is the handler's: it raises an Avvik
    // or takes a unit marked lent on no loan (counter-batch-reads.ts says why not here).
    if (!unit || !isLendable(unit.row.status) || unit.productDeleted || unit.lentElsewhere) {
      return null;
    }
    if (taken.has(line.unitId)) return null;
    taken.add(line.unitId);
  }
  // A booking the hand-out may pick up or break is the handler's to settle: one of the units'
  // products, for a day of the loan (hand-out-reservations.ts reads exactly those).
  const products = new Set(lines.map((line) => facts.units.get(line.unitId)?.row.product_id));
  const settles = facts.bookings.some(
    (b) =>
      products.has(b.productId) &&
      b.pickupDate >= p.loanDate &&
      b.pickupDate <= p.expectedReturnDate,
  );
  if (settles) return null;
  loan.status = 'open';
  loan.loanDate = p.loanDate;
  loan.due = p.expectedReturnDate;
  for (const line of lines) {
    line.status = 'lent';
    line.due = p.expectedReturnDate;
  }
  return { kind: 'handOut', loan, lines };
}
