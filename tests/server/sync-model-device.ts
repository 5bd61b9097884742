import type { SyncOp, SyncOpOf, SyncOpType } from '../../src/shared/contracts/sync';
import { opVersion } from '../../src/shared/contracts/sync';
import type { SyncModel } from './sync-model';
import { WALK_IN_NAME } from './sync-model';
import type { ModelPersonKey } from './sync-model-state';
import type { Action } from './sync-model-schedule';
import type { RunHut } from './sync-model-world';
import type { SeededIds } from './sync-model-ids';
import { SYNC_EXCEPTION_RESOLUTIONS } from '../../src/shared/texts/sync';

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

/** An Avvik entry a device has heard of (from an answer): what "Slå sammen" and resolving pick from. */
export interface HeardException {
  id: string;
  company: number;
  kind: string;
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
  readonly deviceId: string;
  private seq = 0;
  private readonly own: { loans: KnownLoan[]; items: KnownItem[] } = { loans: [], items: [] };
  /** Refs of the walk-ins this device registered, newest last. */
  private readonly walkIns: string[] = [];
  /** Ids of the notes this device wrote (on units or with returns). */
  private readonly notes: string[] = [];
  /** Ids of the needs this device recorded. */
  private readonly needs: string[] = [];
  /** Every command this device recorded, in order (for 'again'). */
  private readonly made: Body[] = [];
  /** Loans this device handed out (the rest of its own it may still take for carts). */
  private readonly handedOut = new Set<string>();
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
    /** Avvik entries heard of so far, in that order. */
    private readonly heard: readonly HeardException[],
    private readonly ids: SeededIds,
  ) {
    this.deviceId = `nettbrett-${ids.next().slice(-8)}`;
  }

  /** Records a counter action: the ops it appends to the outbox (none if nothing to act on). */
  act(action: Action): SyncOp[] {
    const bodies = this.opsFor(action);
    this.made.push(...bodies);
    const ops = bodies.map((body) => this.envelope(body));
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
      id: this.ids.next(),
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

  /** The lend action's ops for a customer (also a walk-in just registered), of unit ids. */
  private lendOps(customerId: ModelPersonKey, units: number[], handOut: boolean, shift: number) {
    const loanId = this.ids.next();
    const loanDate = addDays(BASE_DATE, shift);
    const dates = { loanDate, expectedReturnDate: addDays(loanDate, 7) };
    this.own.loans.push({ id: loanId, customer: customerId, loanDate });
    const adds = units.map((u): Body => {
      const loanItemId = this.ids.next();
      this.own.items.push({ id: loanItemId, loan: loanId });
      const payload = { loanId, loanItemId, customerId, unitId: u, ...dates };
      return { type: 'cart.add', payload };
    });
    if (handOut) this.handedOut.add(loanId);
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
        return this.lendOps(
          this.borrower(a.borrower),
          a.units.map((u) => this.unit(u)),
          a.handOut,
          a.shift,
        );
      case 'rush':
        // The queue's own product (RunHut.queueUnits), which nobody has booked.
        return a.borrowers.flatMap((b, i) => {
          const units = a.units
            .filter((_, k) => k % a.borrowers.length === i)
            .map((u) => this.hut.queueUnits[u % this.hut.queueUnits.length] ?? this.unit(u));
          return units.length === 0 ? [] : this.lendOps(this.borrower(b), units, true, a.shift);
        });
      case 'merge':
      case 'resolve': {
        // Avvik lists the device's own hut's exceptions; "Slå sammen" its possible duplicates.
        const mine = this.heard.filter(
          (e) =>
            e.company === this.hut.id && (a.kind === 'resolve' || e.kind === 'possible_duplicate'),
        );
        const exceptionId = mine[a.pick % Math.max(1, mine.length)]?.id;
        const resolution =
          a.kind === 'merge'
            ? 'merged'
            : (SYNC_EXCEPTION_RESOLUTIONS[a.resolution % SYNC_EXCEPTION_RESOLUTIONS.length] ??
              'confirmed');
        return exceptionId === undefined
          ? []
          : [{ type: 'exception.resolve', payload: { exceptionId, resolution } }];
      }
      case 'again': {
        const body = this.made[a.pick % Math.max(1, this.made.length)];
        return body ? [body] : [];
      }
      case 'unCart': {
        // Mostly a line of a cart the device has not handed out; now and then any line.
        const all = this.knownItems();
        const inCarts = all.filter((i) => !this.handedOut.has(i.loan));
        const items = inCarts.length > 0 && a.item % 3 !== 0 ? inCarts : all;
        const item = items[a.item % Math.max(1, items.length)];
        return item ? [{ type: 'cart.remove', payload: { loanItemId: item.id } }] : [];
      }
      case 'saveCart': {
        const drafts = loans.filter((l) => !this.handedOut.has(l.id));
        const pool = drafts.length > 0 && a.loan % 3 !== 0 ? drafts : loans;
        const target = pool[a.loan % Math.max(1, pool.length)];
        if (!target) return [];
        const loanDate = addDays(BASE_DATE, a.shift);
        const payload = { loanId: target.id, loanDate, expectedReturnDate: addDays(loanDate, 7) };
        return [{ type: 'loan.save', payload }];
      }
      case 'walkIn': {
        const ref = this.ids.next();
        this.walkIns.push(ref);
        const phone = this.walkInPhones[a.phone % this.walkInPhones.length] ?? '';
        const register: Body = {
          type: 'user.register',
          payload: { ref, name: WALK_IN_NAME, phone, email: null, children: [] },
        };
        return [
          register,
          ...(a.units.length > 0
            ? this.lendOps(
                ref,
                a.units.map((u) => this.unit(u)),
                true,
                0,
              )
            : []),
        ];
      }
      case 'add': {
        const target = loan(a.loan);
        if (!target) return [];
        const loanItemId = (a.reuse ? this.own.items.at(-1)?.id : undefined) ?? this.ids.next();
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
        this.handedOut.add(target.id);
        const loanDate = addDays(BASE_DATE, a.shift);
        const payload = { loanId: target.id, loanDate, expectedReturnDate: addDays(loanDate, 7) };
        return [{ type: 'loan.handOut', payload }];
      }
      case 'receive': {
        const items = this.knownItems();
        const item = items[a.item % Math.max(1, items.length)];
        if (!item) return [];
        if (!a.report) return [{ type: 'loanItem.receive', payload: { loanItemId: item.id } }];
        const noteId = this.ids.next();
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
        const text = UNIT_TEXTS[a.text % 3] ?? 'Merknad';
        const unitId = this.unit(a.unit);
        if (!a.reuse) {
          const noteId = this.ids.next();
          this.notes.push(noteId);
          return [{ type: 'note.add', payload: { noteId, unitId, text } }];
        }
        // Another text under the id of a note written before (first written now, if none):
        // a note of its own, refused as the id taken.
        const earlier: Body[] = [];
        let noteId = this.notes.at(-1);
        if (noteId === undefined) {
          noteId = this.ids.next();
          this.notes.push(noteId);
          earlier.push({ type: 'note.add', payload: { noteId, unitId, text } });
        }
        return [
          ...earlier,
          { type: 'note.add', payload: { noteId, unitId, text: 'Skrevet på nytt' } },
        ];
      }
      case 'deleteNote': {
        const noteId = this.notes[a.pick % Math.max(1, this.notes.length)];
        if (noteId !== undefined) return [{ type: 'note.delete', payload: { noteId } }];
        // No note of its own yet: staff write one and think better of it.
        const written = this.ids.next();
        const payload = { noteId: written, unitId: this.unit(a.pick), text: 'Feil enhet' };
        return [
          { type: 'note.add', payload },
          { type: 'note.delete', payload: { noteId: written } },
        ];
      }
      case 'demand': {
        // `reuse`: the id of a need recorded before (first recorded now, if none).
        const earlier = a.reuse ? this.needs.at(-1) : undefined;
        const demandId = earlier ?? this.ids.next();
        this.needs.push(demandId);
        const body: Body = {
          type: 'demand.record',
          payload: {
            demandId,
            productId: this.hut.product,
            categoryId: null,
            size: NEED_SIZES[a.size % 3] ?? null,
          },
        };
        return a.reuse && earlier === undefined ? [body, body] : [body];
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
          extensionId: this.ids.next(),
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
