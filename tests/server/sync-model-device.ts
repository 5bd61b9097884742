import type { SyncOp, SyncOpOf, SyncOpType } from '../../src/shared/contracts/sync';
import { opVersion } from '../../src/shared/contracts/sync';
import type { SyncModel } from './sync-model';
import { WALK_IN_NAME } from './sync-model';
import type { ModelPersonKey } from './sync-model-state';
import type { Action } from './sync-model-schedule';
import type { RunHut } from './sync-model-world';
import { newId } from './sync-fixtures';

/** Loan dates of the schedules: fixed, so a failing run reads the same tomorrow. */
const BASE_DATE = '2026-03-02';

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** One member per op type, so a spread keeps type and payload paired. */
type Body = { [T in SyncOpType]: Pick<SyncOpOf<T>, 'type' | 'payload'> }[SyncOpType];
interface KnownLoan {
  id: string;
  customer: ModelPersonKey;
  loanDate: string;
}
interface KnownItem {
  id: string;
  loan: string;
}

/** The schedules' borrower index that means "the walk-in this device registered last". */
const WALK_IN_INDEX = 5;

/** Remarks staff write when flagging. */
const REMARKS = ['Skylder utstyr', 'Ødela sykkel', 'Mistet ski'];
/** What staff write on units: notes, and why a unit goes to repair or is retired. */
const UNIT_TEXTS = ['Riper under', 'Løs binding', 'Mangler en stav'];
const SET_STATUSES = ['available', 'repair', 'retired'] as const;
/** Sizes people ask for at the counter (null: any). */
const NEED_SIZES = ['130 cm', '38', null] as const;

/**
 * A tablet at the counter: its outbox (ops in device order, removed only when an answer for
 * them arrives) and what it knows: its own loans, plus the hut's loans as of its last answer.
 */
export class FaultDevice {
  readonly outbox: SyncOp[] = [];
  readonly deviceId = `nettbrett-${newId().slice(-8)}`;
  private seq = 0;
  private readonly own: { loans: KnownLoan[]; items: KnownItem[] } = { loans: [], items: [] };
  /** Refs of the walk-ins this device registered, newest last. */
  private readonly walkIns: string[] = [];
  /** Ids of the notes this device wrote (on units or with returns). */
  private readonly notes: string[] = [];
  private synced: { loans: KnownLoan[]; items: KnownItem[] } = { loans: [], items: [] };

  constructor(
    readonly index: number,
    readonly hut: RunHut,
    readonly actorId: number,
    private readonly outsider: number,
    /** Everyone of the run in the network (every hut's borrowers and the outsider), by email. */
    private readonly network: readonly { id: number; email: string }[],
    /** The run's walk-in phone numbers (devices share them, so they register duplicates). */
    private readonly walkInPhones: readonly string[],
    /** Possible duplicates heard of so far (server ids): what "Slå sammen" can pick from. */
    private readonly duplicates: readonly { id: string; company: number }[],
  ) {}

  /** Records a counter action: the ops it appends to the outbox (none if nothing to act on). */
  act(action: Action): SyncOp[] {
    const ops = this.opsFor(action).map((body) => this.envelope(body));
    this.outbox.push(...ops);
    return ops;
  }

  /** An answer arrived: those ops leave the outbox, and the device sees the server's loans. */
  answered(opIds: readonly string[], model: SyncModel): void {
    const done = new Set(opIds);
    const rest = this.outbox.filter((op) => !done.has(op.id));
    this.outbox.splice(0, this.outbox.length, ...rest);
    const loans = [...model.loans.values()].filter((l) => l.company === this.hut.id);
    const ids = new Set(loans.map((l) => l.id));
    this.synced = {
      loans: loans.map((l) => ({ id: l.id, customer: l.customer, loanDate: l.loanDate })),
      items: [...model.items.values()]
        .filter((i) => ids.has(i.loan))
        .map((i) => ({ id: i.id, loan: i.loan })),
    };
  }

  private envelope(body: Body): SyncOp {
    return {
      ...body,
      v: opVersion(body.type),
      id: newId(),
      companyId: this.hut.id,
      actorId: this.actorId,
      deviceId: this.deviceId,
      createdAt: new Date().toISOString(),
      seq: this.seq++,
    };
  }

  private knownLoans(): KnownLoan[] {
    const seen = new Set(this.own.loans.map((l) => l.id));
    return [...this.own.loans, ...this.synced.loans.filter((l) => !seen.has(l.id))];
  }

  private knownItems(): KnownItem[] {
    const seen = new Set(this.own.items.map((i) => i.id));
    return [...this.own.items, ...this.synced.items.filter((i) => !seen.has(i.id))];
  }

  private borrower(index: number): ModelPersonKey {
    if (index === WALK_IN_INDEX) return this.walkIns.at(-1) ?? this.outsider;
    return this.hut.borrowers[index] ?? this.outsider;
  }

  /** The lend action's ops for a customer (also a walk-in just registered). */
  private lendOps(customerId: ModelPersonKey, units: number[], handOut: boolean, shift: number) {
    const loanId = newId();
    const loanDate = addDays(BASE_DATE, shift);
    const dates = { loanDate, expectedReturnDate: addDays(loanDate, 7) };
    this.own.loans.push({ id: loanId, customer: customerId, loanDate });
    const adds = units.map((u): Body => {
      const loanItemId = newId();
      this.own.items.push({ id: loanItemId, loan: loanId });
      const payload = { loanId, loanItemId, customerId, unitId: this.unit(u), ...dates };
      return { type: 'cart.add', payload };
    });
    const handOuts: Body[] = handOut
      ? [{ type: 'loan.handOut', payload: { loanId, ...dates } }]
      : [];
    return [...adds, ...handOuts];
  }

  private unit(index: number): number {
    const unit = this.hut.units[index % this.hut.units.length];
    if (unit === undefined) throw new Error('hut without units');
    return unit;
  }

  private opsFor(a: Action): Body[] {
    const loans = this.knownLoans();
    const loan = (i: number) => loans[i % Math.max(1, loans.length)];
    switch (a.kind) {
      case 'lend':
        return this.lendOps(this.borrower(a.borrower), a.units, a.handOut, a.shift);
      case 'rush':
        return a.borrowers.flatMap((b, i) => {
          const units = a.units.filter((_, k) => k % a.borrowers.length === i);
          return units.length === 0 ? [] : this.lendOps(this.borrower(b), units, true, a.shift);
        });
      case 'merge': {
        // Avvik lists the device's own hut's exceptions.
        const mine = this.duplicates.filter((d) => d.company === this.hut.id);
        const exceptionId = mine[a.pick % Math.max(1, mine.length)]?.id;
        return exceptionId === undefined
          ? []
          : [{ type: 'exception.resolve', payload: { exceptionId, resolution: 'merged' } }];
      }
      case 'walkIn': {
        const ref = newId();
        this.walkIns.push(ref);
        const phone = this.walkInPhones[a.phone % this.walkInPhones.length] ?? '';
        const register: Body = {
          type: 'user.register',
          payload: { ref, name: WALK_IN_NAME, phone, email: null, children: [] },
        };
        return [register, ...(a.units.length > 0 ? this.lendOps(ref, a.units, true, 0) : [])];
      }
      case 'add': {
        const target = loan(a.loan);
        if (!target) return [];
        const loanItemId = newId();
        this.own.items.push({ id: loanItemId, loan: target.id });
        const payload = {
          loanId: target.id,
          loanItemId,
          customerId: a.sameCustomer ? target.customer : this.borrower(a.borrower),
          unitId: this.unit(a.unit),
          loanDate: target.loanDate,
          expectedReturnDate: addDays(target.loanDate, 7),
        };
        return [{ type: 'cart.add', payload }];
      }
      case 'handOut': {
        const target = loan(a.loan);
        if (!target) return [];
        const loanDate = addDays(BASE_DATE, a.shift);
        const payload = { loanId: target.id, loanDate, expectedReturnDate: addDays(loanDate, 7) };
        return [{ type: 'loan.handOut', payload }];
      }
      case 'receive': {
        const items = this.knownItems();
        const item = items[a.item % Math.max(1, items.length)];
        if (!item) return [];
        if (!a.report) return [{ type: 'loanItem.receive', payload: { loanItemId: item.id } }];
        const noteId = newId();
        this.notes.push(noteId);
        const report = {
          noteId,
          damaged: a.report.damaged,
          text: a.report.damaged || !a.report.missing ? 'Knekt tupp' : '',
          missingParts: a.report.missing ? ['staver'] : [],
        };
        return [{ type: 'loanItem.receive', payload: { loanItemId: item.id, report } }];
      }
      case 'setStatus': {
        const status = SET_STATUSES[a.status % 3] ?? 'available';
        const reason = status === 'available' ? null : (UNIT_TEXTS[a.status % 3] ?? 'Slitt');
        return [{ type: 'unit.setStatus', payload: { unitId: this.unit(a.unit), status, reason } }];
      }
      case 'note': {
        const noteId = newId();
        this.notes.push(noteId);
        const text = UNIT_TEXTS[a.text % 3] ?? 'Merknad';
        return [{ type: 'note.add', payload: { noteId, unitId: this.unit(a.unit), text } }];
      }
      case 'deleteNote': {
        const noteId = this.notes[a.pick % Math.max(1, this.notes.length)];
        return noteId === undefined ? [] : [{ type: 'note.delete', payload: { noteId } }];
      }
      case 'demand': {
        const payload = {
          demandId: newId(),
          productId: this.hut.product,
          categoryId: null,
          size: NEED_SIZES[a.size % 3] ?? null,
        };
        return [{ type: 'demand.record', payload }];
      }
      case 'receiveAll': {
        const target = loan(a.loan);
        return target ? [{ type: 'loan.receiveAll', payload: { loanId: target.id } }] : [];
      }
      case 'extend': {
        const target = loan(a.loan);
        if (!target) return [];
        const items = this.knownItems().filter((i) => i.loan === target.id);
        const item = a.item === null ? undefined : items[a.item % Math.max(1, items.length)];
        const payload = {
          extensionId: newId(),
          loanId: target.id,
          loanItemId: item?.id ?? null,
          expectedReturnDate: addDays(target.loanDate, a.days),
        };
        return [{ type: 'loan.extend', payload }];
      }
      case 'activate':
        return [
          {
            type: 'user.activate',
            payload: { userId: this.borrower(a.borrower), reason: 'legitimasjon' },
          },
        ];
      case 'flag':
        return [
          {
            type: 'user.flag',
            payload: { userId: this.borrower(a.borrower), reason: REMARKS[a.reason % 3] ?? '' },
          },
        ];
      case 'unflag':
        return [{ type: 'user.unflag', payload: { userId: this.borrower(a.borrower) } }];
      case 'attach': {
        const person = this.network[a.person % Math.max(1, this.network.length)];
        if (person === undefined) return [];
        const match = { kind: 'email' as const, value: person.email };
        return [{ type: 'user.attach', payload: { userId: person.id, match } }];
      }
    }
  }
}
